// Following traders (docs/rules.md#friends-and-chat), through the API: only a player whose profile
// is public and shows their trades can be followed; the follower reads the trader's latest trades in
// the public game; a trader who turns private or hides their trades vanishes from every follower's
// feed at once; a block ends following both ways; nobody under the consent age, and no login a
// teacher issued, can be followed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWS_MAX, type Followed, type FollowedTrade, type TraderProfile } from '#core/schemas/social';
import { follows, users } from '../../server/db/schema';
import { signUpByEmail, PASSWORD, type SignedUpUser } from '../support/accounts';
import { createCompany, createGame, createPortfolio, createUser } from '../support/factories';
import { json, refused } from '../support/responses';
import { befriend, PUBLIC_TRADER, setPrivacy } from '../support/social';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const follow = (user: SignedUpUser, of: SignedUpUser) => user.client.post('/api/follows', { username: of.username });
const unfollow = (user: SignedUpUser, of: SignedUpUser) =>
  user.client.request(`/api/follows/${of.id}`, { method: 'DELETE' });
const tradesOf = async (user: SignedUpUser) =>
  ((await json(await user.client.get('/api/follows/trades'))) as { trades: FollowedTrade[] }).trades;
const followingOf = async (user: SignedUpUser) =>
  ((await json(await user.client.get('/api/follows'))) as { following: Followed[] }).following;
const profileOf = async (reader: SignedUpUser, of: SignedUpUser) =>
  (await json(await reader.client.get(`/api/traders/${of.username}`))) as TraderProfile;

async function buy(user: SignedUpUser, companyId: string, quantity = 1, game?: string) {
  await json(
    await user.client.post('/api/orders', { companyId, side: 'buy', quantity, ...(game ? { game } : {}) }),
    201,
  );
}

/** A trader who shows their trades to all, with one buy of `quantity`. */
async function publicTrader(companyId: string, quantity = 2) {
  const trader = await signUpByEmail(ctx);
  await setPrivacy(trader, PUBLIC_TRADER);
  await buy(trader, companyId, quantity);
  return trader;
}

