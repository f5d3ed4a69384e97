// Following traders (docs/rules.md#friends-and-chat): one way, no acceptance, only of a player
// whose profile is public and shows their trades. Whether a followed trader still may be followed
// is checked on every read, so turning the profile private hides their trades at once.
import { sql, type SQL } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '#core/games';
import { queryRows, type Db } from '../../db/client';
import { underConsentAgeSql } from '../platform-settings';
import { personColumns, personJoins, type PersonRow } from './friends.repo';

/**
 * SQL true when the player of `profiles p`, `user_settings us` and `users u` may be followed: a
 * public profile that shows trades, an active account, at or over the consent age, not a login a
 * teacher issued (those are never public).
 */
export const followableSql: SQL = sql`(
  us.privacy_settings -> 'profileVisibility' = '"public"'::jsonb
  and us.privacy_settings -> 'showTrades' = 'true'::jsonb
  and u.suspended_at is null and u.deleted_at is null
  and not ${underConsentAgeSql(sql`u.birth_year`)}
  and not exists (select 1 from class_logins cl where cl.user_id = u.id))`;

const notBlocked = (readerId: string) => sql`not exists (
  select 1 from blocks b where (b.blocker_id = ${readerId} and b.blocked_id = p.user_id)
                            or (b.blocker_id = p.user_id and b.blocked_id = ${readerId}))`;

export function createFollowsRepo(db: Db) {
  return {
    /** Whether `readerId` follows `targetId`, and whether `targetId` may be followed now. */
    async state(readerId: string, targetId: string, on: Db = db): Promise<{ following: boolean; followable: boolean }> {
      const [row] = await queryRows<{ following: boolean; followable: boolean }>(
        on,
        sql`select exists (select 1 from follows f where f.follower_id = ${readerId} and f.followed_id = p.user_id) as following,
                   ${followableSql} as followable
            from profiles p ${personJoins} join users u on u.id = p.user_id
            where p.user_id = ${targetId}`,
      );
      return row ?? { following: false, followable: false };
    },

    async count(followerId: string, on: Db = db): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        on,
        sql`select count(*)::int as n from follows where follower_id = ${followerId}`,
      );
      return row?.n ?? 0;
    },

    /** Idempotent: false when already following. */
    async follow(tx: Db, followerId: string, followedId: string): Promise<boolean> {
      const rows = await queryRows<{ follower_id: string }>(
        tx,
        sql`insert into follows (follower_id, followed_id) values (${followerId}, ${followedId})
            on conflict do nothing returning follower_id`,
      );
      return rows.length > 0;
    },

    async unfollow(followerId: string, followedId: string): Promise<boolean> {
      const rows = await queryRows<{ follower_id: string }>(
        db,
        sql`delete from follows where follower_id = ${followerId} and followed_id = ${followedId} returning follower_id`,
      );
      return rows.length > 0;
    },

    /** The traders `followerId` follows, newest follow first, with whether their trades show now. */
    async following(followerId: string) {
      return queryRows<PersonRow & { trades_visible: boolean } & Record<string, unknown>>(
        db,
        sql`select ${personColumns(followerId)}, ${followableSql} as trades_visible
            from follows f join profiles p on p.user_id = f.followed_id ${personJoins}
            join users u on u.id = p.user_id
            where f.follower_id = ${followerId} and u.deleted_at is null and ${notBlocked(followerId)}
            order by f.created_at desc`,
      );
    },

    /** The latest trades in the public game of the followed traders who may be followed now. */
    async trades(followerId: string, limit: number) {
      return queryRows<
        PersonRow & {
          company_id: string;
          side: 'buy' | 'sell';
          symbol: string;
          quantity: number;
          traded_at: Date | string;
        } & Record<string, unknown>
      >(
        db,
        sql`select ${personColumns(followerId)}, t.company_id, t.transaction_type as side, c.symbol, t.quantity::int as quantity,
                   t.created_at as traded_at
            from follows f join profiles p on p.user_id = f.followed_id ${personJoins}
            join users u on u.id = p.user_id
            join portfolios pf on pf.user_id = f.followed_id and pf.game_id = ${PUBLIC_GAME_ID}
            -- Each trader's latest few by their portfolio's index, then the newest of all of them.
            cross join lateral (
              select t.id, t.transaction_type, t.quantity, t.created_at, t.company_id from transactions t
              where t.portfolio_id = pf.id order by t.created_at desc limit ${limit}
            ) t
            join companies c on c.id = t.company_id
            where f.follower_id = ${followerId} and ${followableSql} and ${notBlocked(followerId)}
            order by t.created_at desc, t.id desc
            limit ${limit}`,
      );
    },
  };
}
export type FollowsRepo = ReturnType<typeof createFollowsRepo>;
