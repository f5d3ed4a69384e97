import { createRoute, z } from '@hono/zod-openapi';
import { contentLanguageQuerySchema } from '#core/schemas/content-language';
import { apiErrorSchema } from '#core/schemas/errors';
import { adsSchema, feedPageSchema, searchCompaniesSchema } from '#core/schemas/feed';
import { cachedJson } from '../../http/cached-json';
import { createRouter, jsonContent } from '../../http/openapi';
import type { FeedService } from './feed.service';

const pageRoute = createRoute({
  method: 'get',
  path: '/feed',
  tags: ['feed'],
  summary: 'A page of the news feed (10 items, newest first) with live company prices',
  request: { query: contentLanguageQuerySchema.extend({ cursor: z.string().max(200).optional() }) },
  responses: {
    200: jsonContent(feedPageSchema, 'Feed page; nextCursor is null at the end'),
    400: jsonContent(apiErrorSchema, 'Invalid cursor'),
  },
});

const adsRoute = createRoute({
  method: 'get',
  path: '/ads',
  tags: ['feed'],
  summary: 'Active ads, highest display order first (the feed places them between news items)',
  request: { query: contentLanguageQuerySchema },
  responses: {
    200: jsonContent(adsSchema, 'Ads'),
    400: jsonContent(apiErrorSchema, 'Invalid language'),
  },
});

const searchableRoute = createRoute({
  method: 'get',
  path: '/feed/companies',
  tags: ['feed'],
  summary: "The listed companies the feed's search looks through, with their story and CEO",
  request: { query: contentLanguageQuerySchema },
  responses: {
    200: jsonContent(searchCompaniesSchema, 'Companies'),
    400: jsonContent(apiErrorSchema, 'Invalid language'),
  },
});

export function feedRoutes(service: FeedService) {
  return createRouter()
    .openapi(pageRoute, async (c) => {
      const { cursor, lang } = c.req.valid('query');
      return cachedJson(c, await service.page(cursor, lang));
    })
    .openapi(adsRoute, async (c) => cachedJson(c, await service.ads(c.req.valid('query').lang)))
    .openapi(searchableRoute, async (c) => cachedJson(c, await service.searchable(c.req.valid('query').lang)));
}
