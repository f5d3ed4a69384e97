// Server-side 6-digit codes for phone sign-up and phone password reset (SPEC §4-§5, §9): generated
// here, sent by SMS, stored only as an HMAC, valid 10 minutes, with limits on wrong guesses and on
// resends. The browser never holds a code or a password between steps.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CODE_TTL_MINUTES } from '#core/schemas/auth';
import type { Db } from '../db/client';
import { phoneCodes, type PHONE_CODE_PURPOSES } from '../db/schema';
import { HttpError } from '../http/http-error';

export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

export const CODE_LIMITS = {
  ttlMs: CODE_TTL_MINUTES * 60_000,
  /** Wrong guesses before the code is void and a new one must be requested. */
  maxAttempts: 5,
  /** Codes per phone and purpose in one window, and the wait between two sends. */
  maxSendsPerWindow: 5,
  windowMs: 60 * 60_000,
  minResendGapMs: 30_000,
};

export interface PendingSignUp {
  fullName: string;
  username: string;
  passwordHash: string;
  referralCode?: string;
}

export function createPhoneCodes(db: Db, secret: string, now: () => number = Date.now) {
  const hash = (phone: string, purpose: PhoneCodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('hex');

  return {
    /**
     * Makes a new code for the phone and purpose (replacing any earlier one) and returns it for
     * sending. Throws 429 when the phone has had too many codes lately or asks again too soon.
     */
    async issue(phone: string, purpose: PhoneCodePurpose, pending?: PendingSignUp): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(phoneCodes)
          .where(and(eq(phoneCodes.phoneNumber, phone), eq(phoneCodes.purpose, purpose)))
          .for('update');
        let sends = 1;
        let windowStartedAt = at;
        if (current) {
          if (at.getTime() - current.lastSentAt.getTime() < CODE_LIMITS.minResendGapMs) {
            throw new HttpError(429, 'resend_too_soon', 'Please wait a moment before requesting another code.');
          }
          if (at.getTime() - current.windowStartedAt.getTime() < CODE_LIMITS.windowMs) {
            if (current.sends >= CODE_LIMITS.maxSendsPerWindow) {
              throw new HttpError(429, 'rate_limited', 'Too many codes requested. Please try again later.');
            }
            sends = current.sends + 1;
            windowStartedAt = current.windowStartedAt;
          }
        }
        const values = {
          phoneNumber: phone,
          purpose,
          codeHash: hash(phone, purpose, code),
          expiresAt: new Date(at.getTime() + CODE_LIMITS.ttlMs),
          attempts: 0,
          sends,
          windowStartedAt,
          lastSentAt: at,
          pending: pending ?? current?.pending ?? null,
        };
        await tx
          .insert(phoneCodes)
          .values(values)
          .onConflictDoUpdate({ target: [phoneCodes.phoneNumber, phoneCodes.purpose], set: values });
      });
      return code;
    },

    /**
     * Checks a code. On success the code is consumed (a second use finds nothing) and what was
     * stored with it is returned; otherwise throws the spec's error for the case.
     */
    async consume(phone: string, purpose: PhoneCodePurpose, code: string): Promise<{ pending: PendingSignUp | null }> {
      const outcome = await db.transaction(async (tx) => {
        const where = and(eq(phoneCodes.phoneNumber, phone), eq(phoneCodes.purpose, purpose));
        const [row] = await tx.select().from(phoneCodes).where(where).for('update');
        if (!row) return { error: 'code_not_found' as const };
        if (row.expiresAt.getTime() <= now()) {
          await tx.delete(phoneCodes).where(where);
          return { error: 'code_expired' as const };
        }
        const expected = Buffer.from(row.codeHash, 'hex');
        const given = Buffer.from(hash(phone, purpose, code), 'hex');
        if (!timingSafeEqual(expected, given)) {
          const attempts = row.attempts + 1;
          if (attempts >= CODE_LIMITS.maxAttempts) {
            await tx.delete(phoneCodes).where(where);
            return { error: 'code_attempts_exceeded' as const };
          }
          await tx
            .update(phoneCodes)
            .set({ attempts: sql`${phoneCodes.attempts} + 1` })
            .where(where);
          return { error: 'code_invalid' as const };
        }
        await tx.delete(phoneCodes).where(where);
        return { pending: (row.pending as PendingSignUp | null) ?? null };
      });
      // Errors are returned from the transaction, not thrown in it, so a wrong guess's count commits.
      if (outcome.error) throw codeError(outcome.error);
      return { pending: outcome.pending ?? null };
    },
  };
}
export type PhoneCodes = ReturnType<typeof createPhoneCodes>;

function codeError(code: 'code_not_found' | 'code_expired' | 'code_invalid' | 'code_attempts_exceeded'): HttpError {
  switch (code) {
    case 'code_not_found':
      return new HttpError(400, code, 'Verification code not found. Please request a new code.');
    case 'code_expired':
      return new HttpError(400, code, 'Verification code has expired. Please request a new code.');
    case 'code_invalid':
      return new HttpError(400, code, 'Invalid verification code. Please try again.');
    case 'code_attempts_exceeded':
      return new HttpError(429, code, 'Too many wrong codes. Please request a new code.');
  }
}
