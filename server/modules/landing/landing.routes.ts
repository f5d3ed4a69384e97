import { createRoute } from '@hono/zod-openapi';
import { contentLanguageQuerySchema } from '#core/schemas/content-language';
import { landingSchema } from '#core/schemas/companies';
import { apiErrorSchema } from '#core/schemas/errors';
import { cachedJson } from '../../http/cached-json';
import { createRouter, jsonContent } from '../../http/openapi';
import type { LandingService } from './landing.service';

const landingRoute = createRoute({
  method: 'get',
  path: '/landing',
  tags: ['landing'],
  summary: 'What the public landing page shows: real counts, top movers and the latest news',
  request: { query: contentLanguageQuerySchema },
  responses: {
    200: jsonContent(landingSchema, 'Landing data'),
    400: jsonContent(apiErrorSchema, 'Invalid language'),
  },
});

export function landingRoutes(service: LandingService) {
  return createRouter().openapi(landingRoute, async (c) => cachedJson(c, await service.get(c.req.valid('query').lang)));
}
