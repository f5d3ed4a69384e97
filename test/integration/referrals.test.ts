import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../server/db/schema';
import { REFERRAL_BONUS_MINOR } from '../../server/modules/accounts';
import { ledgerBalance } from '../../server/modules/ledger';
import { referralCodeFor } from '../../server/modules/profile';
import { signUpByEmail, signUpByPhone } from '../support/accounts';
import { portfolioOf, publicStartingCash } from '../support/portfolios';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
/** The public game's starting cash, which every player here got. */
let GRANT: number;
beforeAll(async () => {
  ctx = await createTestContext();
  GRANT = await publicStartingCash(ctx.database.db);
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

describe('referral credit', () => {
  it('credits the referrer 500 Bolts once when an email account claims the code', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await linkOf(referrer.client);
    const friend = await signUpByEmail(ctx);
    const claim = await friend.client.post('/api/me/referral', { code });
    expect(await claim.json()).toEqual({ credited: true });
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);
    expect(await ledgerOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);

    expect(await (await friend.client.post('/api/me/referral', { code })).json()).toEqual({ credited: false });
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);
    const stats = await (await referrer.client.get('/api/me/stats')).json();
    expect(stats.totalReferrals).toBe(1);
    // A bonus, shown apart: never gain.
    expect(stats.portfolio).toMatchObject({ bonusesMinor: REFERRAL_BONUS_MINOR, gainMinor: 0 });
  });

  it('credits once under concurrent duplicate claims', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await linkOf(referrer.client);
    const friend = await signUpByEmail(ctx);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => friend.client.post('/api/me/referral', { code })),
    );
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(bodies.filter((b) => b.credited === true)).toHaveLength(1);
    expect(await balanceOf(referrer.id)).toBe(GRANT + REFERRAL_BONUS_MINOR);
    const bonuses = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `referral:${friend.id}`));
    expect(bonuses).toHaveLength(1);
  });

  it('credits a referral carried through phone sign-up at verification', async () => {
    const referrer = await signUpByEmail(ctx);
    const { code } = await linkOf(referrer.client);
    await signUpByPhone(ctx, { referralCode: code });
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
    expect(await balanceOf(user.id)).toBe(GRANT);
  });
});
