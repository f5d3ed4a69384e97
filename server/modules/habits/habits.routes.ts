import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import {
  completeQuestSchema,
  habitsSchema,
  pickFriendSchema,
  questParamSchema,
  timeZoneSchema,
} from '#core/schemas/habits';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { HabitsService } from './habits.service';

const error = (description: string) => jsonContent(apiErrorSchema, description);
const body = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const habitsRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/habits',
    tags: ['habits'],
    summary: "Today's quests, the streak with its freeze, and the friend streak",
    responses: { 200: jsonContent(habitsSchema, 'The habits'), 401: error('Not signed in') },
  });

const completeRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/quests/{questId}/complete',
    tags: ['habits'],
    summary: "Mark one of today's quests done when it happened in the browser (opening a term, a view)",
    request: { params: questParamSchema, body: body(completeQuestSchema) },
    responses: {
      200: jsonContent(habitsSchema, 'The habits after it'),
      400: error('Invalid quest'),
      401: error('Not signed in'),
      404: error('No such news item'),
      409: error("Not one of today's quests, or a claim the server refutes"),
    },
  });

const friendRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'put',
    path: '/habits/friend',
    tags: ['habits'],
    summary: 'Pick the one friend to keep a streak with (null: none)',
    request: { body: body(pickFriendSchema) },
    responses: {
      200: jsonContent(habitsSchema, 'The habits after it'),
      400: error('Invalid body'),
      401: error('Not signed in'),
      404: error('Not a friend'),
      409: error('Blocked'),
    },
  });

const timeZoneRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'put',
    path: '/me/time-zone',
    tags: ['habits'],
    summary: "The browser's time zone: where the player's day begins",
    request: { body: body(timeZoneSchema) },
    responses: {
      200: jsonContent(timeZoneSchema, 'The zone stored'),
      400: error('Unknown time zone'),
      401: error('Not signed in'),
      429: error('Changed too often today'),
    },
  });

export function habitsRoutes(auth: Auth, service: HabitsService) {
  return createRouter()
    .openapi(habitsRoute(auth), async (c) => c.json(await service.view(await requireUserId(auth, c)), 200))
    .openapi(completeRoute(auth), async (c) =>
      c.json(
        await service.complete(await requireUserId(auth, c), c.req.valid('param').questId, c.req.valid('json')),
        200,
      ),
    )
    .openapi(friendRoute(auth), async (c) =>
      c.json(await service.pickFriend(await requireUserId(auth, c), c.req.valid('json').friendId), 200),
    )
    .openapi(timeZoneRoute(auth), async (c) =>
      c.json(await service.setTimeZone(await requireUserId(auth, c), c.req.valid('json').timeZone), 200),
    );
}
