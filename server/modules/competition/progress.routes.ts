import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { progressSchema } from '#core/schemas/progress';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { ProgressService } from './progress.service';

const readRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/me/progress',
    tags: ['competition'],
    summary: "The signed-in player's XP, level, weekly rank and achievements (brought up to date first)",
    responses: {
      200: jsonContent(progressSchema, 'Progress'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
    },
  });

export function progressRoutes(auth: Auth, service: ProgressService) {
  return createRouter().openapi(readRoute(auth), async (c) =>
    c.json(await service.read(await requireUserId(auth, c)), 200),
  );
}
