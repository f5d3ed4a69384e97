// Keeps players' XP and achievements current as they trade: each fill on the bus (from any
// instance) schedules a refresh of that player, coalesced over a short window so a burst of
// fills costs one refresh, and at most one refresh per player every few seconds (a refresh reads
// all of the player's trades, so a bot trading many times a second must not pay it on each). The
// leading instance does the work (the awards' unique keys would make duplicate work harmless, but
// it would still be work). New achievements go back over the bus to the player's sockets, wherever
// they are connected.
import type { Database } from '../../db/client';
import type { EventBus } from '../../realtime';
import { createProgressRepo, type ProgressResult } from './progress.repo';
import { failureMessage } from '../../db/database-errors';

export interface ProgressTrackerOptions {
  database: Database;
  bus: EventBus;
  /** How long fills of one player are gathered before their refresh (ms). */
  coalesceMs?: number;
  /** The least time between the starts of two refreshes of one player (ms). */
  minGapMs?: number;
  /**
   * A read refreshes a player whose last refresh is older than this even when no event said
   * anything changed (ms): the safety net for a change no event reports. Every change the game
   * makes does report one (fills and `progress` and `friends` events, from any instance), so this
   * is long: a refresh reads all of a player's trades, and under load the profile's reads would
   * pay for it every few seconds.
   */
  staleAfterMs?: number;
  log?: (line: string) => void;
}

export function createProgressTracker(options: ProgressTrackerOptions) {
  const repo = createProgressRepo(options.database.db);
  const log = options.log ?? console.error;
  const coalesceMs = options.coalesceMs ?? 500;
  const minGapMs = options.minGapMs ?? 5000;
  const staleAfterMs = Math.max(minGapMs, options.staleAfterMs ?? 60_000);
  const pending = new Map<string, NodeJS.Timeout>();
  const lastStarted = new Map<string, number>();
  /**
   * Players whose progress changed by something other than a fill (touch), since when: their next
   * read refreshes. Once older than `staleAfterMs` an entry says nothing the stale rule does not.
   */
  const touched = new Map<string, number>();
  /**
   * What was stored before this process started is taken as current for a while: every change
   * since reports itself (a fill, a touch). Each player's safety-net refresh falls somewhere in the
   * first `staleAfterMs` after the start (spread by their id), and every `staleAfterMs` after the
   * last one: a restart must not make every player's next read pay a full refresh at once.
   */
  const startedAt = Date.now();
  const lastRefreshOf = (userId: string) => lastStarted.get(userId) ?? startedAt - spreadWithin(userId, staleAfterMs);
  const running = new Set<Promise<unknown>>();
  /** Refreshes under way, by player: a second ask waits for the same one. */
  const inflight = new Map<string, Promise<ProgressResult>>();
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

  /**
   * Starts a refresh of the player now, or joins the one under way; `fresh` when something happened
   * since that one started (a fill): then a new one follows it.
   */
  function run(userId: string, fresh = false): Promise<ProgressResult> {
    const current = inflight.get(userId);
    if (current && !fresh) return current;
    const work: Promise<ProgressResult> = (async () => {
      await current?.catch(() => {});
      lastStarted.set(userId, Date.now());
      touched.delete(userId);
      return refresh(userId);
    })().finally(() => {
      if (inflight.get(userId) === work) inflight.delete(userId);
    });
    inflight.set(userId, work);
    return work;
  }

  /**
   * For a reader (GET /api/me/progress): refreshes now when a fill of the player waits for its
   * refresh, when something else changed (touch), or when the last refresh is stale;
   * otherwise what is stored is current (a refresh reads every trade of the player: reading the
   * profile page over and over must not repeat it).
   */
  async function refreshIfDue(userId: string): Promise<void> {
    const timer = pending.get(userId);
    if (timer) {
      clearTimeout(timer);
      pending.delete(userId);
      await run(userId, true);
      return;
    }
    const current = inflight.get(userId);
    if (current) return void (await current);
    if (!touched.has(userId) && Date.now() - lastRefreshOf(userId) < staleAfterMs) return;
    await run(userId);
  }

  /** Something besides a fill changed the player's progress (onboarding, a referral, a friend). */
  function touch(userId: string) {
    touched.set(userId, Date.now());
  }

  /**
   * Tells every instance that these players' progress changed: here at once (a read right after
   * the change sees it), elsewhere when the bus delivers.
   */
  function changed(userIds: string[]) {
    userIds.forEach(touch);
    options.bus.publish({ type: 'progress', userIds }).catch((err: Error) => {
      log(`[progress] could not tell other instances of a change: ${failureMessage(err)}`);
    });
  }

  function schedule(userId: string) {
    if (stopped || pending.has(userId)) return;
    const now = Date.now();
    forgetOlderThan(now - staleAfterMs);
    pending.set(
      userId,
      setTimeout(
        () => {
          pending.delete(userId);
          // Here too, not only in run(): an instance that does not lead still knows the refresh is done.
          lastStarted.set(userId, Date.now());
          const work = (async () => {
            if (!(await options.database.tryLeadership())) return;
            await run(userId, true);
          })()
            .catch((err: Error) => log(`[progress] could not refresh a player: ${failureMessage(err)}`))
            .finally(() => running.delete(work));
          running.add(work);
        },
        refreshDelay(lastStarted.get(userId), now, coalesceMs, minGapMs),
      ),
    );
  }

  /**
   * Drops start times that no longer hold a refresh back, so the map holds the players active
   * lately; at most once a second, so a busy market does not walk the map on every fill.
   */
  let lastSweep = 0;
  function forgetOlderThan(time: number) {
    if (lastStarted.size + touched.size < 1000 || Date.now() - lastSweep < 1000) return;
    lastSweep = Date.now();
    for (const [userId, started] of lastStarted) if (started < time) lastStarted.delete(userId);
    for (const [userId, at] of touched) if (at < time) touched.delete(userId);
  }

  const unsubscribe = options.bus.subscribe((event) => {
    if (event.type === 'fill') schedule(event.userId);
    else if (event.type === 'friends' || event.type === 'progress') event.userIds.forEach(touch);
  });

  return {
    refresh,
    refreshIfDue,
    changed,
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

/** A fixed point in [0, span) for this id (FNV-1a): spreads per-player timers evenly, the same on every call. */
export function spreadWithin(id: string, span: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return span > 0 ? (hash >>> 0) % Math.floor(span) : 0;
}
