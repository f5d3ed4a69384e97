// Server-side 6-digit codes for phone sign-up, phone password reset and phone change
// (docs/rules.md#accounts): generated here, sent by SMS, stored only as an HMAC, valid 10
// minutes. A code belongs to the browser that asked for it (an httpOnly ticket cookie, stored as
// an HMAC), so a code typed anywhere else is a wrong guess. Sends and guesses are counted per
// phone and per address by the rate limiter, apart from the code row, so burning or replacing a
// code resets no count.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CODE_TTL_MINUTES } from '#core/schemas/auth';
import type { Db } from '../db/client';
import { phoneCodes, type PHONE_CODE_PURPOSES } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { RateLimits } from '../lib/rate-limit';

export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

const HOUR = 60 * 60;
export const CODE_LIMITS = {
  ttlMs: CODE_TTL_MINUTES * 60_000,
  /** Wrong guesses before the code is void and a new one must be requested (always on). */
  maxAttempts: 5,
  /** The rest are rate limits: off when the app runs without them (most tests). */
  resendGapSeconds: 30,
  sendsPerPhonePerHour: 5,
  sendsPerAddressPerHour: 10,
  guessesPerPhonePerHour: 25,
  guessesPerAddressPerHour: 50,
};

export interface PendingSignUp {
  fullName: string;
  username: string;
  passwordHash: string;
  referralCode?: string;
  accountType?: 'player' | 'teacher';
  /** Absent in codes issued before the birth year was asked. */
  birthYear?: number;
  parentEmail?: string;
}

/** Who is asking: the ticket from their cookie and their address (absent for in-process calls). */
export interface Asker {
  ticket: string | undefined;
  ip: string | undefined;
}

export interface CodeRequest extends Asker {
  phone: string;
  purpose: PhoneCodePurpose;
  /** change_phone: the signed-in player moving to this number. */
  userId?: string;
  pending?: PendingSignUp;
}

export type StoredCode = typeof phoneCodes.$inferSelect;

/** A fresh ticket for the cookie: 32 random bytes. */
export const newTicket = () => randomBytes(32).toString('base64url');

