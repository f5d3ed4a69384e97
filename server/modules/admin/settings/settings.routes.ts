// Admin area "settings": GET and PUT /api/admin/settings (admins only); a save is logged as
// settings.update with the changed values.
import { createRoute } from '@hono/zod-openapi';
import { platformSettingsSchema, settingsFormSchema } from '#core/schemas/admin/settings';
import { apiErrorSchema } from '#core/schemas/errors';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import type { AdminDeps } from '../deps';
import { createAdminSettingsRepo } from './settings.repo';
import { createAdminSettingsService } from './settings.service';

const failures = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not an admin'),
} as const;

const readRoute = createRoute({
  method: 'get',
  path: '/admin/settings',
  tags: ['admin'],
  summary: 'The platform settings and what their defaults mean on this server',
  responses: { 200: jsonContent(platformSettingsSchema, 'Settings'), ...failures },
});
const saveRoute = createRoute({
  method: 'put',
  path: '/admin/settings',
  tags: ['admin'],
  summary: 'Save the platform settings (used at once); logged as settings.update with the changed values',
  request: { body: { content: { 'application/json': { schema: settingsFormSchema } }, required: true } },
  responses: { 200: jsonContent(platformSettingsSchema, 'Saved'), ...failures },
});

export function adminSettingsRoutes(deps: AdminDeps) {
  const service = createAdminSettingsService(deps, createAdminSettingsRepo(deps.database.db));
  return createRouter()
    .openapi(readRoute, async (c) => c.json(await service.read(), 200))
    .openapi(saveRoute, async (c) => c.json(await service.save(staffOf(c).userId, c.req.valid('json')), 200));
}
