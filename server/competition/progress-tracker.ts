// Keeps players' XP and achievements current as they trade: each fill on the bus (from any
// instance) schedules a refresh of that player, coalesced over a short window so a burst of
// fills costs one refresh. The leading instance does the work (the awards' unique keys would make
// duplicate work harmless, but it would still be work). New achievements go back over the bus to
// the player's sockets, wherever they are connected.
import type { Database } from '../db/client';
import type { EventBus } from '../realtime';
import { createProgressRepo, type ProgressResult } from './progress.repo';
import { failureMessage } from '../db/database-errors';

export interface ProgressTrackerOptions {
  database: Database;
  bus: EventBus;
  /** How long fills of one player are gathered before their refresh (ms). */
  coalesceMs?: number;
  log?: (line: string) => void;
}

export function createProgressTracker(options: ProgressTrackerOptions) {
  const repo = createProgressRepo(options.database.db);
  const log = options.log ?? console.error;
  const coalesceMs = options.coalesceMs ?? 500;
  const pending = new Map<string, NodeJS.Timeout>();
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
    pending.set(
      userId,
      setTimeout(() => {
        pending.delete(userId);
        const work = (async () => {
          if (!(await options.database.tryLeadership())) return;
          await refresh(userId);
        })()
          .catch((err: Error) => log(`[progress] could not refresh a player: ${failureMessage(err)}`))
          .finally(() => running.delete(work));
        running.add(work);
      }, coalesceMs),
    );
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
