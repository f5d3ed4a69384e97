// Read-only until a parent confirms (docs/rules.md#accounts). One middleware on /api/* for every
// method that changes something, so a route added later is covered without knowing about it. Only
// what a waiting account must still be able to do passes: sign out and the rest of the auth
// library's own routes (sign-in, password reset), deleting the account, asking for the email again,
// the parent's own confirmation, finishing onboarding to reach the app, and answering a lesson's
// quiz (learning is what a waiting account is for).
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../../auth/auth';
import { sessionUserId } from '../../auth/session';
import { HttpError } from '../../http/http-error';
import type { ConsentService } from './consent.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED = [
  /^\/api\/auth\//,
  /^\/api\/me\/delete-account$/,
  /^\/api\/me\/consent\/resend$/,
  /^\/api\/consent\//,
  /^\/api\/me\/onboarding\/complete$/,
  /^\/api\/lessons\/[^/]+\/answers$/,
];

export function consentGuard(auth: Auth, consent: Pick<ConsentService, 'restrictions'>): MiddlewareHandler {
  return async (c, next) => {
    if (READS.has(c.req.method) || ALLOWED.some((path) => path.test(c.req.path))) return next();
    const userId = await sessionUserId(auth, c);
    if (userId && (await consent.restrictions(userId)).consentPending) {
      throw new HttpError(
        403,
        'consent_pending',
        'A parent needs to confirm your account first. We emailed them a link.',
      );
    }
    return next();
  };
}