export function createPhoneCodes(db: Db, secret: string, limits: RateLimits, now: () => number = Date.now) {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  const codeHash = (phone: string, purpose: PhoneCodePurpose, code: string) => hmac(`${purpose}:${phone}:${code}`);
  const ticketHash = (ticket: string) => hmac(`phone-ticket:${ticket}`);
  const sameHash = (stored: string | null, given: string) =>
    !!stored &&
    stored.length === given.length &&
    timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(given, 'hex'));
  const ticketMatches = (row: StoredCode, ticket: string | undefined) =>
    !!ticket && sameHash(row.ticketHash, ticketHash(ticket));

  const perHour = (name: string, points: number) => limits.limit(name, { points, duration: HOUR });
  const sendGap = limits.limit('phone-send-gap', { points: 1, duration: CODE_LIMITS.resendGapSeconds });
  const sendsPerPhone = perHour('phone-sends', CODE_LIMITS.sendsPerPhonePerHour);
  const sendsPerAddress = perHour('phone-sends-address', CODE_LIMITS.sendsPerAddressPerHour);
  const guessesPerPhone = perHour('phone-guesses', CODE_LIMITS.guessesPerPhonePerHour);
  const guessesPerAddress = perHour('phone-guesses-address', CODE_LIMITS.guessesPerAddressPerHour);

  const tooMany = 'Too many codes requested. Please try again later.';
  const tooManyGuesses = 'Too many attempts for this number. Please try again later.';

  /**
   * Counts one text to the phone, whatever its purpose and whoever asks: 10 an hour per address,
   * then at most one every 30 s and 5 an hour per phone (the address first: an address over its
   * own limit spends none of the phone's). Throws 429 resend_too_soon or rate_limited.
   */
  async function chargeSend(phone: string, ip: string | undefined): Promise<void> {
    if (ip) await sendsPerAddress.consume(ip, { message: tooMany });
    await sendGap.consume(phone).catch((err: unknown) => {
      if (!(err instanceof HttpError)) throw err;
      throw new HttpError(429, 'resend_too_soon', 'Please wait a moment before requesting another code.', err.details);
    });
    await sendsPerPhone.consume(phone, { message: tooMany });
  }

  async function write(request: CodeRequest, ticket: string, pending: unknown, userId: string | null) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = new Date(now());
    const values = {
      phoneNumber: request.phone,
      purpose: request.purpose,
      codeHash: codeHash(request.phone, request.purpose, code),
      ticketHash: ticketHash(ticket),
      userId,
      expiresAt: new Date(at.getTime() + CODE_LIMITS.ttlMs),
      attempts: 0,
      lastSentAt: at,
      pending: pending ?? null,
    };
    await db
      .insert(phoneCodes)
      .values(values)
      .onConflictDoUpdate({ target: [phoneCodes.phoneNumber, phoneCodes.purpose], set: values });
    return code;
  }

  const find = async (phone: string, purpose: PhoneCodePurpose) =>
    (
      await db
        .select()
        .from(phoneCodes)
        .where(and(eq(phoneCodes.phoneNumber, phone), eq(phoneCodes.purpose, purpose)))
    )[0];

  return {
    chargeSend,

    /**
     * A new code for the phone and purpose, bound to the asker's ticket; it replaces any earlier
     * code (and its details) for the same phone and purpose. Returns the code for sending.
     */
    async issue(request: CodeRequest & { ticket: string }): Promise<string> {
      await chargeSend(request.phone, request.ip);
      return write(request, request.ticket, request.pending, request.userId ?? null);
    },

    /**
     * Another code for a request this browser started, keeping its details. Anyone else (another
     * ticket, or no request at all) is told there is nothing to resend.
     */
    async reissue(request: Omit<CodeRequest, 'pending'>): Promise<string> {
      const row = await find(request.phone, request.purpose);
      if (!row || !ticketMatches(row, request.ticket) || (request.userId && row.userId !== request.userId)) {
        throw codeError('code_not_found');
      }
      await chargeSend(request.phone, request.ip);
      return write(request, request.ticket!, row.pending, row.userId);
    },

    /**
     * Checks a code typed by the asker. Every try counts against the phone's and the address's
     * hourly guesses; a wrong code, or the right one from another browser (or another player, for
     * change_phone), is a wrong guess, and the fifth voids the code. The right one is consumed and
     * `then` runs in the same transaction (a failure there rolls the whole check back).
     */
    async consume<T = StoredCode>(
      request: Omit<CodeRequest, 'pending'> & { code: string },
      then: (tx: Db, row: StoredCode) => Promise<T> = async (_tx, row) => row as T,
    ): Promise<T> {
      const { phone, purpose } = request;
      // The address first: an address over its own limit spends none of the phone's.
      if (request.ip) await guessesPerAddress.consume(request.ip, { message: tooManyGuesses });
      await guessesPerPhone.consume(phone, { message: tooManyGuesses });
      const outcome = await db.transaction(async (tx) => {
        const where = and(eq(phoneCodes.phoneNumber, phone), eq(phoneCodes.purpose, purpose));
        const [row] = await tx.select().from(phoneCodes).where(where).for('update');
        if (!row) return { ok: false as const, error: 'code_not_found' as const };
        if (row.expiresAt.getTime() <= now()) {
          await tx.delete(phoneCodes).where(where);
          return { ok: false as const, error: 'code_expired' as const };
        }
        const right =
          sameHash(row.codeHash, codeHash(phone, purpose, request.code)) &&
          ticketMatches(row, request.ticket) &&
          (purpose !== 'change_phone' || row.userId === request.userId);
        if (!right) {
          if (row.attempts + 1 >= CODE_LIMITS.maxAttempts) {
            await tx.delete(phoneCodes).where(where);
            return { ok: false as const, error: 'code_attempts_exceeded' as const };
          }
          await tx
            .update(phoneCodes)
            .set({ attempts: sql`${phoneCodes.attempts} + 1` })
            .where(where);
          return { ok: false as const, error: 'code_invalid' as const };
        }
        await tx.delete(phoneCodes).where(where);
        return { ok: true as const, value: await then(tx, row) };
      });
      // Errors are returned from the transaction, not thrown in it, so a wrong guess's count commits.
      if (!outcome.ok) throw codeError(outcome.error);
      return outcome.value;
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
