// Admin area "audit": routes under /api/admin/audit (the gate in admin-gate.ts has already checked the role).
import { createRoute } from '@hono/zod-openapi';
import { adminAuditPageSchema, adminAuditQuerySchema } from '#core/schemas/admin/audit';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import type { AdminDeps } from '../deps';
import { createAdminAuditRepo } from './audit.repo';
import { createAdminAuditService } from './audit.service';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  tags: ['admin'],
  summary: 'The audit log (admin_logs), newest first, 50 a page; q searches action, actor and details',
  request: { query: adminAuditQuerySchema },
  responses: {
    200: jsonContent(adminAuditPageSchema, 'A page of entries'),
    400: jsonContent(apiErrorSchema, 'Invalid'),
    401: jsonContent(apiErrorSchema, 'Not signed in'),
    403: jsonContent(apiErrorSchema, 'Not an admin'),
  },
});

export function adminAuditRoutes({ database }: AdminDeps) {
  const service = createAdminAuditService(createAdminAuditRepo(database.db));
  return createRouter().openapi(listRoute, async (c) => c.json(await service.list(c.req.valid('query')), 200));
}
