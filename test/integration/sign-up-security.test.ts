// Sign-up by email enforces the form's rules on the server, and answers the same whether or not the
// address already has an account: the account opens, with its 50,000 Bolts, from the emailed link.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_BALANCE_MINOR } from '#core/money';
import { ledgerEntries, portfolios, profiles, users } from '../../server/db/schema';
import { createApp } from '../../server/http/app';
import { REFERRAL_BONUS_MINOR } from '../../server/modules/accounts';
import { ledgerBalance } from '../../server/modules/ledger';
import {
  latestMessageTo,
  PASSWORD,
  publicPortfolioOf,
  signUpByEmail,
  uniqueSuffix,
  verificationLinkTo,
  ADULT_BIRTH_YEAR,
} from '../support/accounts';
import { sessionClient } from '../support/session-client';
import { createCompany } from '../support/factories';
import { createTestContext, createTestDatabase, TEST_AUTH, type TestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const userRowsFor = (email: string) => db().select().from(users).where(eq(users.email, email));

function details(overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix();
  return {
    fullName: `Player ${suffix}`,
    username: `player_${suffix}`,
    email: `player_${suffix}@test.example`,
    password: PASSWORD,
    birthYear: ADULT_BIRTH_YEAR,
    ...overrides,
  };
}

describe('sign-up by email checks what the form checks', () => {
  it('refuses the bodies the attack sent: no username, or an empty name', async () => {
    for (const body of [
      { name: 'Ann', email: `ann_${uniqueSuffix()}@test.example`, password: PASSWORD },
      { name: '', email: `blank_${uniqueSuffix()}@test.example`, password: PASSWORD, username: `b_${uniqueSuffix()}` },
    ]) {
      const res = await sessionClient(ctx).post('/api/auth/sign-up/email', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
      expect(await userRowsFor(body.email)).toHaveLength(0);
    }
  });

  const refused: [string, (d: Record<string, unknown>) => Record<string, unknown>][] = [
    ['no username', ({ username: _, ...rest }) => rest],
    ['no full name', ({ fullName: _, ...rest }) => rest],
    ['an empty full name', (d) => ({ ...d, fullName: '' })],
    ['a blank full name', (d) => ({ ...d, fullName: '   ' })],
    ['a full name over 80 characters', (d) => ({ ...d, fullName: 'x'.repeat(81) })],
    ['a username over 30 characters', (d) => ({ ...d, username: 'u'.repeat(31) })],
    ['a username with markup', (d) => ({ ...d, username: '<b>x</b>' })],
    ['an email over 254 characters', (d) => ({ ...d, email: `${'e'.repeat(250)}@test.example` })],
    ['a referral code over 40 characters', (d) => ({ ...d, referralCode: 'r'.repeat(41) })],
  ];
  it.each(refused)('refuses %s with 400 validation_failed and writes no user', async (_, change) => {
    const body = change(details());
    const res = await sessionClient(ctx).post('/api/auth/sign-up/email', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
    if (typeof body.email === 'string') expect(await userRowsFor(body.email)).toHaveLength(0);
  });

  it('refuses a password over 128 characters as weak_password and writes no user', async () => {
    const body = details({ password: 'p'.repeat(129) });
    const res = await sessionClient(ctx).post('/api/auth/sign-up/email', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('weak_password');
    expect(await userRowsFor(body.email)).toHaveLength(0);
  });

  it('keeps only the fields the form has: server-owned ones sent along are ignored', async () => {
    const body = details({ emailVerified: true, phoneNumber: '+15550001111', image: 'javascript:alert(1)' });
    expect((await sessionClient(ctx).post('/api/auth/sign-up/email', body)).status).toBe(200);
    const [row] = await userRowsFor(body.email);
    expect(row).toMatchObject({ emailVerified: false, phoneNumber: null, image: null, name: body.fullName });
  });
});

describe('sign-up by email does not tell which addresses have accounts', () => {
  it('answers a known and a new address with the same status and the same bytes, and no session', async () => {
    const owner = await signUpByEmail(ctx);
    const known = await sessionClient(ctx).post('/api/auth/sign-up/email', details({ email: owner.email }));
    const fresh = await sessionClient(ctx).post('/api/auth/sign-up/email', details());
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(known.status);
    const body = await known.text();
    expect(await fresh.text()).toBe(body);
    // Outside production it names the page where local emails land.
    expect(JSON.parse(body)).toEqual({ status: 'check_email', devOutbox: '/dev/outbox' });
    expect(known.headers.getSetCookie()).toEqual([]);
    expect(fresh.headers.getSetCookie()).toEqual([]);
  });

  it('mails the owner of a known address that someone tried, and changes nothing', async () => {
    const owner = await signUpByEmail(ctx);
    const res = await sessionClient(ctx).post(
      '/api/auth/sign-up/email',
      details({ email: owner.email, password: 'a-new-password-1' }),
    );
    expect(res.status).toBe(200);
    const mail = await latestMessageTo(ctx, owner.email);
    expect(mail?.subject).toMatch(/someone tried to sign up/i);
    expect(mail?.body).not.toMatch(/verify-email/);
    // The owner's password still works; the one typed by the other party does not.
    const signIn = (password: string) =>
      sessionClient(ctx).post('/api/auth/sign-in/email', { email: owner.email, password });
    expect((await signIn(PASSWORD)).status).toBe(200);
    expect((await signIn('a-new-password-1')).status).toBe(401);
  });

  it('mails a new address a link from the configured origin that opens the account once', async () => {
    const body = details();
    const client = sessionClient(ctx);
    expect((await client.post('/api/auth/sign-up/email', body)).status).toBe(200);
    const mail = await latestMessageTo(ctx, body.email);
    expect(mail?.body).toContain(`${TEST_AUTH.linkOrigin}/api/auth/verify-email?token=`);
    expect(mail?.body).toContain('callbackURL=%2Fauth%3Flink%3Dsign-up');

    // Before the link: no profile, no portfolio (so no Bolts), no sign-in.
    const [row] = await userRowsFor(body.email);
    expect(await db().select().from(profiles).where(eq(profiles.userId, row!.id))).toHaveLength(0);
    expect(await db().select().from(portfolios).where(eq(portfolios.userId, row!.id))).toHaveLength(0);

    const link = await verificationLinkTo(ctx, body.email);
    const follow = await client.get(link);
    expect(follow.status).toBe(302);
    expect(follow.headers.get('location')).toBe('/auth?link=sign-up');
    // The owner's own link makes this browser a known device (sign-in-security.test.ts).
    expect(follow.headers.getSetCookie().some((c) => c.startsWith('bolts.known_device='))).toBe(true);
    const me = await (await client.get('/api/me')).json();
    expect(me).toMatchObject({
      user: { id: row!.id, email: body.email, username: body.username, fullName: body.fullName },
      profile: { hasCompletedOnboarding: false },
    });
    const portfolio = (await publicPortfolioOf(ctx, row!.id))!;
    expect(portfolio.cashMinor).toBe(STARTING_BALANCE_MINOR);

    // Following it again (another tab, a second click) grants nothing more.
    expect((await sessionClient(ctx).get(link)).status).toBe(302);
    const grants = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.portfolioId, portfolio.id), eq(ledgerEntries.kind, 'signup_grant')));
    expect(grants).toHaveLength(1);
    expect(await ledgerBalance(db(), portfolio.id)).toBe(STARTING_BALANCE_MINOR);
  });

  it('refuses to sign an unverified account in, by email or username, and mails a fresh link', async () => {
    const body = details();
    await sessionClient(ctx).post('/api/auth/sign-up/email', body);
    const before = (await latestMessageTo(ctx, body.email))!.id;
    const client = sessionClient(ctx);
    const byEmail = await client.post('/api/auth/sign-in/email', { email: body.email, password: PASSWORD });
    expect(byEmail.status).toBe(403);
    expect((await byEmail.json()).error.code).toBe('email_not_verified');
    const byName = await client.post('/api/auth/sign-in/username', { username: body.username, password: PASSWORD });
    expect(byName.status).toBe(403);
    expect((await client.get('/api/me')).status).toBe(401);
    const resent = await latestMessageTo(ctx, body.email);
    expect(resent!.id).toBeGreaterThan(before);
    expect(resent!.body).toMatch(/verify-email\?token=/);
  });

  it('keeps the referral until the account follows its link, and pays it at the first trade', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = (await (await referrer.client.post('/api/me/referral-link')).json()) as { code: string };
    const body = details({ referralCode: code });
    await sessionClient(ctx).post('/api/auth/sign-up/email', body);
    const portfolio = (await publicPortfolioOf(ctx, referrer.id))!;
    expect(await ledgerBalance(db(), portfolio.id)).toBe(STARTING_BALANCE_MINOR);
    const friend = sessionClient(ctx);
    await friend.get(await verificationLinkTo(ctx, body.email));
    expect(await ledgerBalance(db(), portfolio.id)).toBe(STARTING_BALANCE_MINOR);
    const company = await createCompany(db(), { currentPriceMinor: 1_000 });
    const order = await friend.post('/api/orders', { companyId: company.id, side: 'buy', type: 'market', quantity: 1 });
    expect(order.status).toBe(201);
    await ctx.built.referrals.settle();
    expect(await ledgerBalance(db(), portfolio.id)).toBe(STARTING_BALANCE_MINOR + REFERRAL_BONUS_MINOR);
    expect((await publicPortfolioOf(ctx, referrer.id))!.cashMinor).toBe(STARTING_BALANCE_MINOR + REFERRAL_BONUS_MINOR);
  });
});

describe('the username check', () => {
  it('answers players but is limited per address', async () => {
    const { database, close } = await createTestDatabase();
    try {
      const app = createApp({ database, readCacheTtlMs: 0, auth: { ...TEST_AUTH, rateLimit: true } });
      const limited: TestContext = { database, app, close };
      const prober = sessionClient(limited, { ip: '203.0.113.77' });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push((await prober.post('/api/auth/is-username-available', { username: `probe_${i}` })).status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      const player = sessionClient(limited, { ip: '203.0.113.78' });
      const res = await player.post('/api/auth/is-username-available', { username: 'free_name' });
      expect(await res.json()).toEqual({ available: true });
    } finally {
      await close();
    }
  });
});
