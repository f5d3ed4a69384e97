import { createRoute, z } from '@hono/zod-openapi';
import { coachCardIdSchema, coachCardsSchema, coachSettingsSchema } from '#core/schemas/coach';
import { apiErrorSchema } from '#core/schemas/errors';
import { lessonLanguage, lessonQuerySchema } from '#core/schemas/learn';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { CoachService } from './coach.service';

const error = (description: string) => jsonContent(apiErrorSchema, description);
const ok = jsonContent(z.object({ ok: z.literal(true) }), 'Done');

const cardsRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/coach/cards',
    tags: ['learn'],
    summary: "The Trade Coach's open cards, newest first, with their lessons' titles in ?lang=",
    request: { query: lessonQuerySchema },
    responses: { 200: jsonContent(coachCardsSchema, 'The cards'), 401: error('Not signed in') },
  });

const dismissRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/coach/cards/{id}/dismiss',
    tags: ['learn'],
    summary: 'Dismiss one of my coach cards',
    request: { params: coachCardIdSchema },
    responses: { 200: ok, 400: error('Invalid id'), 401: error('Not signed in'), 404: error('No such card') },
  });

const settingsRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'put',
    path: '/coach/settings',
    tags: ['learn'],
    summary: 'Turn the Trade Coach on or off (off: no new cards, the open ones hidden)',
    request: { body: { content: { 'application/json': { schema: coachSettingsSchema } }, required: true } },
    responses: { 200: ok, 400: error('Invalid'), 401: error('Not signed in') },
  });

export function coachRoutes(auth: Auth, service: CoachService) {
  return createRouter()
    .openapi(cardsRoute(auth), async (c) =>
      c.json(await service.list(await requireUserId(auth, c), lessonLanguage(c.req.valid('query').lang)), 200),
    )
    .openapi(dismissRoute(auth), async (c) => {
      await service.dismiss(await requireUserId(auth, c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(settingsRoute(auth), async (c) => {
      await service.setEnabled(await requireUserId(auth, c), c.req.valid('json').enabled);
      return c.json({ ok: true as const }, 200);
    });
}
