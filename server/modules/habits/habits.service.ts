// Habits (docs/rules.md#habits): today's three quests, the daily streak with its freeze, the friend
// streak, and the player's time zone. A quest counts once per quest per day of the player's own
// calendar; the server records what it sees itself (a finished lesson) and checks every claim it
// can (a news item must be about a company the player holds). XP comes through the player's
// progress like every other award.
import type { CompleteQuest, Habits } from '#core/schemas/habits';
import { addDays, isTimeZone, laterDay, localDay, zoneOrUtc } from '#core/habits/days';
import { pairStreak } from '#core/habits/friend-streak';
import { QUEST_XP, questsFor, SERVER_QUESTS, type QuestId } from '#core/habits/quests';
import { recordDay, streakOn, type StreakState } from '#core/habits/streak';
import { avatarOf } from '#core/social/avatars';
import { HttpError } from '../../http/http-error';
import type { RateLimits } from '../../lib/rate-limit';
import type { HabitsRepo } from './habits.repo';

/** What the habits need from the progress tracker: XP brought up to date after a quest. */
export interface HabitsProgress {
  changed(userIds: string[]): void;
  refreshIfDue(userId: string): Promise<void>;
}

/** A browser that reports a new zone every few minutes is refused: a day cannot be replayed this way. */
export const TIME_ZONE_CHANGES = { points: 4, duration: 24 * 3600 };
/** How far back the friend streak looks (a year of days together is plenty to count). */
const FRIEND_STREAK_DAYS = 400;

export function createHabitsService(deps: {
  repo: HabitsRepo;
  progress: HabitsProgress;
  limits: RateLimits;
  now?: () => Date;
  log?: (line: string) => void;
}) {
  const { repo, progress } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console.error;
  const zoneChanges = deps.limits.limit('time-zone', TIME_ZONE_CHANGES);

  /**
   * The player's day: their calendar day, but never before the last day they did a quest, so
   * moving the clock back by changing zone cannot reopen a day already counted.
   */
  async function dayOf(userId: string) {
    const [zone, streak, can] = await Promise.all([
      repo.timeZone(userId),
      repo.streak(userId),
      repo.eligibility(userId),
    ]);
    const timeZone = zoneOrUtc(zone);
    const day = laterDay(localDay(now(), timeZone), streak.lastDay);
    return { timeZone, day, streak, quests: questsFor(userId, day, can) };
  }

  /** Records the quest in the same transaction as the streak it moves; false when already done today. */
  async function record(userId: string, questId: QuestId, day: string, quests: QuestId[]): Promise<boolean> {
    const added = await repo.inTransaction(async (tx) => {
      // The streak row's lock serialises one player's completions.
      const state: StreakState = await repo.lockStreak(tx, userId);
      if (!(await repo.complete(tx, userId, day, questId))) return false;
      const done = await repo.doneOn(userId, day, tx);
      await repo.saveStreak(
        tx,
        userId,
        recordDay(
          state,
          day,
          quests.every((q) => done.has(q)),
        ),
      );
      return true;
    });
    if (added) {
      progress.changed([userId]);
      await progress.refreshIfDue(userId);
    }
    return added;
  }

  async function friendOf(userId: string, day: string): Promise<Habits['friend']> {
    const row = await repo.pickedFriend(userId);
    if (!row) return null;
    let days: number | null = null;
    // Counted only when both picked each other: a friend's activity is shown to those they chose.
    if (row.mutual) {
      const active = await repo.activeDays([userId, row.friend_id], addDays(day, -FRIEND_STREAK_DAYS));
      days = pairStreak(active.get(userId)!, active.get(row.friend_id)!, day);
    }
    return {
      id: row.friend_id,
      username: row.username,
      displayName: row.display_name,
      avatar: avatarOf(row.avatar),
      mutual: row.mutual,
      days,
    };
  }

  async function view(userId: string): Promise<Habits> {
    const { timeZone, day, streak, quests } = await dayOf(userId);
    const [done, friend] = await Promise.all([repo.doneOn(userId, day), friendOf(userId, day)]);
    return {
      day,
      timeZone,
      quests: quests.map((id) => ({ id, done: done.has(id), xp: QUEST_XP })),
      streak: streakOn(streak, day),
      friend,
    };
  }

  return {
    view,

    /** A quest done in the browser, claimed by it: only one of today's three, checked where it can be. */
    async complete(userId: string, questId: QuestId, input: CompleteQuest): Promise<Habits> {
      if (SERVER_QUESTS.includes(questId))
        throw new HttpError(409, 'quest_not_claimable', 'This quest is recorded by the server when it happens.');
      const { day, quests } = await dayOf(userId);
      if (!quests.includes(questId)) throw new HttpError(409, 'quest_not_today', "This is not one of today's quests.");
      if (questId === 'read_news_held') {
        if (!input.newsId) throw new HttpError(400, 'validation_failed', 'newsId is required for this quest.');
        const news = await repo.newsAboutHeld(userId, input.newsId);
        if (news === 'missing') throw new HttpError(404, 'not_found', 'No such news item.');
        if (news === 'not_held')
          throw new HttpError(409, 'news_not_held', 'This news is not about a company you hold.');
      }
      await record(userId, questId, day, quests);
      return view(userId);
    },

    /** The learn module's hook: a lesson finished for the first time completes today's lesson quest. */
    async lessonFinished(userId: string): Promise<void> {
      try {
        const { day, quests } = await dayOf(userId);
        if (quests.includes('finish_lesson')) await record(userId, 'finish_lesson', day, quests);
      } catch (err) {
        // The lesson is finished whatever happens here; the quest is a bonus on top.
        log(`[habits] could not record a finished lesson: ${(err as Error).message}`);
      }
    },

    async pickFriend(userId: string, friendId: string | null): Promise<Habits> {
      if (friendId !== null) {
        const pickable = await repo.pickable(userId, friendId);
        if (pickable === 'blocked')
          throw new HttpError(409, 'friend_not_pickable', 'You cannot keep a streak with this player.');
        if (pickable === 'not_friends')
          throw new HttpError(404, 'not_friends', 'You are not friends with this player.');
      }
      await repo.pickFriend(userId, friendId);
      return view(userId);
    },

    /** The zone the browser reports, in its canonical name. */
    async setTimeZone(userId: string, zone: string): Promise<{ timeZone: string }> {
      if (!isTimeZone(zone)) throw new HttpError(400, 'time_zone_unknown', 'Unknown time zone.');
      const canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
      if ((await repo.timeZone(userId)) === canonical) return { timeZone: canonical };
      await zoneChanges.consume(userId, { message: 'Your time zone was changed too often today.' });
      await repo.setTimeZone(userId, canonical);
      return { timeZone: canonical };
    },
  };
}
export type HabitsService = ReturnType<typeof createHabitsService>;
