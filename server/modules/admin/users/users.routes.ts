// Admin area "users": routes under /api/admin/users (the gate in admin-gate.ts has already checked the role).
import { createRoute } from '@hono/zod-openapi';
import {
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  setRoleBodySchema,
  userIdParamSchema,
} from '#core/schemas/admin/users';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import type { AdminDeps } from '../deps';
import { createAdminUsersRepo } from './users.repo';
import { createAdminUsersService } from './users.service';

const denied = {
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not an admin'),
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  tags: ['admin'],
  summary: 'Users, newest first, 50 a page, with role, cash, portfolio value, trade count and status',
  request: { query: adminUsersQuerySchema },
  responses: {
    200: jsonContent(adminUsersPageSchema, 'A page of users'),
    400: jsonContent(apiErrorSchema, 'Invalid'),
    ...denied,
  },
});

const writeResponses = {
  200: jsonContent(adminUserSchema, 'The user after the change'),
  400: jsonContent(apiErrorSchema, 'Invalid'),
  404: jsonContent(apiErrorSchema, 'No such user'),
  409: jsonContent(apiErrorSchema, 'Refused (own admin role, last admin, own account)'),
  ...denied,
} as const;

const roleRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}/role',
  tags: ['admin'],
  summary: "Set a user's one role (user = no role row); logged as user.role",
  request: {
    params: userIdParamSchema,
    body: { content: { 'application/json': { schema: setRoleBodySchema } }, required: true },
  },
  responses: writeResponses,
});

const suspendRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/suspend',
  tags: ['admin'],
  summary: 'Suspend an account: every session ends and sign-in is refused; logged as user.suspend',
  request: { params: userIdParamSchema },
  responses: writeResponses,
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/restore',
  tags: ['admin'],
  summary: 'Lift a suspension; logged as user.restore',
  request: { params: userIdParamSchema },
  responses: writeResponses,
});

export function adminUsersRoutes(deps: AdminDeps) {
  const service = createAdminUsersService(deps, createAdminUsersRepo(deps.database.db));
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(roleRoute, async (c) =>
      c.json(await service.setRole(staffOf(c).userId, c.req.valid('param').id, c.req.valid('json').role), 200),
    )
    .openapi(suspendRoute, async (c) => c.json(await service.suspend(staffOf(c).userId, c.req.valid('param').id), 200))
    .openapi(restoreRoute, async (c) => c.json(await service.restore(staffOf(c).userId, c.req.valid('param').id), 200));
}
