import { createRoute, z } from '@hono/zod-openapi';
import { consentRequestSchema, consentResendSchema, consentResentSchema, signUpRulesSchema } from '#core/schemas/auth';
import { apiErrorSchema } from '#core/schemas/errors';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { ConsentService } from './consent.service';

const tokenParam = z.object({ token: z.string().min(1).max(200) });

const signUpRulesRoute = createRoute({
  method: 'get',
  path: '/sign-up-rules',
  tags: ['consent'],
  summary: 'The consent age the sign-up form asks a parent email under (public)',
  responses: { 200: jsonContent(signUpRulesSchema, 'The rules') },
});

const viewRoute = createRoute({
  method: 'get',
  path: '/consent/{token}',
  tags: ['consent'],
  summary: "What a parent's link confirms: the child's username and when it was asked (public)",
  request: { params: tokenParam },
  responses: {
    200: jsonContent(consentRequestSchema, 'The request'),
    404: jsonContent(apiErrorSchema, 'Unknown link (consent_link_unknown)'),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/consent/{token}',
  tags: ['consent'],
  summary: "A parent confirms the child's account (public: the link is the proof)",
  request: { params: tokenParam },
  responses: {
    200: jsonContent(z.object({ confirmed: z.literal(true) }), 'Confirmed'),
    404: jsonContent(apiErrorSchema, 'Unknown or used link (consent_link_unknown)'),
  },
});

const resendRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/me/consent/resend',
    tags: ['consent'],
    summary: "Send the parent's link again, to the same or a new address (3 an hour)",
    request: { body: { content: { 'application/json': { schema: consentResendSchema } }, required: true } },
    responses: {
      200: jsonContent(consentResentSchema, 'Sent'),
      400: jsonContent(apiErrorSchema, 'No address, or the player’s own'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
      409: jsonContent(apiErrorSchema, 'No consent needed (consent_not_needed)'),
      429: jsonContent(apiErrorSchema, 'Too many (rate_limited)'),
    },
  });

export function consentRoutes(auth: Auth, service: ConsentService, consentAge: () => Promise<number>) {
  return createRouter()
    .openapi(signUpRulesRoute, async (c) => c.json({ consentAge: await consentAge() }, 200))
    .openapi(viewRoute, async (c) => c.json(await service.view(c.req.valid('param').token), 200))
    .openapi(confirmRoute, async (c) => c.json(await service.confirm(c.req.valid('param').token), 200))
    .openapi(resendRoute(auth), async (c) => {
      const userId = await requireUserId(auth, c);
      return c.json(await service.resend(userId, c.req.valid('json').parentEmail), 200);
    });
}
