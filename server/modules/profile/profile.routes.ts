import { createRoute, z } from '@hono/zod-openapi';
import { profileStatsSchema, profileUpdateSchema, referralLinkSchema } from '#core/schemas/profile';
import { apiErrorSchema } from '#core/schemas/errors';
import { gameQuerySchema } from '#core/schemas/games';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { ProfileService } from './profile.service';

const ok = z.object({ ok: z.literal(true) });
const unauthorized = jsonContent(apiErrorSchema, 'Not signed in');

const onboardingRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/me/onboarding/complete',
    tags: ['profile'],
    summary: 'Mark onboarding as completed',
    responses: { 200: jsonContent(ok, 'Done'), 401: unauthorized },
  });

const updateRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'patch',
    path: '/me/profile',
    tags: ['profile'],
    summary: "Change the signed-in user's full name (private), username, bio or drawn avatar",
    request: { body: { content: { 'application/json': { schema: profileUpdateSchema } }, required: true } },
    responses: {
      200: jsonContent(ok, 'Saved'),
      400: jsonContent(apiErrorSchema, 'Invalid'),
      401: unauthorized,
      409: jsonContent(apiErrorSchema, 'Username taken'),
    },
  });

const statsRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/me/stats',
    tags: ['profile'],
    summary: "The signed-in user's portfolio figures and trading statistics in a game (the public game by default)",
    request: { query: gameQuerySchema },
    responses: {
      200: jsonContent(profileStatsSchema, 'Figures'),
      401: unauthorized,
      404: jsonContent(apiErrorSchema, 'Not a game of mine'),
    },
  });

const referralLinkRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/me/referral-link',
    tags: ['profile'],
    summary: "Today's referral link of the signed-in user (made on first use each day)",
    responses: { 200: jsonContent(referralLinkSchema, 'Link'), 401: unauthorized },
  });

export function profileRoutes(auth: Auth, service: ProfileService) {
  return createRouter()
    .openapi(onboardingRoute(auth), async (c) => {
      await service.completeOnboarding(await requireUserId(auth, c));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(updateRoute(auth), async (c) => {
      const userId = await requireUserId(auth, c);
      await service.update(userId, c.req.valid('json'));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(statsRoute(auth), async (c) =>
      c.json(await service.stats(await requireUserId(auth, c), c.req.valid('query').game), 200),
    )
    .openapi(referralLinkRoute(auth), async (c) =>
      c.json(await service.referralLink(await requireUserId(auth, c)), 200),
    );
}
