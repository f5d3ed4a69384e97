// The console's stat cards: counts of profiles, companies, news and trades, and the total volume.
import { createRoute } from '@hono/zod-openapi';
import { adminStatsSchema } from '#core/schemas/admin/stats';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import type { AdminDeps } from '../deps';
import { readAdminStats } from './stats.repo';

const statsRoute = createRoute({
  method: 'get',
  path: '/admin/stats',
  tags: ['admin'],
  summary: 'Platform counts for the admin console (admins and moderators)',
  responses: {
    200: jsonContent(adminStatsSchema, 'Counts'),
    401: jsonContent(apiErrorSchema, 'Not signed in'),
    403: jsonContent(apiErrorSchema, 'Not staff'),
  },
});

// A read with no rule to apply: the route asks the repo directly.
export function adminStatsRoutes({ database }: AdminDeps) {
  return createRouter().openapi(statsRoute, async (c) => c.json(await readAdminStats(database.db), 200));
}
