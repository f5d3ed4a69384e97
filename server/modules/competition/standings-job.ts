// The standings job: on the leading instance, every few seconds, decide the week that just ended in
// each game with a weekly board (once: the prize is paid at most once whoever races), form this
// week's leagues (once too), and refresh this week's boards, placing newcomers in their leagues.
// Deciding comes first, so last week's prize lands before this week's start values are fixed and
// counts as an inflow, not as gain; the leagues move on last week's final board.
import { previousWeekStart, weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import type { Database } from '../../db/client';
import { createAssignmentSweep, createPaychecks } from '../classes';
import { createLeaguesRepo } from './leagues.repo';
import { createProgressRepo } from './progress.repo';
import { createStandingsRepo, type Decision } from './standings.repo';
import { failureMessage } from '../../db/database-errors';

export interface StandingsJobOptions {
  database: Database;
  intervalMs: number;
  now?: () => Date;
  /** After a game's week is decided here (the winner's cached reads, a toast...). */
  onDecided?: (decision: Decision) => void;
  /** Players who got a finished week's XP (top 10, winner): their achievements may unlock now. */
  onWeekAwarded?: (userIds: string[]) => void;
  /** After the board was refreshed (the leaderboard's cached read). */
  onRefreshed?: () => void;
  /** After each pass, on the leader: notices worked out from the fresh board (rank moves, due assignments). */
  onPassed?: (now: Date, weekStart: Date) => Promise<void>;
  log?: (line: string) => void;
}

/**
 * Time until the next pass: the configured interval, but at least three times what the last pass
 * took, so refreshing a very large board never holds the database
 * more than a quarter of the time. The board is then a little older, never a burden.
 */
export function nextPassDelayMs(intervalMs: number, lastPassMs: number): number {
  return Math.max(intervalMs, Math.ceil(3 * lastPassMs));
}

export function createStandingsJob(options: StandingsJobOptions) {
  const repo = createStandingsRepo(options.database.db);
  const progress = createProgressRepo(options.database.db);
  const leagues = createLeaguesRepo(options.database.db);
  const paychecks = createPaychecks(options.database.db);
  const assignments = createAssignmentSweep(options.database.db);
  const log = options.log ?? console.error;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  /**
   * One pass. A game's previous week is decided only if it had a board; the final figures are
   * the ones of the last refresh before the week ended (within one interval of its end).
   */
  async function runOnce(): Promise<{ decided: Decision[]; written: number; placed: number }> {
    const now = options.now?.() ?? new Date();
    const previous = previousWeekStart(now);
    const current = weekStart(now);
    const decided: Decision[] = [];
    for (const gameId of await repo.weeklyGames(previous)) {
      if ((await repo.isDecided(gameId, previous)) || !(await repo.hasStandings(gameId, previous))) continue;
      const decision = await repo.decide(gameId, previous, await repo.prizeMinor(gameId), await repo.prizeRules());
      if (!decision) continue;
      decided.push(decision);
      options.onDecided?.(decision);
    }
    // Every pass (cheap: ten rows by the index; unique keys make repeats no-ops), so a pass that
    // failed after the decision still hands out the week's XP on the next one.
    const awarded = await progress.awardWeek(previous);
    if (awarded.length > 0) options.onWeekAwarded?.(awarded);
    // Classes' paychecks land with the week's start, before its first refresh: an inflow, not gain.
    await paychecks.payWeek(current);
    // Cheap once formed: one insert that finds its key taken.
    // Leagues are the public game's; a class's board is the whole class.
    await leagues.rollover(PUBLIC_GAME_ID, current, previous);
    const written = await repo.refresh(current);
    const placed = await leagues.placeLatecomers(current);
    // On the fresh board: a class assignment to beat the index counts the score just written.
    await assignments.sweep(now);
    options.onRefreshed?.();
    // The board is refreshed whatever the notices do: their failure is only logged.
    await options.onPassed?.(now, current).catch((err: unknown) => log(`[standings] notices: ${failureMessage(err)}`));
    return { decided, written, placed };
  }

  async function loop() {
    if (stopped) return;
    const started = performance.now();
    try {
      if (await options.database.tryLeadership()) {
        running = runOnce();
        await running;
      }
    } catch (err) {
      log(`[standings] could not refresh the weekly board: ${failureMessage(err)}`);
    } finally {
      running = undefined;
      const delay = nextPassDelayMs(options.intervalMs, performance.now() - started);
      if (!stopped) timer = setTimeout(() => void loop(), delay);
    }
  }

  return {
    runOnce,
    start() {
      stopped = false;
      // The first pass soon after start: a restart across Sunday midnight decides the week.
      timer = setTimeout(() => void loop(), Math.min(options.intervalMs, 1_000));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
export type StandingsJob = ReturnType<typeof createStandingsJob>;
