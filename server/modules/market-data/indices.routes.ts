import { createRoute, z } from '@hono/zod-openapi';
import { INDEX_IDS } from '#core/market/bolts-index';
import { apiErrorSchema } from '#core/schemas/errors';
import { indicesSchema } from '#core/schemas/market-data';
import { CANDLE_RANGES, candlesSchema } from '#core/schemas/trading';
import { cachedJson } from '../../http/cached-json';
import { createRouter, jsonContent } from '../../http/openapi';
import type { IndicesService } from './indices.service';

const listRoute = createRoute({
  method: 'get',
  path: '/indices',
  tags: ['market data'],
  summary: 'The Bolts Index and the sector indices: level (hundredths of a point) and change today (public)',
  responses: { 200: jsonContent(indicesSchema, 'Indices, the Bolts Index first') },
});

const candlesRoute = createRoute({
  method: 'get',
  path: '/indices/{id}/candles',
  tags: ['market data'],
  summary: "An index's candles for a chart range, in hundredths of a point (public); 1D is today since 00:00 UTC",
  request: {
    params: z.object({ id: z.enum(INDEX_IDS) }),
    query: z.object({ range: z.enum(CANDLE_RANGES).default('1D') }),
  },
  responses: { 200: jsonContent(candlesSchema, 'Candles, oldest first'), 400: jsonContent(apiErrorSchema, 'Invalid') },
});

export function indicesRoutes(service: IndicesService) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ indices: await service.list() }, 200))
    .openapi(candlesRoute, async (c) =>
      cachedJson(c, await service.chart(c.req.valid('param').id, c.req.valid('query').range)),
    );
}
