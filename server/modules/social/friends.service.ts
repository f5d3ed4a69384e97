// Friends: requests by username that the other accepts or declines, removal, blocks, the
// recent traders and a trader's profile, each with the privacy rules of core/social/privacy. A
// blocked player, or one who blocked you, looks like nobody: "user not available", nothing more.
// A login a teacher issued befriends only students of its class (docs/rules.md#classes); a player
// under the consent age befriends nobody (docs/rules.md#accounts).
import { levelOf } from '#core/competition/levels';
import type { Notifier } from '#core/notifications/types';
import type { FriendsOverview, Person, TraderProfile } from '#core/schemas/social';
import { avatarOf } from '#core/social/avatars';
import { canSeePortfolioValue, canSeeProfile, canSeeTrades, privacyOf } from '#core/social/privacy';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { EventBus } from '../../realtime';
import { classOptionsOf } from '../games';
import type { FollowsRepo } from './follows.repo';
import type { FriendsRepo, PersonRow } from './friends.repo';
import type { Presence } from './presence';

const PROFILE_TRADES = 10;

const unavailable = () => new HttpError(404, 'user_unavailable', 'This player cannot be found.');

/**
 * Why two players may not be friends (or, with `chat`, write to each other), if they may not: nobody
 * under the consent age (docs/rules.md#accounts), and a login a teacher issued only with a student
 * of its class, chatting only while the class has chat on (docs/rules.md#classes).
 */
export async function socialRefusal(
  repo: Pick<FriendsRepo, 'underAgeAmong' | 'classLoginScopes'>,
  a: string,
  b: string,
  { chat = false, on }: { chat?: boolean; on?: Db } = {},
): Promise<HttpError | null> {
  const underAge = await repo.underAgeAmong(a, b, on);
  if (underAge !== null)
    return new HttpError(403, 'under_age_social', `Chat and friends are off for players under ${underAge}.`);
  const scopes = await repo.classLoginScopes(a, b, on);
  if (scopes.some((s) => !s.other_in_class)) {
    return new HttpError(
      403,
      'class_login_outside',
      'Accounts a teacher made for a class can be friends and chat only with students of that class.',
    );
  }
  if (chat && scopes.some((s) => !classOptionsOf(s.rules)?.chat)) {
    return new HttpError(403, 'class_chat_off', 'Chat is off in this class. Your teacher can turn it on.');
  }
  return null;
}

/**
 * A player as another sees them: the display name and the drawn avatar are for everyone who sees
 * the player at all, whatever their privacy (docs/rules.md#accounts); the full name never leaves.
 */
