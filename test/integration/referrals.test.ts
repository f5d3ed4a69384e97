import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_WEEKLY_CAP } from '#core/competition/referrals';
import { accountSignals, ledgerEntries, platformSettings, referrals, users } from '../../server/db/schema';
import { REFERRAL_BONUS_MINOR } from '../../server/modules/accounts';
import { ledgerBalance } from '../../server/modules/ledger';
import { referralCodeFor } from '../../server/modules/profile';
import { signUpByEmail, signUpByPhone, ADULT_BIRTH_YEAR } from '../support/accounts';
import { createCompany } from '../support/factories';
import { sessionClient } from '../support/session-client';
import { portfolioOf, publicStartingCash } from '../support/portfolios';
import { createTestContext } from '../support/test-database';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
/** The public game's starting cash, which every player here got. */
let GRANT: number;
/** A listed company the friends make their first trades in. */
let companyId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  GRANT = await publicStartingCash(ctx.database.db);
  companyId = (await createCompany(ctx.database.db, { currentPriceMinor: 1_000 })).id;
});
afterAll(() => ctx.close());

/** Cash in the public game, where a referral bonus is paid. */
const balanceOf = async (userId: string) => (await portfolioOf(ctx.database.db, userId)).cashMinor;
const ledgerOf = async (userId: string) =>
  ledgerBalance(ctx.database.db, (await portfolioOf(ctx.database.db, userId)).id);

async function linkOf(client: Awaited<ReturnType<typeof signUpByEmail>>['client']) {
  const res = await client.post('/api/me/referral-link');
  expect(res.status).toBe(200);
  return (await res.json()) as { code: string; createdAt: string };
}

describe('referral links', () => {
  it('makes one link per day in the link format and reuses it that day', async () => {
    const user = await signUpByEmail(ctx);
    const first = await linkOf(user.client);
    expect(first.code).toMatch(new RegExp(`^${user.id.slice(0, 8)}-[0-9a-z]+$`));
    expect(first.code).toBe(referralCodeFor(user.id, new Date(first.createdAt)));
    expect((await linkOf(user.client)).code).toBe(first.code);
  });
});

/** The friend's first trade: one share at market in the public game. */
async function firstTrade(friend: { client: Awaited<ReturnType<typeof signUpByEmail>>['client'] }) {
  const res = await friend.client.post('/api/orders', { companyId, side: 'buy', type: 'market', quantity: 1 });
  expect(res.status, await res.clone().text()).toBe(201);
  await ctx.built.referrals.settle();
}

const statusOf = async (referredUserId: string) =>
  (await ctx.database.db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId)))[0]?.status;

/** The device cookie a player's browser holds. */
const deviceOf = (client: Awaited<ReturnType<typeof signUpByEmail>>['client']) =>
  Object.fromEntries(
    client
      .cookies()
      .split('; ')
      .map((c) => c.split('='))
      .filter(([name]) => name!.endsWith('bolts.device')),
  ) as Record<string, string>;

