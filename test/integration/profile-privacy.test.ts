// What others see of a player: every combination of profile visibility, "show my trades" and "show
// portfolio value", against a stranger, a friend and the owner, on every answer that shows one
// player to another: the trader profile, the weekly board, suggestions and the friends list. A
// hidden field is null (or the player is left out), never a zero. The display name shows to all who
// see the player (docs/rules.md#accounts). The owner sees everything; admins' views do not follow
// players' settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsersPage } from '#core/schemas/admin/users';
import type { Leaderboard } from '#core/schemas/leaderboard';
import { PROFILE_VISIBILITIES, type Settings } from '#core/schemas/profile';
import type { FriendsOverview, Suggestion, TraderProfile } from '#core/schemas/social';
import { createStandingsJob } from '../../server/modules/competition';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany } from '../support/factories';
import { signUpAs } from '../support/staff';
import { createTestContext, type TestContext } from '../support/test-database';

const NAME = 'Ana Shown';
const BIO = 'I like energy stocks';

let ctx: TestContext;
let owner: SignedUpUser;
let friend: SignedUpUser;
let stranger: SignedUpUser;
let admin: SignedUpUser;
let symbol: string;

async function json<T>(user: SignedUpUser, path: string): Promise<T> {
  const res = await user.client.get(path);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

async function buy(user: SignedUpUser, companyId: string, quantity: number) {
  const res = await user.client.post('/api/orders', { companyId, side: 'buy', quantity });
  expect(res.status, await res.clone().text()).toBe(201);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await createCompany(ctx.database.db, { currentPriceMinor: 10_000 });
  symbol = company.symbol;
  [owner, friend, stranger, admin] = [
    await signUpByEmail(ctx),
    await signUpByEmail(ctx),
    await signUpByEmail(ctx),
    await signUpAs(ctx, 'admin'),
  ];
  // All three traded the same company, so each may be suggested to the others as a trader.
  await buy(owner, company.id, 2);
  await buy(friend, company.id, 1);
  await buy(stranger, company.id, 1);
  expect((await owner.client.post('/api/friends/requests', { username: friend.username })).status).toBe(200);
  const request = (await json<FriendsOverview>(friend, '/api/friends')).incoming[0]!;
  expect((await friend.client.post(`/api/friends/requests/${request.id}/accept`)).status).toBe(200);
  await createStandingsJob({ database: ctx.database, intervalMs: 60_000 }).runOnce();
});
afterAll(() => ctx.close());

async function saveOwnerPrivacy(privacy: Settings['privacy']) {
  const current = (await json<Settings>(owner, '/api/me/settings')) satisfies Settings;
  const res = await owner.client.request('/api/me/settings', {
    method: 'PUT',
    json: { ...current, displayName: NAME, bio: BIO, privacy },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** What each viewer may see: the rules of core/social/privacy, written out as a table. */
function expected(privacy: Settings['privacy'], viewer: 'owner' | 'friend' | 'stranger') {
  const profile =
    viewer === 'owner' ||
    privacy.profileVisibility === 'public' ||
    (privacy.profileVisibility === 'friends' && viewer === 'friend');
  return {
    profile,
    trades: viewer === 'owner' || (profile && privacy.showTrades),
    value: viewer === 'owner' || (profile && privacy.showPortfolioValue),
  };
}

const COMBINATIONS = PROFILE_VISIBILITIES.flatMap((profileVisibility) =>
  [false, true].flatMap((showTrades) =>
    [false, true].map((showPortfolioValue) => ({ profileVisibility, showTrades, showPortfolioValue })),
  ),
);

describe.each(COMBINATIONS)(
  'visibility $profileVisibility, show trades $showTrades, show value $showPortfolioValue',
  (privacy) => {
    beforeAll(() => saveOwnerPrivacy(privacy));

    it.each(['owner', 'friend', 'stranger'] as const)('the trader profile shows the %s exactly that', async (who) => {
      const viewer = { owner, friend, stranger }[who];
      const see = expected(privacy, who);
      const seen = await json<TraderProfile>(viewer, `/api/traders/${owner.username}`);
      expect(seen).toEqual({
        userId: owner.id,
        username: owner.username,
        level: expect.any(Number),
        isFriend: who === 'friend',
        isFollowing: false,
        canFollow: who !== 'owner' && privacy.profileVisibility === 'public' && privacy.showTrades,
        displayName: NAME,
        avatar: null,
        bio: see.profile ? BIO : null,
        portfolioValueMinor: see.value ? expect.any(Number) : null,
        recentTrades: see.trades ? [expect.objectContaining({ side: 'buy', symbol, quantity: 2 })] : null,
      });
      if (see.value) expect(seen.portfolioValueMinor).toBeGreaterThan(0);
    });

    it.each(['owner', 'friend', 'stranger'] as const)('the weekly board shows the %s exactly that', async (who) => {
      const viewer = { owner, friend, stranger }[who];
      const see = expected(privacy, who);
      const board = await json<Leaderboard>(viewer, '/api/leaderboard?board=global');
      const line = board.top.find((entry) => entry.username === owner.username);
      expect(line).toEqual({
        rank: expect.any(Number),
        username: owner.username,
        displayName: NAME,
        avatar: null,
        valueMinor: see.value ? expect.any(Number) : null,
        gainMinor: see.value ? expect.any(Number) : null,
        // The percent and the score rank the board: shown to all (they are no amount of Bolts).
        gainBp: expect.any(Number),
        score: expect.any(Number),
        // Eligibility is a yes or no, never which companies or how much of each.
        eligible: false,
        tier: 'bronze',
        level: expect.any(Number),
        isMe: who === 'owner',
      });
      if (see.value) expect(line!.valueMinor).toBeGreaterThan(0);
      if (who === 'owner') expect(board.me).toEqual(line);
    });

    it('suggestions list the owner to a stranger as a trader only with trades shown to all, never to a friend', async () => {
      const list = async (viewer: SignedUpUser) =>
        (await json<{ suggestions: Suggestion[] }>(viewer, '/api/friends/suggestions')).suggestions;
      expect((await list(friend)).map((p) => p.userId)).not.toContain(owner.id);
      const line = (await list(stranger)).find((p) => p.userId === owner.id);
      const traded = privacy.profileVisibility === 'public' && privacy.showTrades;
      if (privacy.profileVisibility === 'private') expect(line).toBeUndefined();
      expect(line?.reasons.includes('traded') ?? false).toBe(traded);
      if (line) {
        expect(line).toMatchObject({
          displayName: NAME,
          username: owner.username,
          sharedSymbols: traded ? [symbol] : [],
        });
      }
    });

    it("the friend's friends list shows the display name whatever the visibility", async () => {
      const line = (await json<FriendsOverview>(friend, '/api/friends')).friends.find((f) => f.userId === owner.id);
      expect(line).toMatchObject({ username: owner.username, displayName: NAME });
      expect(Object.keys(line!).sort()).toEqual(
        ['avatar', 'displayName', 'lastMessageAt', 'level', 'online', 'unread', 'userId', 'username'].sort(),
      );
    });
  },
);

describe('staff views', () => {
  it('show an admin the figures of a player who hides everything', async () => {
    await saveOwnerPrivacy({ profileVisibility: 'private', showTrades: false, showPortfolioValue: false });
    const page = await json<AdminUsersPage>(admin, `/api/admin/users?q=${owner.username}`);
    const line = page.users.find((u) => u.id === owner.id);
    expect(line).toMatchObject({ username: owner.username, tradeCount: 1 });
    expect(line!.portfolioValueMinor).toBeGreaterThan(0);
  });
});
