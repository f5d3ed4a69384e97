// Admin area "reports" (moderators and admins): the queue of reported chat messages, each with the
// conversation around it (messages are kept for this), and closing a report as resolved or
// dismissed with a note; logged as report.resolve.
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminReportSchema,
  adminReportsQuerySchema,
  adminReportsSchema,
  resolveReportBodySchema,
} from '#core/schemas/admin/reports';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import type { AdminDeps } from '../deps';
import { createAdminReportsRepo } from './reports.repo';
import { createAdminReportsService } from './reports.service';

const failures = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not staff'),
  404: jsonContent(apiErrorSchema, 'No such report'),
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/admin/reports',
  tags: ['admin'],
  summary: 'Reported messages (open by default), newest first, each with its conversation around it',
  request: { query: adminReportsQuerySchema },
  responses: { 200: jsonContent(adminReportsSchema, 'Reports'), ...failures },
});
const resolveRoute = createRoute({
  method: 'post',
  path: '/admin/reports/{id}/resolve',
  tags: ['admin'],
  summary: 'Close a report as resolved or dismissed, with a note; logged as report.resolve',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: { 'application/json': { schema: resolveReportBodySchema } }, required: true },
  },
  responses: { 200: jsonContent(adminReportSchema, 'Closed'), ...failures },
});

export function adminReportsRoutes({ database }: AdminDeps) {
  const service = createAdminReportsService(database.db, createAdminReportsRepo(database.db));
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ reports: await service.list(c.req.valid('query').status) }, 200))
    .openapi(resolveRoute, async (c) =>
      c.json(await service.resolve(staffOf(c).userId, c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