describe('following', () => {
  it("shows a public trader's public-game trades to the follower, newest first", async () => {
    const company = await createCompany(ctx.database.db);
    const classGame = await createGame(ctx.database.db);
    const [fan, trader] = [await signUpByEmail(ctx), await publicTrader(company.id, 2)];
    expect(await profileOf(fan, trader)).toMatchObject({ isFollowing: false, canFollow: true });
    expect(await json(await follow(fan, trader))).toEqual({ following: true });
    // Following again changes nothing.
    expect(await json(await follow(fan, trader))).toEqual({ following: true });
    expect(await profileOf(fan, trader)).toMatchObject({ isFollowing: true, canFollow: true });

    await buy(trader, company.id, 5);
    // A class game's trades are its players' business: never in a follower's feed.
    await createPortfolio(ctx.database.db, trader.id, classGame.id, 1_000_000);
    await buy(trader, company.id, 9, classGame.id);
    const trades = await tradesOf(fan);
    expect(trades.map((t) => [t.side, t.symbol, t.quantity])).toEqual([
      ['buy', company.symbol, 5],
      ['buy', company.symbol, 2],
    ]);
    expect(trades[0]!.trader).toMatchObject({ userId: trader.id, username: trader.username });
    expect(await followingOf(fan)).toEqual([expect.objectContaining({ userId: trader.id, tradesVisible: true })]);
    // The trader is not told and sees no list of followers.
    expect(await followingOf(trader)).toEqual([]);
  });

  it('refuses a private player, one hiding their trades, yourself and nobody', async () => {
    const [fan, hidden, noTrades] = [await signUpByEmail(ctx), await signUpByEmail(ctx), await signUpByEmail(ctx)];
    await setPrivacy(noTrades, { profileVisibility: 'public', showTrades: false });
    await refused(await follow(fan, hidden), 403, 'not_followable');
    await refused(await follow(fan, noTrades), 403, 'not_followable');
    // A friend who shows trades to friends only is still not public.
    await setPrivacy(hidden, { profileVisibility: 'friends', showTrades: true });
    await befriend(fan, hidden);
    await refused(await follow(fan, hidden), 403, 'not_followable');
    expect(await profileOf(fan, hidden)).toMatchObject({ canFollow: false, isFollowing: false });
    await refused(await follow(fan, fan), 400, 'follow_self');
    await refused(await fan.client.post('/api/follows', { username: 'nobody_at_all_42' }), 404, 'user_unavailable');
    expect((await fan.client.post('/api/follows', { username: '' })).status).toBe(400);
    expect(await followingOf(fan)).toEqual([]);
  });

  it('hides the trades at once when the trader turns private or hides them, and shows them again after', async () => {
    const company = await createCompany(ctx.database.db);
    const [fan, trader] = [await signUpByEmail(ctx), await publicTrader(company.id)];
    await json(await follow(fan, trader));
    expect(await tradesOf(fan)).toHaveLength(1);

    await setPrivacy(trader, { profileVisibility: 'private' });
    expect(await tradesOf(fan)).toEqual([]);
    expect(await followingOf(fan)).toEqual([expect.objectContaining({ userId: trader.id, tradesVisible: false })]);
    expect(await profileOf(fan, trader)).toMatchObject({ isFollowing: true, canFollow: false, recentTrades: null });

    await setPrivacy(trader, { profileVisibility: 'public', showTrades: false });
    expect(await tradesOf(fan)).toEqual([]);
    await setPrivacy(trader, PUBLIC_TRADER);
    expect(await tradesOf(fan)).toHaveLength(1);
  });

  it('ends both ways at a block, whoever blocks, and cannot start again while blocked', async () => {
    const company = await createCompany(ctx.database.db);
    const [ana, ben] = [await publicTrader(company.id), await publicTrader(company.id)];
    await json(await follow(ana, ben));
    await json(await follow(ben, ana));
    await json(await ben.client.post('/api/blocks', { username: ana.username }));
    const rows = await ctx.database.db.select().from(follows).where(eq(follows.followerId, ana.id));
    expect(rows).toEqual([]);
    expect(await followingOf(ben)).toEqual([]);
    expect(await tradesOf(ana)).toEqual([]);
    await refused(await follow(ana, ben), 404, 'user_unavailable');
    await refused(await follow(ben, ana), 404, 'user_unavailable');
    // Unblocked, following is possible again, from scratch.
    expect((await ben.client.request(`/api/blocks/${ana.id}`, { method: 'DELETE' })).status).toBe(200);
    await json(await follow(ana, ben));
  });

  it('stops on unfollow; a second unfollow is refused', async () => {
    const company = await createCompany(ctx.database.db);
    const [fan, trader] = [await signUpByEmail(ctx), await publicTrader(company.id)];
    await json(await follow(fan, trader));
    expect(await json(await unfollow(fan, trader))).toEqual({ ok: true });
    expect(await tradesOf(fan)).toEqual([]);
    await refused(await unfollow(fan, trader), 404, 'not_following');
  });

  it('never follows a player under the consent age, even a public one', async () => {
    const company = await createCompany(ctx.database.db);
    const [fan, young] = [await signUpByEmail(ctx), await publicTrader(company.id)];
    await json(await follow(fan, young));
    await ctx.database.db
      .update(users)
      .set({ birthYear: new Date().getUTCFullYear() - 10 })
      .where(eq(users.id, young.id));
    expect(await tradesOf(fan)).toEqual([]);
    await json(await unfollow(fan, young));
    await refused(await follow(fan, young), 403, 'not_followable');
  });

  it(`follows at most ${FOLLOWS_MAX} traders`, async () => {
    const company = await createCompany(ctx.database.db);
    const [fan, trader] = [await signUpByEmail(ctx), await publicTrader(company.id)];
    const others = await Promise.all(Array.from({ length: FOLLOWS_MAX }, () => createUser(ctx.database.db)));
    await ctx.database.db.insert(follows).values(others.map((o) => ({ followerId: fan.id, followedId: o.id })));
    await refused(await follow(fan, trader), 409, 'follows_full');
    await ctx.database.db.delete(follows).where(eq(follows.followedId, others[0]!.id));
    await json(await follow(fan, trader));
  });

  it('ends when either account is deleted', async () => {
    const company = await createCompany(ctx.database.db);
    const [fan, trader] = [await signUpByEmail(ctx), await publicTrader(company.id)];
    await json(await follow(fan, trader));
    const res = await trader.client.post('/api/me/delete-account', { password: PASSWORD });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await ctx.database.db.select().from(follows).where(eq(follows.followerId, fan.id))).toEqual([]);
    expect(await tradesOf(fan)).toEqual([]);
  });
});
