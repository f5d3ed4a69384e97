import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { meSchema, myRolesSchema, referralBonusSchema, referralCodeSchema } from '#core/schemas/auth';
import { apiErrorSchema } from '#core/schemas/errors';
import type { Auth } from '../../auth/auth';
import { requireUserId, sessionUserId, signedIn } from '../../auth/session';
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

const becomeTeacherRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/me/teacher',
    tags: ['accounts'],
    summary: 'Make the signed-in account a teacher, who can run classes (idempotent)',
    responses: { 200: jsonContent(myRolesSchema, 'The roles now'), 401: jsonContent(apiErrorSchema, 'Not signed in') },
  });

const referralBonusRoute = createRoute({
  method: 'get',
  path: '/referral-bonus',
  tags: ['accounts'],
  summary: 'What a referrer earns when a friend joins with their link (public)',
  responses: { 200: jsonContent(referralBonusSchema, 'The bonus') },
});

export function accountsRoutes(auth: Auth, service: AccountsService) {
  return createRouter()
    .openapi(referralBonusRoute, async (c) => c.json(await service.referralBonus(), 200))
    .openapi(meRoute(auth), async (c) => c.json(await service.me(await requireUserId(auth, c)), 200))
    .openapi(becomeTeacherRoute(auth), async (c) =>
      c.json(await service.becomeTeacher(await requireUserId(auth, c)), 200),
    )
    .openapi(claimReferralRoute(auth), async (c) => {
      const userId = await requireUserId(auth, c);
      return c.json(await service.claimReferral(userId, c.req.valid('json').code), 200);
    });
}

/**
 * GET /api/auth/me: the session check every page makes on load. The signed-in user as GET /api/me
 * gives it, or null for a visitor, 200 either way: a visitor's browser then logs no failed request
 * on every public page. It sits beside the auth library's routes (app.ts mounts it before them),
 * like the library's own get-session, which answers a visitor with null too.
 */
export function sessionCheckRoutes(auth: Auth, service: AccountsService) {
  return new Hono().get('/api/auth/me', async (c) => {
    const userId = await sessionUserId(auth, c);
    c.header('Cache-Control', 'no-store');
    return c.json(userId ? await service.me(userId) : null, 200);
  });
}
