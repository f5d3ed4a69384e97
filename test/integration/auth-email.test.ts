import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_BALANCE_MINOR } from '#core/money';
import { ledgerEntries, sessions } from '../../server/db/schema';
import { ledgerBalance } from '../../server/modules/ledger';
import {
  latestMessageTo,
  PASSWORD,
  publicPortfolioOf,
  signUpByEmail,
  uniqueSuffix,
  ADULT_BIRTH_YEAR,
} from '../support/accounts';
import { sessionClient } from '../support/session-client';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('email sign-up', () => {
  it("creates the account, signs it in and grants the public game's 50,000 Bolts through the ledger, once", async () => {
    const user = await signUpByEmail(ctx);
    const me = await (await user.client.get('/api/me')).json();
    expect(me).toMatchObject({
      user: { email: user.email, username: user.username },
      profile: { hasCompletedOnboarding: false },
      isAdmin: false,
    });
    const portfolio = (await publicPortfolioOf(ctx, user.id))!;
    expect(portfolio.cashMinor).toBe(STARTING_BALANCE_MINOR);
    expect(await ledgerBalance(ctx.database.db, portfolio.id)).toBe(STARTING_BALANCE_MINOR);
    const grants = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.portfolioId, portfolio.id), eq(ledgerEntries.kind, 'signup_grant')));
    expect(grants).toHaveLength(1);
    // Reading /api/me again (which repairs a half-made account) never grants twice.
    await user.client.get('/api/me');
    expect(await ledgerBalance(ctx.database.db, portfolio.id)).toBe(STARTING_BALANCE_MINOR);
  });

  // A second sign-up on a known email is answered like any other (sign-up-security.test.ts).
  it('refuses a second account on the same username', async () => {
    const user = await signUpByEmail(ctx);
    const sameUsername = await sessionClient(ctx).post('/api/auth/sign-up/email', {
      fullName: 'Copy',
      email: `other_${uniqueSuffix()}@test.example`,
      password: PASSWORD,
      username: user.username,
      birthYear: ADULT_BIRTH_YEAR,
    });
    expect(sameUsername.status).toBe(400);
    expect((await sameUsername.json()).error.code).toBe('username_taken');
  });

  it('refuses a short password with weak_password', async () => {
    const res = await sessionClient(ctx).post('/api/auth/sign-up/email', {
      fullName: 'Short',
      email: `short_${uniqueSuffix()}@test.example`,
      password: 'short',
      username: `short_${uniqueSuffix()}`,
      birthYear: ADULT_BIRTH_YEAR,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('weak_password');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password only', async () => {
    const user = await signUpByEmail(ctx);
    const wrong = await sessionClient(ctx).post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('invalid_credentials');

    const client = sessionClient(ctx);
    expect((await client.post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD })).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
    // And by username.
    const byName = sessionClient(ctx);
    expect(
      (await byName.post('/api/auth/sign-in/username', { username: user.username, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('sign-out ends the session on the server, not just in the browser', async () => {
    const user = await signUpByEmail(ctx);
    const cookie = user.client.cookies();
    const before = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(before).toHaveLength(1);
    expect((await user.client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // Replaying the old cookie gets nowhere.
    const replay = await ctx.app.request(`${TEST_ORIGIN}/api/me`, { headers: { Cookie: cookie } });
    expect(replay.status).toBe(401);
  });

  it('uses httpOnly, SameSite=Lax session cookies', async () => {
    const user = await signUpByEmail(ctx);
    const res = await sessionClient(ctx).post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
    const sessionCookie = res.headers.getSetCookie().find((c) => c.startsWith('bolts.session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
  });
});

describe('password reset by email', () => {
  it('mails a single-use link to /auth that sets a new password and ends old sessions', async () => {
    const user = await signUpByEmail(ctx);
    const anonymous = sessionClient(ctx);
    const request = await anonymous.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/auth',
    });
    expect(request.status).toBe(200);
    const mail = await latestMessageTo(ctx, user.email);
    const link = /(http\S+reset-password\S+)/.exec(mail!.body)![1]!;

    // Following the link lands on /auth with the token.
    const follow = await ctx.app.request(link, { redirect: 'manual' });
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location')!, TEST_ORIGIN);
    expect(location.pathname).toBe('/auth');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await anonymous.post('/api/auth/reset-password', { newPassword: 'a-brand-new-password', token });
    expect(reset.status).toBe(200);
    // The old session is gone; the old password fails; the new one works.
    expect((await user.client.get('/api/me')).status).toBe(401);
    expect(
      (await sessionClient(ctx).post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (
        await sessionClient(ctx).post('/api/auth/sign-in/email', {
          email: user.email,
          password: 'a-brand-new-password',
        })
      ).status,
    ).toBe(200);

    // The token works once.
    const again = await anonymous.post('/api/auth/reset-password', { newPassword: 'yet-another-password', token });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('invalid_token');
  });

  it('answers the same for an unknown email (no way to probe who has an account)', async () => {
    const res = await sessionClient(ctx).post('/api/auth/request-password-reset', {
      email: `nobody_${uniqueSuffix()}@test.example`,
      redirectTo: '/auth',
    });
    expect(res.status).toBe(200);
  });
});

describe('cross-site request protection', () => {
  it('refuses state-changing requests from another origin or without an Origin header', async () => {
    const user = await signUpByEmail(ctx);
    const cookie = user.client.cookies();
    const evil = await ctx.app.request(`${TEST_ORIGIN}/api/me/onboarding/complete`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    const none = await ctx.app.request(`${TEST_ORIGIN}/api/auth/sign-out`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(403);
    expect((await user.client.get('/api/me')).status).toBe(200);
  });
});