export function toPerson(row: PersonRow): Person {
  return {
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name,
    avatar: avatarOf(row.avatar),
    level: levelOf(row.xp).level,
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createFriendsService(deps: {
  repo: FriendsRepo;
  bus: EventBus;
  presence: Presence;
  /** Who follows whom, for a trader's profile (docs/rules.md#friends-and-chat). */
  follows: Pick<FollowsRepo, 'state'>;
  /** Tells the recipient of a request (docs/rules.md#notifications). */
  notifier?: Notifier;
}) {
  const { repo, bus } = deps;
  /** Both players' screens reload their friends list (request, answer, removal, block). */
  const changed = (...userIds: string[]) => void bus.publish({ type: 'friends', userIds }).catch(() => {});

  async function target(readerId: string, username: string): Promise<PersonRow> {
    const person = await repo.personByUsername(readerId, username);
    if (!person) throw unavailable();
    if (person.user_id === readerId) throw new HttpError(400, 'friend_self', "You can't add yourself as a friend.");
    return person;
  }

  async function tellRecipient(notifier: Notifier, fromId: string, toId: string) {
    const [from] = await repo.people(toId, [fromId]).catch(() => []);
    await notifier.notify(toId, {
      type: 'friend_request',
      params: { username: from?.username ?? null },
      dedupeKey: `friend_request:${fromId}`,
    });
  }

  return {
    async overview(userId: string): Promise<FriendsOverview> {
      const [friends, incoming, outgoing, blocked] = await Promise.all([
        repo.friends(userId),
        repo.pending(userId, 'incoming'),
        repo.pending(userId, 'outgoing'),
        repo.blocked(userId),
      ]);
      return {
        friends: friends.map((row) => ({
          ...toPerson(row),
          online: deps.presence.isOnline(row.user_id),
          unread: row.unread,
          lastMessageAt: iso(row.last_message_at),
        })),
        incoming: incoming.map((row) => ({
          id: row.request_id,
          person: toPerson(row),
          createdAt: iso(row.requested_at)!,
        })),
        outgoing: outgoing.map((row) => ({
          id: row.request_id,
          person: toPerson(row),
          createdAt: iso(row.requested_at)!,
        })),
        blocked: blocked.map(toPerson),
      };
    },

    /** Sends a request; if the other already asked you, this accepts theirs. */
    async request(userId: string, username: string): Promise<{ status: 'pending' | 'accepted' }> {
      const other = await target(userId, username);
      const status = await repo.inTransaction(async (tx) => {
        await repo.lockPair(tx, userId, other.user_id);
        if (await repo.blockedEitherWay(tx, userId, other.user_id)) throw unavailable();
        const refused = await socialRefusal(repo, userId, other.user_id, { on: tx });
        if (refused) throw refused;
        if (await repo.areFriends(tx, userId, other.user_id)) {
          throw new HttpError(409, 'already_friends', 'You are already friends.');
        }
        const theirs = await repo.pendingBetween(tx, other.user_id, userId);
        if (theirs) {
          await repo.closeRequest(tx, theirs.id, 'accepted');
          await repo.befriend(tx, userId, other.user_id);
          return 'accepted' as const;
        }
        if (await repo.pendingBetween(tx, userId, other.user_id)) {
          throw new HttpError(409, 'request_pending', 'You already sent this player a friend request.');
        }
        await repo.insertRequest(tx, userId, other.user_id);
        return 'pending' as const;
      });
      changed(userId, other.user_id);
      // Once per sender, ever: asking again after a "no" does not ping the other player again.
      if (status === 'pending' && deps.notifier) void tellRecipient(deps.notifier, userId, other.user_id);
      return { status };
    },

    /** The recipient accepts or declines; the sender may cancel. Anyone else: not found. */
    async answer(userId: string, requestId: string, answer: 'accept' | 'decline' | 'cancel'): Promise<void> {
      const notFound = () => new HttpError(404, 'not_found', 'This friend request is no longer open.');
      let users: string[] = [];
      await repo.inTransaction(async (tx) => {
        const request = await repo.request(tx, requestId);
        if (!request || request.status !== 'pending') throw notFound();
        const mine = answer === 'cancel' ? request.from_user_id : request.to_user_id;
        if (mine !== userId) throw notFound();
        await repo.lockPair(tx, request.from_user_id, request.to_user_id);
        users = [request.from_user_id, request.to_user_id];
        if (answer === 'accept') {
          if (await repo.blockedEitherWay(tx, request.from_user_id, request.to_user_id)) throw notFound();
          // A student who left the class since the request was sent.
          const refused = await socialRefusal(repo, request.from_user_id, request.to_user_id, { on: tx });
          if (refused) throw refused;
          await repo.befriend(tx, request.from_user_id, request.to_user_id);
          await repo.closeRequest(tx, requestId, 'accepted');
        } else {
          await repo.closeRequest(tx, requestId, answer === 'decline' ? 'declined' : 'cancelled');
        }
      });
      changed(...users);
    },

    async remove(userId: string, friendId: string): Promise<void> {
      const removed = await repo.inTransaction(async (tx) => {
        await repo.lockPair(tx, userId, friendId);
        return repo.unfriend(tx, userId, friendId);
      });
      if (!removed) throw new HttpError(404, 'not_friends', 'You are not friends with this player.');
      changed(userId, friendId);
    },

    /** Ends the friendship, any request and following both ways, and all contact until unblocked. */
    async block(userId: string, username: string): Promise<void> {
      const other = await target(userId, username);
      await repo.inTransaction(async (tx) => {
        await repo.lockPair(tx, userId, other.user_id);
        await repo.block(tx, userId, other.user_id);
        await repo.unfriend(tx, userId, other.user_id);
        await repo.cancelPendingBetween(tx, userId, other.user_id);
        await repo.unfollowBoth(tx, userId, other.user_id);
      });
      changed(userId, other.user_id);
    },

    async unblock(userId: string, blockedId: string): Promise<void> {
      await repo.unblock(userId, blockedId);
      changed(userId);
    },

    async profile(readerId: string, username: string): Promise<TraderProfile> {
      const row = await repo.personByUsername(readerId, username);
      if (!row) throw unavailable();
      const isSelf = row.user_id === readerId;
      if (!isSelf && (await repo.inTransaction((tx) => repo.blockedEitherWay(tx, readerId, row.user_id)))) {
        throw unavailable();
      }
      const settings = privacyOf(row.privacy);
      const viewer = { isSelf, isFriend: row.is_friend };
      const [value, trades, follow] = await Promise.all([
        canSeePortfolioValue(settings, viewer) ? repo.portfolioValue(row.user_id) : null,
        canSeeTrades(settings, viewer) ? repo.recentTradesOf(row.user_id, PROFILE_TRADES) : null,
        isSelf ? { following: false, followable: false } : deps.follows.state(readerId, row.user_id),
      ]);
      return {
        ...toPerson(row),
        bio: canSeeProfile(settings, viewer) ? row.bio : null,
        isFriend: row.is_friend,
        isFollowing: follow.following,
        canFollow: follow.followable,
        portfolioValueMinor: value,
        recentTrades:
          trades?.map((t) => ({
            side: t.side,
            symbol: t.symbol,
            quantity: t.quantity,
            createdAt: iso(t.created_at)!,
          })) ?? null,
      };
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
