// The console's stat cards: counts of profiles, companies, news and trades, and the total volume.
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { adminStatsSchema, type AdminStats } from '#core/schemas/admin/stats';
import { apiErrorSchema } from '#core/schemas/errors';
import { queryRows } from '../../../db/client';
import { createRouter, jsonContent } from '../../../http/openapi';
import type { AdminDeps } from '../deps';

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

export function adminStatsRoutes({ database }: AdminDeps) {
  return createRouter().openapi(statsRoute, async (c) => {
    const [row] = await queryRows<Record<keyof AdminStats, string | number>>(
      database.db,
      sql`
      select (select count(*) from profiles) as users,
             (select count(*) from companies) as companies,
             (select count(*) from news) as news,
             (select count(*) from transactions) as transactions,
             (select coalesce(sum(total_amount_minor), 0) from transactions) as "volumeMinor"`,
    );
    return c.json(
      adminStatsSchema.parse(Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]))),
      200,
    );
  });
}
