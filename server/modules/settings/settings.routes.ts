import { createRoute, z } from '@hono/zod-openapi';
import { settingsInputSchema, settingsSchema } from '#core/schemas/profile';
import { apiErrorSchema } from '#core/schemas/errors';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { SettingsService } from './settings.service';

const getRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/me/settings',
    tags: ['settings'],
    summary: "The signed-in user's settings (private defaults when never saved)",
    responses: { 200: jsonContent(settingsSchema, 'Settings'), 401: jsonContent(apiErrorSchema, 'Not signed in') },
  });

const saveRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'put',
    path: '/me/settings',
    tags: ['settings'],
    summary: "Save the signed-in user's settings (20 saves a minute)",
    request: { body: { content: { 'application/json': { schema: settingsInputSchema } }, required: true } },
    responses: {
      200: jsonContent(z.object({ ok: z.literal(true) }), 'Saved'),
      400: jsonContent(apiErrorSchema, 'Invalid'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
      403: jsonContent(apiErrorSchema, 'A login a teacher issued cannot be public (class_login_private)'),
      429: jsonContent(apiErrorSchema, 'Too many saves (rate_limited)'),
    },
  });

export function settingsRoutes(auth: Auth, service: SettingsService) {
  return createRouter()
    .openapi(getRoute(auth), async (c) => c.json(await service.get(await requireUserId(auth, c)), 200))
    .openapi(saveRoute(auth), async (c) => {
      await service.save(await requireUserId(auth, c), c.req.valid('json'));
      return c.json({ ok: true as const }, 200);
    });
}
