// Parental consent (docs/rules.md#accounts): under the consent age an account opens read-only, a
// link goes to the parent's address, and following it lets the account play. Only an HMAC of the
// link's token is stored. The restriction of each account is cached for a few seconds, since the
// API asks for it on every write.
import { createHmac, randomBytes } from 'node:crypto';
import { DEFAULT_CONSENT_AGE, isUnderConsentAge } from '#core/age';
import type { ConsentRequest, Me } from '#core/schemas/auth';
import { HttpError } from '../../http/http-error';
import type { RateLimits } from '../../lib/rate-limit';
import type { EmailProvider } from '../../providers/messaging';
import { isPlaceholderEmail } from '../accounts';
import { consentLink, parentConsentEmail } from './consent.email';
import type { ConsentRepo } from './consent.repo';

export type Restrictions = Me['restrictions'];

const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;
/** A child may ask for the email again 3 times an hour. */
const RESENDS_PER_HOUR = 3;

const linkUnknown = () =>
  new HttpError(
    404,
    'consent_link_unknown',
    'This link is unknown or was already used. Ask your child to send a new one.',
  );

export function createConsentService(deps: {
  repo: ConsentRepo;
  secret: string;
  email: EmailProvider;
  linkOrigin: string;
  limits: RateLimits;
  consentAge: () => Promise<number>;
}) {
  const { repo } = deps;
  const tokenHash = (token: string) =>
    createHmac('sha256', deps.secret).update(`parent-consent:${token}`).digest('hex');
  const resends = deps.limits.limit('consent-resend', { points: RESENDS_PER_HOUR, duration: 60 * 60 });
  const cache = new Map<string, { value: Restrictions; until: number }>();
  const consentAge = async () => (await deps.consentAge().catch(() => DEFAULT_CONSENT_AGE)) ?? DEFAULT_CONSENT_AGE;

  async function restrictions(userId: string): Promise<Restrictions> {
    const hit = cache.get(userId);
    if (hit && hit.until > Date.now()) return hit.value;
    const [standing, age] = await Promise.all([repo.standing(userId), consentAge()]);
    const underAge = isUnderConsentAge(standing?.birthYear, age);
    const value: Restrictions = {
      underAge,
      consentPending: underAge && !standing?.confirmed,
      consentAge: age,
      parentEmail: underAge ? (standing?.parentEmail ?? null) : null,
    };
    cache.delete(userId);
    cache.set(userId, { value, until: Date.now() + CACHE_TTL_MS });
    if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    return value;
  }

  /** A new link to the parent; the old one stops working. */
  async function sendLink(userId: string, parentEmail: string, age: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await repo.request(userId, parentEmail, tokenHash(token));
    cache.delete(userId);
    await deps.email.send(
      parentConsentEmail({
        to: parentEmail,
        username: await repo.username(userId),
        consentAge: age,
        url: consentLink(deps.linkOrigin, token),
        origin: deps.linkOrigin,
      }),
    );
  }

  return {
    restrictions,

    /** Sign-up (email or phone) needs a parent's address under the consent age. */
    async checkSignUp(birthYear: number, parentEmail: string | undefined): Promise<void> {
      const age = await consentAge();
      if (isUnderConsentAge(birthYear, age) && !parentEmail) {
        throw new HttpError(
          400,
          'parent_email_required',
          `Players under ${age} need a parent's email address: we ask them to confirm the account.`,
        );
      }
    },

    /** Sign-up wrote the account: its birth year, kept from the moment the user row exists. */
    async recordBirthYear(userId: string, birthYear: number): Promise<void> {
      await repo.setBirthYear(userId, birthYear);
      cache.delete(userId);
    },

    /**
     * The account just opened (link followed, code typed): under the consent age the parent gets
     * the link. Without an address (the age went up since sign-up) the account stays read-only
     * until the player gives one (resend).
     */
    async accountOpened(userId: string, parentEmail: string | null | undefined): Promise<void> {
      const age = await consentAge();
      const standing = await repo.standing(userId);
      if (!standing || !isUnderConsentAge(standing.birthYear, age) || standing.confirmed || !parentEmail) return;
      await sendLink(userId, parentEmail, age);
    },

    async resend(userId: string, parentEmail: string | undefined): Promise<{ parentEmail: string }> {
      const standing = await repo.standing(userId);
      const age = await consentAge();
      if (!standing || !isUnderConsentAge(standing.birthYear, age) || standing.confirmed) {
        throw new HttpError(409, 'consent_not_needed', 'This account does not need a parent to confirm it.');
      }
      const to = parentEmail ?? standing.parentEmail;
      if (!to) {
        throw new HttpError(400, 'parent_email_required', "Please give a parent's email address.");
      }
      if (!isPlaceholderEmail(standing.email) && to.toLowerCase() === standing.email.toLowerCase()) {
        throw new HttpError(400, 'validation_failed', "parentEmail: must be a parent's address, not your own");
      }
      await resends.consume(userId, {
        message: (s) => `You asked for this email several times. Please wait ${Math.ceil(s / 60)} minutes.`,
      });
      await sendLink(userId, to, age);
      return { parentEmail: to };
    },

    async view(token: string): Promise<ConsentRequest> {
      const row = await repo.byToken(tokenHash(token));
      if (!row) throw linkUnknown();
      return {
        username: row.username,
        requestedAt: new Date(row.requested_at).toISOString(),
        confirmed: row.confirmed_at !== null,
      };
    },

    async confirm(token: string): Promise<{ confirmed: true }> {
      const userId = await repo.confirm(tokenHash(token));
      if (!userId) throw linkUnknown();
      cache.delete(userId);
      return { confirmed: true };
    },
  };
}
export type ConsentService = ReturnType<typeof createConsentService>;
