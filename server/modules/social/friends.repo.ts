// Friends, requests and blocks. A friendship is two rows written together; a block removes the
// friendship and any pending request in the same transaction. What one player sees of another's
// money and trades is their public game's: a class game's portfolio is its players' business.
import { sql } from 'drizzle-orm';
import { PUBLIC_GAME_ID } from '#core/games';
import { inTransaction, queryRows, type Db } from '../../db/client';
import { consentAgeSql, underConsentAgeSql } from '../platform-settings';
import { displayNameSql } from '../../db/display-name-sql';

export interface PersonRow {
  user_id: string;
  username: string | null;
  /** The name others see (displayNameSql): never the full name. */
  display_name: string | null;
  avatar: string | null;
  bio: string | null;
  xp: number;
  privacy: unknown;
  is_friend: boolean;
}

/** Columns of a person as `readerId` may need them (privacy is applied by the service). */
export const personColumns = (readerId: string) => sql`
  p.user_id, p.username, ${displayNameSql()} as display_name, p.avatar, coalesce(us.bio, p.bio) as bio, p.xp,
  us.privacy_settings as privacy,
  exists (select 1 from friendships f where f.user_id = ${readerId} and f.friend_id = p.user_id) as is_friend`;

export const personJoins = sql`left join user_settings us on us.user_id = p.user_id`;

/** One of two players who is a login a teacher issued: its class's rules, and whether the other is in that class. */
export interface ClassLoginScope {
  user_id: string;
  rules: unknown;
  other_in_class: boolean;
}

