import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_BALANCE_MINOR } from '#core/money';
import { phoneCodes, users } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import {
  latestCodeTo,
  PASSWORD,
  publicPortfolioOf,
  signUpByPhone,
  uniquePhone,
  uniqueSuffix,
  ADULT_BIRTH_YEAR,
} from '../support/accounts';
import { sessionClient } from '../support/session-client';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function startSignUp(phone = uniquePhone()) {
  const suffix = uniqueSuffix();
  const client = sessionClient(ctx);
  const res = await client.post('/api/auth/phone/sign-up', {
    fullName: `Phone ${suffix}`,
    username: `phone_${suffix}`,
    phoneNumber: phone,
    password: PASSWORD,
    birthYear: ADULT_BIRTH_YEAR,
  });
  return { client, res, phone, username: `phone_${suffix}` };
}

const codeRow = async (phone: string) =>
  (
    await ctx.database.db
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phoneNumber, phone), eq(phoneCodes.purpose, 'sign_up')))
  )[0];

const errorCode = async (res: Response) => (await res.json()).error.code as string;

describe('phone sign-up', () => {
  it('texts a 6-digit code, keeps only its hash, and creates nothing until the code comes back', async () => {
    const { res, phone } = await startSignUp();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ phoneNumber: phone, expiresInMinutes: 10 });
    const code = await latestCodeTo(ctx, phone);
    const row = await codeRow(phone);
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row!.pending)).not.toContain(PASSWORD);
    expect(await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(0);
  });

  it('normalises a phone of 10 digits to +1 and its digits', async () => {
    const digits = uniquePhone().slice(2);
    const { res } = await startSignUp(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    expect((await res.json()).phoneNumber).toBe(`+1${digits}`);
  });

  it('creates, credits and signs in the account on the right code, once', async () => {
    const { client, phone } = await startSignUp();
    const code = await latestCodeTo(ctx, phone);
    const verify = await client.post('/api/auth/phone/verify', { phoneNumber: phone, code });
    expect(verify.status).toBe(200);
    const me = await (await client.get('/api/me')).json();
    expect(me.user).toMatchObject({ phoneNumber: phone, email: null });
    const portfolio = (await publicPortfolioOf(ctx, me.user.id))!;
    expect(portfolio.cashMinor).toBe(STARTING_BALANCE_MINOR);
    expect(await ledgerBalance(ctx.database.db, portfolio.id)).toBe(STARTING_BALANCE_MINOR);

    // The code is spent: using it again finds nothing.
    const reuse = await sessionClient(ctx).post('/api/auth/phone/verify', { phoneNumber: phone, code });
    expect(reuse.status).toBe(400);
    expect(await errorCode(reuse)).toBe('code_not_found');
  });

  it('says "invalid" for a wrong code and voids the code after 5 wrong guesses', async () => {
    const { client, phone } = await startSignUp();
    const code = await latestCodeTo(ctx, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await client.post('/api/auth/phone/verify', { phoneNumber: phone, code: wrong });
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe('code_invalid');
    }
    const fifth = await client.post('/api/auth/phone/verify', { phoneNumber: phone, code: wrong });
    expect(fifth.status).toBe(429);
    expect(await errorCode(fifth)).toBe('code_attempts_exceeded');
    // Even the right code is now useless.
    const right = await client.post('/api/auth/phone/verify', { phoneNumber: phone, code });
    expect(await errorCode(right)).toBe('code_not_found');
  });

  it('says "expired" after 10 minutes and forgets the code', async () => {
    const { client, phone } = await startSignUp();
    const code = await latestCodeTo(ctx, phone);
    await ctx.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.phoneNumber, phone));
    const res = await client.post('/api/auth/phone/verify', { phoneNumber: phone, code });
    expect(await errorCode(res)).toBe('code_expired');
    expect(await codeRow(phone)).toBeUndefined();
  });

  it('says "not found" when no code was requested', async () => {
    const res = await sessionClient(ctx).post('/api/auth/phone/verify', { phoneNumber: uniquePhone(), code: '123456' });
    expect(await errorCode(res)).toBe('code_not_found');
  });

  // The 30 s gap and the hourly caps are rate limits (off here): phone-security.test.ts.
  it('a resend replaces the old code and keeps the registration', async () => {
    const { client, phone, username } = await startSignUp();
    const first = await latestCodeTo(ctx, phone);
    expect((await client.post('/api/auth/phone/resend', { phoneNumber: phone })).status).toBe(200);
    const second = await latestCodeTo(ctx, phone);
    if (second !== first) {
      const old = await client.post('/api/auth/phone/verify', { phoneNumber: phone, code: first });
      expect(await errorCode(old)).toBe('code_invalid');
    }
    expect((await client.post('/api/auth/phone/verify', { phoneNumber: phone, code: second })).status).toBe(200);
    expect((await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phone)))[0]?.username).toBe(
      username,
    );
  });

  it('refuses an invalid phone, a phone already registered, and a taken username', async () => {
    const short = await sessionClient(ctx).post('/api/auth/phone/sign-up', {
      fullName: 'X',
      username: `x_${uniqueSuffix()}`,
      phoneNumber: '1234567890123456789',
      password: PASSWORD,
      birthYear: ADULT_BIRTH_YEAR,
    });
    expect(await errorCode(short)).toBe('invalid_phone');

    const existing = await signUpByPhone(ctx);
    const again = await startSignUp(existing.phone);
    expect(again.res.status).toBe(409);
    expect(await errorCode(again.res)).toBe('phone_taken');
  });
});

