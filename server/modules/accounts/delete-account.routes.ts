import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { deleteAccountSchema } from '#core/schemas/account-deletion';
import { apiErrorSchema } from '#core/schemas/errors';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { DeleteAccountService } from './delete-account.service';

const deleteRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/me/delete-account',
    tags: ['accounts'],
    summary: 'Delete my account (password again): personal data anonymised or deleted, signed out everywhere',
    request: { body: { content: { 'application/json': { schema: deleteAccountSchema } }, required: true } },
    responses: {
      200: jsonContent(z.object({ ok: z.literal(true) }), 'Deleted; the answer clears the session cookies'),
      400: jsonContent(apiErrorSchema, 'Invalid'),
      401: jsonContent(apiErrorSchema, 'Not signed in'),
      403: jsonContent(apiErrorSchema, 'Wrong password (invalid_credentials)'),
      409: jsonContent(apiErrorSchema, 'The last admin (last_admin)'),
      429: jsonContent(apiErrorSchema, 'Too many attempts (rate_limited)'),
    },
  });

/** Expires the auth library's cookies with the attributes it set them with, as its sign-out does. */
async function clearSessionCookies(auth: Auth, c: Context) {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { secure, httpOnly, path, domain, sameSite } = cookie.attributes;
    setCookie(c, cookie.name, '', {
      maxAge: 0,
      path: path ?? '/',
      ...(secure ? { secure } : {}),
      ...(httpOnly ? { httpOnly } : {}),
      ...(domain ? { domain } : {}),
      ...(sameSite ? { sameSite: sameSite as 'lax' | 'strict' | 'none' } : {}),
    });
  }
}

export function deleteAccountRoutes(auth: Auth, service: DeleteAccountService) {
  return createRouter().openapi(deleteRoute(auth), async (c) => {
    const userId = await requireUserId(auth, c);
    await service.deleteAccount(userId, c.req.valid('json').password);
    await clearSessionCookies(auth, c);
    return c.json({ ok: true as const }, 200);
  });
}
