import { createRoute, z } from '@hono/zod-openapi';
import { companyIdParamSchema } from '#core/schemas/companies';
import { apiErrorSchema } from '#core/schemas/errors';
import { orderBookSchema, recentTradesSchema } from '#core/schemas/market-data';
import { CANDLE_RANGES, candlesSchema } from '#core/schemas/trading';
import type { CandlesService } from './candles.service';
import { cachedJson } from '../../http/cached-json';
import { createRouter, jsonContent } from '../../http/openapi';
import type { MarketDataService } from './market-data.service';

const bookRoute = createRoute({
  method: 'get',
  path: '/companies/{id}/order-book',
  tags: ['market data'],
  summary: "Three bids and three asks around the price: simulated depth plus players' resting limit orders",
  request: { params: companyIdParamSchema },
  responses: {
    200: jsonContent(orderBookSchema, 'Order book'),
    400: jsonContent(apiErrorSchema, 'Malformed id'),
    404: jsonContent(apiErrorSchema, 'No such company'),
  },
});

const tradesRoute = createRoute({
  method: 'get',
  path: '/companies/{id}/recent-trades',
  tags: ['market data'],
  summary: "The last five trades, newest first: players' real trades and simulated market prints by time",
  request: { params: companyIdParamSchema },
  responses: {
    200: jsonContent(recentTradesSchema, 'Recent trades'),
    400: jsonContent(apiErrorSchema, 'Malformed id'),
    404: jsonContent(apiErrorSchema, 'No such company'),
  },
});

const candlesRoute = createRoute({
  method: 'get',
  path: '/companies/{id}/candles',
  tags: ['market data'],
  summary: 'Price candles of a company for a chart range (public); 1D is today since 00:00 UTC',
  request: {
    params: z.object({ id: z.uuid() }),
    query: z.object({ range: z.enum(CANDLE_RANGES).default('1D') }),
  },
  responses: { 200: jsonContent(candlesSchema, 'Candles, oldest first'), 400: jsonContent(apiErrorSchema, 'Invalid') },
});

export function marketDataRoutes(service: MarketDataService, charts: CandlesService) {
  return (
    createRouter()
      .openapi(candlesRoute, async (c) => {
        // A chart is the same for every viewer: serialized and compressed once while it is cached.
        return cachedJson(c, await charts.answer(c.req.valid('param').id, c.req.valid('query').range));
      })
      // Live data: a browser or proxy must not answer a poll from its cache.
      .openapi(bookRoute, async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await service.orderBook(c.req.valid('param').id), 200);
      })
      .openapi(tradesRoute, async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await service.recentTrades(c.req.valid('param').id), 200);
      })
  );
}
