import { createRoute, z } from '@hono/zod-openapi';
import { classDashboardSchema, studentTradesSchema } from '#core/schemas/classes';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { DashboardService } from './dashboard.service';
import { classParam, errorContent, teacherRefusals } from './route-parts';

const studentParam = classParam.extend({ userId: z.string().min(1).max(64) });
const noStudent = errorContent('No such class of mine, or no such student in it');

const dashboardRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/classes/{id}/students',
    tags: ['classes'],
    summary: "The class's students with their figures, this week's board line and activity, by rank",
    request: { params: classParam },
    responses: { 200: jsonContent(classDashboardSchema, 'The dashboard'), ...teacherRefusals },
  });

const csvRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/classes/{id}/students.csv',
    tags: ['classes'],
    summary: 'The dashboard as a CSV file (UTF-8 with a BOM), one row a student',
    request: { params: classParam },
    responses: {
      200: { description: 'An attachment named <class>-students.csv', content: { 'text/csv': { schema: z.string() } } },
      ...teacherRefusals,
    },
  });

const tradesRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/classes/{id}/students/{userId}/trades',
    tags: ['classes'],
    summary: "A student's newest trades in the class (at most 200), each with its reason",
    request: { params: studentParam },
    responses: { 200: jsonContent(studentTradesSchema, 'The trades'), ...teacherRefusals, 404: noStudent },
  });

const removeRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'delete',
    path: '/classes/{id}/students/{userId}',
    tags: ['classes'],
    summary: 'Remove a student: their open orders are cancelled and their portfolio leaves the class',
    request: { params: studentParam },
    responses: { 204: { description: 'Removed' }, ...teacherRefusals, 404: noStudent },
  });

export function dashboardRoutes(auth: Auth, service: DashboardService) {
  const user = (c: Parameters<typeof requireUserId>[1]) => requireUserId(auth, c);
  return createRouter()
    .openapi(dashboardRoute(auth), async (c) =>
      c.json(await service.dashboard(await user(c), c.req.valid('param').id), 200),
    )
    .openapi(csvRoute(auth), async (c) => {
      const { fileSlug, body } = await service.csv(await user(c), c.req.valid('param').id);
      const ascii = /^[a-z0-9-]+$/.test(fileSlug) ? fileSlug : 'class';
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        // filename* carries a Hebrew class name; filename is the ASCII fallback for old clients.
        'Content-Disposition': `attachment; filename="${ascii}-students.csv"; filename*=UTF-8''${encodeURIComponent(fileSlug)}-students.csv`,
        // Students' names and figures: never kept by a shared cache.
        'Cache-Control': 'no-store',
      });
    })
    .openapi(tradesRoute(auth), async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json({ trades: await service.trades(await user(c), id, userId) }, 200);
    })
    .openapi(removeRoute(auth), async (c) => {
      const { id, userId } = c.req.valid('param');
      await service.remove(await user(c), id, userId);
      return c.body(null, 204);
    });
}
