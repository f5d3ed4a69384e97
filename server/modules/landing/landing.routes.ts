import { createRoute } from '@hono/zod-openapi';
import { landingSchema } from '#core/schemas/companies';
import { cachedJson } from '../../http/cached-json';
import { createRouter } from '../../http/openapi';
import type { LandingService } from './landing.service';

const landingRoute = createRoute({
  method: 'get',
  path: '/landing',
  tags: ['landing'],
  summary: 'What the public landing page shows: counts, top movers and the latest news',
  responses: {
    200: {
      content: { 'application/json': { schema: landingSchema } },
      description: 'Landing data',
    },
  },
});

export function landingRoutes(service: LandingService) {
  return createRouter().openapi(landingRoute, async (c) => cachedJson(c, await service.get()));
}
