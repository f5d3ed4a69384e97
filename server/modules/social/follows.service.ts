// Following traders (docs/rules.md#friends-and-chat): a player follows another whose profile is
// public and shows their trades, and sees that trader's latest trades in the public game on the
// feed. Nobody is told (no notification, no follower list), so following opens no way to reach
// anyone. A block ends following both ways; a trader who turns private or hides their trades
// drops out of every follower's feed at once, because each read checks again.
import { FOLLOWS_MAX, type Followed, type FollowedTrade } from '#core/schemas/social';
import { HttpError } from '../../http/http-error';
import type { FollowsRepo } from './follows.repo';
import type { FriendsRepo } from './friends.repo';
import { toPerson } from './friends.service';

const FOLLOWED_TRADES = 20;

const unavailable = () => new HttpError(404, 'user_unavailable', 'This player cannot be found.');
const iso = (value: Date | string) => new Date(value).toISOString();

export function createFollowsService(deps: {
  repo: FollowsRepo;
  friends: Pick<FriendsRepo, 'personByUsername' | 'inTransaction' | 'lockPair' | 'blockedEitherWay'>;
}) {
  const { repo, friends } = deps;
  return {
    async follow(readerId: string, username: string): Promise<{ following: true }> {
      const target = await friends.personByUsername(readerId, username);
      if (!target) throw unavailable();
      if (target.user_id === readerId) throw new HttpError(400, 'follow_self', "You can't follow yourself.");
      await friends.inTransaction(async (tx) => {
        // The pair's lock orders this against a block being written between the two.
        await friends.lockPair(tx, readerId, target.user_id);
        if (await friends.blockedEitherWay(tx, readerId, target.user_id)) throw unavailable();
        const { following, followable } = await repo.state(readerId, target.user_id, tx);
        if (following) return;
        if (!followable) {
          throw new HttpError(
            403,
            'not_followable',
            "This player doesn't share their trades, so you can't follow them.",
          );
        }
        if ((await repo.count(readerId, tx)) >= FOLLOWS_MAX) {
          throw new HttpError(
            409,
            'follows_full',
            `You follow ${FOLLOWS_MAX} traders. Unfollow one to follow another.`,
          );
        }
        await repo.follow(tx, readerId, target.user_id);
      });
      return { following: true };
    },

    async unfollow(readerId: string, followedId: string): Promise<void> {
      if (!(await repo.unfollow(readerId, followedId))) {
        throw new HttpError(404, 'not_following', "You don't follow this player.");
      }
    },

    async following(readerId: string): Promise<Followed[]> {
      const rows = await repo.following(readerId);
      return rows.map((row) => ({ ...toPerson(row), tradesVisible: row.trades_visible }));
    },

    async trades(readerId: string): Promise<FollowedTrade[]> {
      const rows = await repo.trades(readerId, FOLLOWED_TRADES);
      return rows.map((row) => ({
        trader: toPerson(row),
        companyId: row.company_id,
        side: row.side,
        symbol: row.symbol,
        quantity: row.quantity,
        createdAt: iso(row.traded_at),
      }));
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
