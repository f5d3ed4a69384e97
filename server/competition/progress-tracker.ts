// Keeps players' XP and achievements current as they trade: each fill on the bus (from any
// instance) schedules a refresh of that player, coalesced over a short window so a burst of
// fills costs one refresh, and at most one refresh per player every few seconds (a refresh reads
// all of the player's trades, so a bot trading many times a second must not pay it on each). The
// leading instance does the work (the awards' unique keys would make duplicate work harmless, but
// it would still be work). New achievements go back over the bus to the player's sockets, wherever
// they are connected.
import type { Database } from '../db/client';
import type { EventBus } from '../realtime';
import { createProgressRepo, type ProgressResult } from './progress.repo';
import { failureMessage } from '../db/database-errors';

export interface ProgressTrackerOptions {
  database: Database;
  bus: EventBus;
  /** How long fills of one player are gathered before their refresh (ms). */
  coalesceMs?: number;
  /** The least time between the starts of two refreshes of one player (ms). */
  minGapMs?: number;
  log?: (line: string) => void;
}

export function createProgressTracker(options: ProgressTrackerOptions) {
  const repo = createProgressRepo(options.database.db);
  const log = options.log ?? console.error;
  const coalesceMs = options.coalesceMs ?? 500;
  const minGapMs = options.minGapMs ?? 5000;
  const pending = new Map<string, NodeJS.Timeout>();
  const lastStarted = new Map<string, number>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  /** Refreshes one player now and tells their sockets about new achievements. */
  async function refresh(userId: string): Promise<ProgressResult> {
    const result = await repo.refresh(userId);
    if (result.unlocked.length > 0) {
      const { xp } = await repo.read(userId);
      await options.bus.publish({
        type: 'achievement',
        userId,
        achievements: result.unlocked.map((id) => ({ id, xp })),
      });
    }
    return result;
  }

  function schedule(userId: string) {
    if (stopped || pending.has(userId)) return;
    const now = Date.now();
    forgetOlderThan(now - minGapMs);
    pending.set(
      userId,
      setTimeout(
        () => {
          pending.delete(userId);
          lastStarted.set(userId, Date.now());
          const work = (async () => {
            if (!(await options.database.tryLeadership())) return;
            await refresh(userId);
          })()
            .catch((err: Error) => log(`[progress] could not refresh a player: ${failureMessage(err)}`))
            .finally(() => running.delete(work));
          running.add(work);
        },
        refreshDelay(lastStarted.get(userId), now, coalesceMs, minGapMs),
      ),
    );
  }

  /** Drops start times that no longer hold a refresh back, so the map stays as small as the burst. */
  function forgetOlderThan(time: number) {
    if (lastStarted.size < 1000) return;
    for (const [userId, started] of lastStarted) if (started < time) lastStarted.delete(userId);
  }

  const unsubscribe = options.bus.subscribe((event) => {
    if (event.type === 'fill') schedule(event.userId);
  });

  return {
    refresh,
    schedule,
    async stop() {
      stopped = true;
      unsubscribe();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      await Promise.allSettled([...running]);
    },
  };
}
export type ProgressTracker = ReturnType<typeof createProgressTracker>;

/** How long to wait before refreshing a player whose last refresh started at `lastStarted`. */
export function refreshDelay(lastStarted: number | undefined, now: number, coalesceMs: number, minGapMs: number) {
  if (lastStarted === undefined) return coalesceMs;
  return Math.max(coalesceMs, lastStarted + minGapMs - now);
}