export function createFriendsRepo(db: Db) {
  return {
    inTransaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),

    async personByUsername(readerId: string, username: string): Promise<PersonRow | null> {
      const [row] = await queryRows<PersonRow & Record<string, unknown>>(
        db,
        sql`select ${personColumns(readerId)} from profiles p ${personJoins}
            join users u on u.id = p.user_id
            where lower(p.username) = lower(${username}) and u.suspended_at is null`,
      );
      return row ?? null;
    },

    async people(readerId: string, ids: string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return queryRows<PersonRow & Record<string, unknown>>(
        db,
        sql`select ${personColumns(readerId)} from profiles p ${personJoins}
            where p.user_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
    },

    /**
     * For each of the two that is a login a teacher issued (docs/rules.md#classes): its class's
     * rules and whether the other is a student of that class now. Empty for everyone else.
     */
    async classLoginScopes(a: string, b: string, on: Db = db): Promise<ClassLoginScope[]> {
      return queryRows<ClassLoginScope & Record<string, unknown>>(
        on,
        sql`select cl.user_id, g.rules,
                   exists (select 1 from portfolios pf
                           where pf.game_id = cl.game_id and pf.left_at is null
                             and pf.user_id = case when cl.user_id = ${a} then ${b} else ${a} end) as other_in_class
            from class_logins cl join games g on g.id = cl.game_id
            where cl.user_id in (${a}, ${b})`,
      );
    },

    /**
     * The consent age when either of the two is under it (docs/rules.md#accounts: no chat or
     * friends then), else null.
     */
    async underAgeAmong(a: string, b: string, on: Db = db): Promise<number | null> {
      const [row] = await queryRows<{ consent_age: number }>(
        on,
        sql`select ${consentAgeSql} as consent_age from users u
            where u.id in (${a}, ${b}) and ${underConsentAgeSql(sql`u.birth_year`)} limit 1`,
      );
      return row?.consent_age ?? null;
    },

    /** Either blocked the other. */
    async blockedEitherWay(tx: Db, a: string, b: string): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one from blocks where (blocker_id = ${a} and blocked_id = ${b})
                                           or (blocker_id = ${b} and blocked_id = ${a}) limit 1`,
      );
      return rows.length > 0;
    },

    async areFriends(tx: Db, a: string, b: string): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one from friendships where user_id = ${a} and friend_id = ${b}`,
      );
      return rows.length > 0;
    },

    /** Serialises every change between two players (request, accept, block) on one lock. */
    async lockPair(tx: Db, a: string, b: string): Promise<void> {
      const [first, second] = a < b ? [a, b] : [b, a];
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`friends:${first}:${second}`}))`);
    },

    async pendingBetween(tx: Db, from: string, to: string): Promise<{ id: string } | null> {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`select id from friend_requests where from_user_id = ${from} and to_user_id = ${to} and status = 'pending'`,
      );
      return row ?? null;
    },

    async insertRequest(tx: Db, from: string, to: string): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into friend_requests (from_user_id, to_user_id) values (${from}, ${to}) returning id`,
      );
      return row!.id;
    },

    async request(tx: Db, id: string) {
      const [row] = await queryRows<{ id: string; from_user_id: string; to_user_id: string; status: string }>(
        tx,
        sql`select id, from_user_id, to_user_id, status from friend_requests where id = ${id}`,
      );
      return row ?? null;
    },

    async closeRequest(tx: Db, id: string, status: 'accepted' | 'declined' | 'cancelled') {
      await tx.execute(
        sql`update friend_requests set status = ${status}, responded_at = now() where id = ${id} and status = 'pending'`,
      );
    },

    /** Closes whatever is pending between the two, either way. */
    async cancelPendingBetween(tx: Db, a: string, b: string) {
      await tx.execute(
        sql`update friend_requests set status = 'cancelled', responded_at = now()
            where status = 'pending' and ((from_user_id = ${a} and to_user_id = ${b})
                                       or (from_user_id = ${b} and to_user_id = ${a}))`,
      );
    },

    async befriend(tx: Db, a: string, b: string) {
      await tx.execute(
        sql`insert into friendships (user_id, friend_id) values (${a}, ${b}), (${b}, ${a}) on conflict do nothing`,
      );
    },

    async unfriend(tx: Db, a: string, b: string): Promise<boolean> {
      const rows = await queryRows<{ user_id: string }>(
        tx,
        sql`delete from friendships where (user_id = ${a} and friend_id = ${b}) or (user_id = ${b} and friend_id = ${a})
            returning user_id`,
      );
      return rows.length > 0;
    },

    async block(tx: Db, blocker: string, blocked: string) {
      await tx.execute(
        sql`insert into blocks (blocker_id, blocked_id) values (${blocker}, ${blocked}) on conflict do nothing`,
      );
    },

    /** A block ends following both ways (docs/rules.md#friends-and-chat). */
    async unfollowBoth(tx: Db, a: string, b: string) {
      await tx.execute(
        sql`delete from follows where (follower_id = ${a} and followed_id = ${b}) or (follower_id = ${b} and followed_id = ${a})`,
      );
    },

    async unblock(blocker: string, blocked: string) {
      await db.execute(sql`delete from blocks where blocker_id = ${blocker} and blocked_id = ${blocked}`);
    },

    async friendIds(userId: string): Promise<string[]> {
      const rows = await queryRows<{ friend_id: string }>(
        db,
        sql`select friend_id from friendships where user_id = ${userId}`,
      );
      return rows.map((r) => r.friend_id);
    },

    /** Friends with their unread count and newest message time. */
    async friends(userId: string) {
      return queryRows<PersonRow & { unread: number; last_message_at: Date | string | null } & Record<string, unknown>>(
        db,
        sql`select ${personColumns(userId)},
              (select count(*)::int from chat_messages m
                 where m.recipient_id = ${userId} and m.sender_id = p.user_id and m.read_at is null) as unread,
              (select max(m.created_at) from chat_messages m
                 where least(m.sender_id, m.recipient_id) = least(${userId}, p.user_id)
                   and greatest(m.sender_id, m.recipient_id) = greatest(${userId}, p.user_id)) as last_message_at
            from friendships f join profiles p on p.user_id = f.friend_id ${personJoins}
            where f.user_id = ${userId}
            order by p.username`,
      );
    },

    async pending(userId: string, direction: 'incoming' | 'outgoing') {
      const mine = direction === 'incoming' ? sql`r.to_user_id` : sql`r.from_user_id`;
      const other = direction === 'incoming' ? sql`r.from_user_id` : sql`r.to_user_id`;
      return queryRows<PersonRow & { request_id: string; requested_at: Date | string } & Record<string, unknown>>(
        db,
        sql`select r.id as request_id, r.created_at as requested_at, ${personColumns(userId)}
            from friend_requests r join profiles p on p.user_id = ${other} ${personJoins}
            where ${mine} = ${userId} and r.status = 'pending'
            order by r.created_at desc`,
      );
    },

    async blocked(userId: string) {
      return queryRows<PersonRow & Record<string, unknown>>(
        db,
        sql`select ${personColumns(userId)} from blocks b join profiles p on p.user_id = b.blocked_id ${personJoins}
            where b.blocker_id = ${userId} order by b.created_at desc`,
      );
    },

    /** The player's portfolio value in the public game (portfolio_values), 0 before they joined it. */
    async portfolioValue(userId: string): Promise<number> {
      const [row] = await queryRows<{ value: string }>(
        db,
        sql`select v.value_minor::text as value from portfolio_values v
            where v.portfolio_id = (select id from portfolios where game_id = ${PUBLIC_GAME_ID} and user_id = ${userId})`,
      );
      return Number(row?.value ?? 0);
    },

    /** The player's latest trades in the public game. */
    async recentTradesOf(userId: string, limit: number) {
      return queryRows<{ side: 'buy' | 'sell'; symbol: string; quantity: number; created_at: Date | string }>(
        db,
        sql`select t.transaction_type as side, c.symbol, t.quantity::int as quantity, t.created_at
            from transactions t join companies c on c.id = t.company_id
            where t.portfolio_id = (select id from portfolios where game_id = ${PUBLIC_GAME_ID} and user_id = ${userId})
            order by t.created_at desc limit ${limit}`,
      );
    },
  };
}
export type FriendsRepo = ReturnType<typeof createFriendsRepo>;