describe('phone sign-in and reset', () => {
  it('signs in by phone and password, in any spelling of the number', async () => {
    const user = await signUpByPhone(ctx);
    const spelled = `${user.phone.slice(0, 2)} ${user.phone.slice(2, 5)} ${user.phone.slice(5)}`;
    expect(
      (await sessionClient(ctx).post('/api/auth/phone/sign-in', { phoneNumber: spelled, password: PASSWORD })).status,
    ).toBe(200);
    const wrong = await sessionClient(ctx).post('/api/auth/phone/sign-in', {
      phoneNumber: user.phone,
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(await errorCode(wrong)).toBe('invalid_credentials');
    const unknown = await sessionClient(ctx).post('/api/auth/phone/sign-in', {
      phoneNumber: uniquePhone(),
      password: PASSWORD,
    });
    expect(await errorCode(unknown)).toBe('invalid_credentials');
  });

  it('resets the password with a texted code, ending old sessions', async () => {
    const user = await signUpByPhone(ctx);
    const anonymous = sessionClient(ctx);
    expect((await anonymous.post('/api/auth/phone/reset/request', { phoneNumber: user.phone })).status).toBe(200);
    const code = await latestCodeTo(ctx, user.phone);
    const wrong = await anonymous.post('/api/auth/phone/reset/confirm', {
      phoneNumber: user.phone,
      code: code === '000000' ? '111111' : '000000',
      newPassword: 'brand-new-password',
    });
    expect(await errorCode(wrong)).toBe('code_invalid');
    const ok = await anonymous.post('/api/auth/phone/reset/confirm', {
      phoneNumber: user.phone,
      code,
      newPassword: 'brand-new-password',
    });
    expect(ok.status).toBe(200);
    expect((await user.client.get('/api/me')).status).toBe(401);
    expect(
      (
        await sessionClient(ctx).post('/api/auth/phone/sign-in', {
          phoneNumber: user.phone,
          password: 'brand-new-password',
        })
      ).status,
    ).toBe(200);
  });

  it('answers a reset request for an unknown phone the same way, texting nothing', async () => {
    const phone = uniquePhone();
    expect((await sessionClient(ctx).post('/api/auth/phone/reset/request', { phoneNumber: phone })).status).toBe(200);
    await expect(latestCodeTo(ctx, phone)).rejects.toThrow();
  });
});
