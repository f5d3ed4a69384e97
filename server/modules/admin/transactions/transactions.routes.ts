// Admin area "transactions": routes under /api/admin/transactions (the gate in admin-gate.ts has already checked the role).
import { createRoute } from '@hono/zod-openapi';
import { adminTransactionsQuerySchema, adminTransactionsSchema } from '#core/schemas/admin/transactions';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import type { AdminDeps } from '../deps';
import { createAdminTransactionsRepo } from './transactions.repo';
import { createAdminTransactionsService } from './transactions.service';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/admin/transactions',
  tags: ['admin'],
  summary: 'Transactions dashboard: totals for the period, its latest 100 trades, daily volume of the last 7 days',
  request: { query: adminTransactionsQuerySchema },
  responses: {
    200: jsonContent(adminTransactionsSchema, 'The dashboard'),
    400: jsonContent(apiErrorSchema, 'Unknown period'),
    401: jsonContent(apiErrorSchema, 'Not signed in'),
    403: jsonContent(apiErrorSchema, 'Not an admin'),
  },
});

export function adminTransactionsRoutes({ database }: AdminDeps) {
  const service = createAdminTransactionsService(createAdminTransactionsRepo(database.db));
  return createRouter().openapi(dashboardRoute, async (c) =>
    c.json(await service.dashboard(c.req.valid('query').period), 200),
  );
}
