import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '#core/schemas/notifications';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { NotificationsService } from './notifications.service';

const error = (description: string) => jsonContent(apiErrorSchema, description);
const ok = jsonContent(z.object({ ok: z.literal(true) }), 'Done');

const listRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/notifications',
    tags: ['notifications'],
    summary: "The signed-in player's notifications, newest first, with the unread count",
    request: { query: notificationListQuerySchema },
    responses: {
      200: jsonContent(notificationListSchema, 'A page of notifications'),
      400: error('Invalid cursor or limit'),
      401: error('Not signed in'),
    },
  });

const readRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/notifications/read',
    tags: ['notifications'],
    summary: "Mark some of the signed-in player's notifications read ({ ids }) or all of them ({ all: true })",
    request: { body: { content: { 'application/json': { schema: markReadSchema } }, required: true } },
    responses: {
      200: jsonContent(z.object({ unread: z.number().int() }), 'The unread count now'),
      400: error('Invalid'),
      401: error('Not signed in'),
    },
  });

const keyRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/notifications/push-key',
    tags: ['notifications'],
    summary: 'The VAPID public key a browser subscribes to push messages with',
    responses: { 200: jsonContent(pushKeySchema, 'The key'), 401: error('Not signed in') },
  });

const subscribeRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/notifications/subscriptions',
    tags: ['notifications'],
    summary: "Save this browser's push subscription for the signed-in player",
    request: { body: { content: { 'application/json': { schema: pushSubscriptionSchema } }, required: true } },
    responses: { 200: ok, 400: error('Invalid subscription or not a push service'), 401: error('Not signed in') },
  });

const unsubscribeRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'delete',
    path: '/notifications/subscriptions',
    tags: ['notifications'],
    summary: "Remove one of the signed-in player's own push subscriptions (by endpoint)",
    request: { body: { content: { 'application/json': { schema: pushUnsubscribeSchema } }, required: true } },
    responses: { 200: ok, 400: error('Invalid'), 401: error('Not signed in'), 404: error('No such subscription') },
  });

export function notificationsRoutes(auth: Auth, service: NotificationsService) {
  return createRouter()
    .openapi(listRoute(auth), async (c) =>
      c.json(await service.list(await requireUserId(auth, c), c.req.valid('query')), 200),
    )
    .openapi(readRoute(auth), async (c) =>
      c.json(await service.markRead(await requireUserId(auth, c), c.req.valid('json')), 200),
    )
    .openapi(keyRoute(auth), async (c) => {
      await requireUserId(auth, c);
      return c.json({ publicKey: await service.pushKey() }, 200);
    })
    .openapi(subscribeRoute(auth), async (c) => {
      await service.subscribe(await requireUserId(auth, c), c.req.valid('json'));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(unsubscribeRoute(auth), async (c) => {
      await service.unsubscribe(await requireUserId(auth, c), c.req.valid('json').endpoint);
      return c.json({ ok: true as const }, 200);
    });
}
