import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { adsSchema, feedPageSchema } from '#core/schemas/feed';
import { cachedJson } from '../../http/cached-json';
import { createRouter, jsonContent } from '../../http/openapi';
import type { FeedService } from './feed.service';

const pageRoute = createRoute({
  method: 'get',
  path: '/feed',
  tags: ['feed'],
  summary: 'A page of the news feed (10 items, newest first) with live company prices',
  request: { query: z.object({ cursor: z.string().max(200).optional() }) },
  responses: {
    200: jsonContent(feedPageSchema, 'Feed page; nextCursor is null at the end'),
    400: jsonContent(apiErrorSchema, 'Invalid cursor'),
  },
});

const adsRoute = createRoute({
  method: 'get',
  path: '/ads',
  tags: ['feed'],
  summary: 'Active ads, by display order (the feed places them between news items)',
  responses: { 200: jsonContent(adsSchema, 'Ads') },
});

export function feedRoutes(service: FeedService) {
  return createRouter()
    .openapi(pageRoute, async (c) => cachedJson(c, await service.page(c.req.valid('query').cursor)))
    .openapi(adsRoute, async (c) => cachedJson(c, await service.ads()));
}
