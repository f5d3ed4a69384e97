import { createRoute, z } from '@hono/zod-openapi';
import { meSchema, referralCodeSchema } from '#core/schemas/auth';
import { apiErrorSchema } from '#core/schemas/errors';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { AccountsService } from './accounts.service';

const meRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/me',
    tags: ['accounts'],
    summary: 'The signed-in user: identity, profile summary, roles (isAdmin)',
    responses: { 200: jsonContent(meSchema, 'Signed in'), 401: jsonContent(apiErrorSchema, 'Not signed in') },
  });

const claimReferralRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/me/referral',
    tags: ['accounts'],
    summary: 'Attach the referral code a new account signed up with (credits the referrer once)',
    request: {
      body: { content: { 'application/json': { schema: z.object({ code: referralCodeSchema }) } }, required: true },
    },
    responses: {
      200: jsonContent(z.object({ credited: z.boolean() }), 'Whether the referrer was credited now'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
    },
  });

export function accountsRoutes(auth: Auth, service: AccountsService) {
  return createRouter()
    .openapi(meRoute(auth), async (c) => c.json(await service.me(await requireUserId(auth, c)), 200))
    .openapi(claimReferralRoute(auth), async (c) => {
      const userId = await requireUserId(auth, c);
      return c.json(await service.claimReferral(userId, c.req.valid('json').code), 200);
    });
}