describe('referral credit', () => {
  it('pays the referrer 500 Bolts once the friend makes a first trade, and only then', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await linkOf(referrer.client);
    const friend = await signUpByEmail(ctx);
    const claim = await friend.client.post('/api/me/referral', { code });
    expect(await claim.json()).toEqual({ credited: false });
    expect(await statusOf(friend.id)).toBe('pending');
    expect(await balanceOf(referrer.id)).toBe(GRANT);
    expect((await (await referrer.client.get('/api/me/stats')).json()).totalReferrals).toBe(0);

    await firstTrade(friend);
    expect(await statusOf(friend.id)).toBe('credited');
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);
    expect(await ledgerOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);
    await firstTrade(friend);
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);

    expect(await (await friend.client.post('/api/me/referral', { code })).json()).toEqual({ credited: false });
    const stats = await (await referrer.client.get('/api/me/stats')).json();
    expect(stats.totalReferrals).toBe(1);
    // A bonus, shown apart: never gain.
    expect(stats.portfolio).toMatchObject({ bonusesMinor: REFERRAL_BONUS_MINOR, gainMinor: 0 });
  });

  it('records once and pays once under concurrent duplicate claims', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await linkOf(referrer.client);
    const friend = await signUpByEmail(ctx);
    await Promise.all(Array.from({ length: 8 }, () => friend.client.post('/api/me/referral', { code })));
    await Promise.all([firstTrade(friend), firstTrade(friend), firstTrade(friend)]);
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);
    const bonuses = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `referral:${friend.id}`));
    expect(bonuses).toHaveLength(1);
  });

  it('pays a referral carried through phone sign-up at the first trade', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await linkOf(referrer.client);
    const friend = await signUpByPhone(ctx, { referralCode: code });
    expect(await balanceOf(referrer.id)).toBe(GRANT);
    await firstTrade(friend);
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);
  });

  it('pays at once a claim made after the first trade, within the day', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await linkOf(referrer.client);
    const friend = await signUpByEmail(ctx);
    await firstTrade(friend);
    expect(await (await friend.client.post('/api/me/referral', { code })).json()).toEqual({ credited: true });
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);
  });

  it('pays nothing for self-referral, unknown codes, or an account older than a day', async () => {
    const user = await signUpByEmail(ctx);
    const { code } = await linkOf(user.client);
    expect(await (await user.client.post('/api/me/referral', { code })).json()).toEqual({ credited: false });
    expect(await (await user.client.post('/api/me/referral', { code: 'nope-123' })).json()).toEqual({
      credited: false,
    });

    const old = await signUpByEmail(ctx);
    await ctx.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3_600_000) })
      .where(eq(users.id, old.id));
    expect(await (await old.client.post('/api/me/referral', { code })).json()).toEqual({ credited: false });
    await firstTrade(old);
    expect(await balanceOf(user.id)).toBe(GRANT);
  });

  it('never pays between accounts on one device, or on one address within a day', async () => {
    const referrer = await signUpByEmail(ctx, { ip: '198.51.100.7' });
    const { code } = await linkOf(referrer.client);
    // A second account made in the referrer's own browser.
    const sameDevice = await signUpByEmail(ctx, { referralCode: code, cookies: deviceOf(referrer.client) });
    // One made from the referrer's address.
    const sameAddress = await signUpByEmail(ctx, { referralCode: code, ip: '198.51.100.7' });
    const elsewhere = await signUpByEmail(ctx, { referralCode: code, ip: '203.0.113.40' });
    for (const friend of [sameDevice, sameAddress, elsewhere]) await firstTrade(friend);
    expect(await statusOf(sameDevice.id)).toBe('refused');
    expect(await statusOf(sameAddress.id)).toBe('refused');
    expect(await statusOf(elsewhere.id)).toBe('credited');
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);
    // The shared address links the two by its keyed hash, never by the address as typed.
    const addressOf = async (userId: string) =>
      (await ctx.database.db.select().from(accountSignals).where(eq(accountSignals.userId, userId)))
        .filter((s) => s.kind === 'address')
        .map((s) => s.valueHash);
    const [referrerAddress] = await addressOf(referrer.id);
    expect(await addressOf(sameAddress.id)).toEqual([referrerAddress]);
    expect(await addressOf(elsewhere.id)).not.toContain(referrerAddress);
    expect(referrerAddress).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('a referral farm', () => {
  it('gets nothing for 30 unverified puppets, nothing until they trade, then at most the weekly cap', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await linkOf(referrer.client);
    // 30 sign-ups with the code whose emailed links are never followed.
    for (let i = 0; i < 30; i++) {
      const res = await sessionClient(ctx, { ip: `192.0.2.${i + 1}` }).post('/api/auth/sign-up/email', {
        fullName: `Puppet ${i}`,
        email: `puppet_${i}_${referrer.id.slice(0, 6)}@test.example`,
        password: 'correct horse battery staple',
        username: `puppet_${i}_${referrer.id.slice(0, 6)}`,
        referralCode: code,
        birthYear: ADULT_BIRTH_YEAR,
      });
      expect(res.status).toBe(200);
    }
    expect(await balanceOf(referrer.id)).toBe(GRANT);
    expect(await ctx.database.db.select().from(referrals).where(eq(referrals.referrerUserId, referrer.id))).toEqual([]);

    // Seven verified puppets, each from its own address and browser: recorded, unpaid until they trade.
    const puppets = [];
    for (let i = 0; i < 7; i++) {
      puppets.push(await signUpByEmail(ctx, { referralCode: code, ip: `192.0.2.${100 + i}` }));
    }
    expect(await balanceOf(referrer.id)).toBe(GRANT);
    for (const puppet of puppets) await firstTrade(puppet);
    const statuses = await Promise.all(puppets.map((p) => statusOf(p.id)));
    expect(statuses.filter((s) => s === 'credited')).toHaveLength(REFERRAL_WEEKLY_CAP);
    expect(statuses.filter((s) => s === 'capped')).toHaveLength(7 - REFERRAL_WEEKLY_CAP);
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_WEEKLY_CAP * REFERRAL_BONUS_MINOR);
    expect(await ledgerOf(referrer.id)).toBe(GRANT + REFERRAL_WEEKLY_CAP * REFERRAL_BONUS_MINOR);
  });

  it('counts the cap once when several friends make their first trades at the same moment', async () => {
    await ctx.database.db.update(platformSettings).set({ referralWeeklyCap: 2 });
    ctx.built.platformSettings.invalidate();
    try {
      const referrer = await signUpByEmail(ctx);
      const { code } = await linkOf(referrer.client);
      const friends = [];
      for (let i = 0; i < 5; i++)
        friends.push(await signUpByEmail(ctx, { referralCode: code, ip: `192.0.2.${150 + i}` }));
      await Promise.all(friends.map((f) => firstTrade(f)));
      expect(await balanceOf(referrer.id)).toBe(GRANT + 2 * REFERRAL_BONUS_MINOR);
    } finally {
      await ctx.database.db.update(platformSettings).set({ referralWeeklyCap: REFERRAL_WEEKLY_CAP });
      ctx.built.platformSettings.invalidate();
    }
  });
});
