// The streak-at-risk reminder (docs/rules.md#habits): once a day, in the player's evening, when
// their streak is alive and no quest is done yet today. Runs on the leading instance only, like
// the standings job; the notification's dedupe key (one per player's day) makes a repeat harmless,
// and players already told today are skipped before the notifier is called.
import type { Notifier } from '#core/notifications/types';
import { addDays, localDay, localHour, zoneOrUtc } from '#core/habits/days';
import { streakOn } from '#core/habits/streak';
import type { Database } from '../../db/client';
import { failureMessage } from '../../db/database-errors';
import { createHabitsRepo } from './habits.repo';

/** From this hour on the player's clock, an open day is worth a reminder. */
export const EVENING_HOUR = 18;

export function createStreakRiskJob(options: {
  database: Database;
  notifier: Notifier;
  intervalMs: number;
  now?: () => Date;
  log?: (line: string) => void;
}) {
  const repo = createHabitsRepo(options.database.db);
  const log = options.log ?? console.error;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  /** One pass: returns the players reminded. */
  async function runOnce(): Promise<string[]> {
    const now = options.now?.() ?? new Date();
    // Every zone's today is within a day of UTC's: a streak last kept three UTC days ago is over.
    const candidates = await repo.streaksToWatch(addDays(localDay(now, 'UTC'), -3));
    const due = candidates.flatMap(({ userId, timeZone, state }) => {
      const zone = zoneOrUtc(timeZone);
      const today = localDay(now, zone);
      const streak = streakOn(state, today);
      if (!streak.atRisk || localHour(now, zone) < EVENING_HOUR) return [];
      return [{ userId, key: `streak_at_risk:${today}`, streak: streak.current }];
    });
    const told = await repo.notified(due);
    const reminded: string[] = [];
    for (const d of due) {
      if (told.has(`${d.userId}|${d.key}`)) continue;
      await options.notifier.notify(d.userId, {
        type: 'streak_at_risk',
        params: { streak: d.streak },
        dedupeKey: d.key,
      });
      reminded.push(d.userId);
    }
    return reminded;
  }

  async function loop() {
    if (stopped) return;
    try {
      if (await options.database.tryLeadership()) {
        running = runOnce();
        await running;
      }
    } catch (err) {
      log(`[habits] could not send streak reminders: ${failureMessage(err)}`);
    } finally {
      running = undefined;
      if (!stopped) timer = setTimeout(() => void loop(), options.intervalMs);
    }
  }

  return {
    runOnce,
    start() {
      stopped = false;
      timer = setTimeout(() => void loop(), Math.min(options.intervalMs, 1_000));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
export type StreakRiskJob = ReturnType<typeof createStreakRiskJob>;
