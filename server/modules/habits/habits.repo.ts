// Habits' SQL (docs/rules.md#habits): the player's zone, what quests they can be offered, quest
// completions, the stored streak, and the friend they keep a streak with.
import { sql } from 'drizzle-orm';
import type { QuestId } from '#core/habits/quests';
import { EMPTY_STREAK, type StreakState } from '#core/habits/streak';
import { inTransaction, queryRows, type Db } from '../../db/client';
import { displayNameSql } from '../../db/display-name-sql';

interface StreakRow extends Record<string, unknown> {
  current: number;
  best: number;
  last_day: string | null;
  freezes: number;
  freeze_earned_week: string | null;
}

const toState = (row: StreakRow | undefined): StreakState =>
  row
    ? {
        current: row.current,
        best: row.best,
        lastDay: row.last_day,
        freezes: row.freezes,
        freezeEarnedWeek: row.freeze_earned_week,
      }
    : EMPTY_STREAK;

const streakColumns = sql`current, best, last_day::text as last_day, freezes, freeze_earned_week::text as freeze_earned_week`;

export function createHabitsRepo(db: Db) {
  return {
    inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },

    /** The stored zone (null before the browser reported one). */
    async timeZone(userId: string): Promise<string | null> {
      const [row] = await queryRows<{ time_zone: string | null }>(
        db,
        sql`select time_zone from user_settings where user_id = ${userId}`,
      );
      return row?.time_zone ?? null;
    },

    async setTimeZone(userId: string, zone: string): Promise<void> {
      await db.execute(
        sql`insert into user_settings (user_id, time_zone) values (${userId}, ${zone})
            on conflict (user_id) do update set time_zone = excluded.time_zone, updated_at = now()`,
      );
    },

    /** What decides which quests the player can be offered. */
    async eligibility(userId: string): Promise<{ holdsShares: boolean; hasTraded: boolean }> {
      const [row] = await queryRows<{ holds: boolean; traded: boolean }>(
        db,
        sql`select
              exists (select 1 from holdings h join portfolios p on p.id = h.portfolio_id
                      where p.user_id = ${userId} and h.quantity > 0) as holds,
              exists (select 1 from transactions t join portfolios p on p.id = t.portfolio_id
                      where p.user_id = ${userId}) as traded`,
      );
      return { holdsShares: row?.holds === true, hasTraded: row?.traded === true };
    },

    /** The news item exists, is published, and is about a company the player holds shares of now. */
    async newsAboutHeld(userId: string, newsId: string): Promise<'held' | 'not_held' | 'missing'> {
      const [row] = await queryRows<{ held: boolean }>(
        db,
        sql`select exists (select 1 from holdings h join portfolios p on p.id = h.portfolio_id
                           where p.user_id = ${userId} and h.company_id = n.company_id and h.quantity > 0) as held
            from news n where n.id = ${newsId} and n.published_at <= now()`,
      );
      if (!row) return 'missing';
      return row.held ? 'held' : 'not_held';
    },

    async streak(userId: string, on: Db = db): Promise<StreakState> {
      const [row] = await queryRows<StreakRow>(on, sql`select ${streakColumns} from streaks where user_id = ${userId}`);
      return toState(row);
    },

    /** The streak row, locked for this transaction (made first if the player has none). */
    async lockStreak(tx: Db, userId: string): Promise<StreakState> {
      await tx.execute(sql`insert into streaks (user_id) values (${userId}) on conflict (user_id) do nothing`);
      const [row] = await queryRows<StreakRow>(
        tx,
        sql`select ${streakColumns} from streaks where user_id = ${userId} for update`,
      );
      return toState(row);
    },

    async saveStreak(tx: Db, userId: string, s: StreakState): Promise<void> {
      await tx.execute(
        sql`update streaks set current = ${s.current}, best = ${s.best}, last_day = ${s.lastDay}::date,
              freezes = ${s.freezes}, freeze_earned_week = ${s.freezeEarnedWeek}::date, updated_at = now()
            where user_id = ${userId}`,
      );
    },

    /** Records a quest as done on `day`; false when it already was (one completion per quest per day). */
    async complete(tx: Db, userId: string, day: string, questId: QuestId): Promise<boolean> {
      const rows = await queryRows<{ quest_id: string }>(
        tx,
        sql`insert into quest_completions (user_id, day, quest_id) values (${userId}, ${day}::date, ${questId})
            on conflict do nothing returning quest_id`,
      );
      return rows.length > 0;
    },

    /** The quests done on `day`. */
    async doneOn(userId: string, day: string, on: Db = db): Promise<Set<string>> {
      const rows = await queryRows<{ quest_id: string }>(
        on,
        sql`select quest_id from quest_completions where user_id = ${userId} and day = ${day}::date`,
      );
      return new Set(rows.map((r) => r.quest_id));
    },

    /** The days (on or after `since`) with at least one quest done, for each of the given players. */
    async activeDays(userIds: string[], since: string): Promise<Map<string, Set<string>>> {
      const result = new Map(userIds.map((id) => [id, new Set<string>()]));
      if (userIds.length === 0) return result;
      const rows = await queryRows<{ user_id: string; day: string }>(
        db,
        sql`select distinct user_id, day::text as day from quest_completions
            where user_id in (${sql.join(
              userIds.map((id) => sql`${id}`),
              sql`, `,
            )}) and day >= ${since}::date`,
      );
      for (const r of rows) result.get(r.user_id)?.add(r.day);
      return result;
    },

    /**
     * The friend the player picked, while they are still friends (unfriending or blocking ends
     * the friend streak), with whether the friend picked them back.
     */
    async pickedFriend(userId: string) {
      const [row] = await queryRows<{
        friend_id: string;
        username: string | null;
        display_name: string | null;
        avatar: string | null;
        mutual: boolean;
      }>(
        db,
        sql`select fs.friend_id, p.username, ${displayNameSql()} as display_name, p.avatar,
              exists (select 1 from friend_streaks back
                      where back.user_id = fs.friend_id and back.friend_id = fs.user_id) as mutual
            from friend_streaks fs
            join friendships f on f.user_id = fs.user_id and f.friend_id = fs.friend_id
            join profiles p on p.user_id = fs.friend_id
            left join user_settings us on us.user_id = fs.friend_id
            where fs.user_id = ${userId}
              and not exists (select 1 from blocks b
                              where (b.blocker_id = fs.user_id and b.blocked_id = fs.friend_id)
                                 or (b.blocker_id = fs.friend_id and b.blocked_id = fs.user_id))`,
      );
      return row ?? null;
    },

    /** 'friend' when the two are friends and neither blocked the other. */
    async pickable(userId: string, friendId: string): Promise<'friend' | 'not_friends' | 'blocked'> {
      const [row] = await queryRows<{ friends: boolean; blocked: boolean }>(
        db,
        sql`select
              exists (select 1 from friendships where user_id = ${userId} and friend_id = ${friendId}) as friends,
              exists (select 1 from blocks where (blocker_id = ${userId} and blocked_id = ${friendId})
                                              or (blocker_id = ${friendId} and blocked_id = ${userId})) as blocked`,
      );
      if (row?.blocked) return 'blocked';
      return row?.friends ? 'friend' : 'not_friends';
    },

    async pickFriend(userId: string, friendId: string | null): Promise<void> {
      if (friendId === null) {
        await db.execute(sql`delete from friend_streaks where user_id = ${userId}`);
        return;
      }
      await db.execute(
        sql`insert into friend_streaks (user_id, friend_id) values (${userId}, ${friendId})
            on conflict (user_id) do update set friend_id = excluded.friend_id, created_at = now()`,
      );
    },

    /**
     * Players whose streak may be at risk around `now`: a live streak whose last day was recently
     * (the exact day is judged in each player's zone by the caller), with their zone.
     */
    async streaksToWatch(sinceDay: string) {
      return queryRows<StreakRow & { user_id: string; time_zone: string | null }>(
        db,
        sql`select s.user_id, ${streakColumns}, us.time_zone
            from streaks s left join user_settings us on us.user_id = s.user_id
            where s.current > 0 and s.last_day >= ${sinceDay}::date`,
      ).then((rows) => rows.map((r) => ({ userId: r.user_id, timeZone: r.time_zone, state: toState(r) })));
    },

    /** Which of these (user, dedupe key) notifications were already made. */
    async notified(keys: { userId: string; key: string }[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await queryRows<{ user_id: string; dedupe_key: string }>(
        db,
        sql`select user_id, dedupe_key from notifications
            where (user_id, dedupe_key) in (${sql.join(
              keys.map((k) => sql`(${k.userId}, ${k.key})`),
              sql`, `,
            )})`,
      );
      return new Set(rows.map((r) => `${r.user_id}|${r.dedupe_key}`));
    },
  };
}
export type HabitsRepo = ReturnType<typeof createHabitsRepo>;
