// A referral is decided at the new player's first trade (docs/rules.md#referrals): each fill on the
// bus, from any instance, asks the leading instance to decide that player's waiting referral.
// Players known to have nothing waiting are remembered, so a busy trader costs one query, once.
import type { Database } from '../../db/client';
import { failureMessage } from '../../db/database-errors';
import type { EventBus } from '../../realtime';

/** Past this many remembered players the memory starts again (each costs one more query, once). */
const MAX_REMEMBERED = 100_000;

export function createReferralActivator(options: {
  database: Pick<Database, 'tryLeadership'>;
  bus: EventBus;
  /** Decides the player's waiting referral; null when none was waiting (or it cannot be decided yet). */
  activate: (userId: string) => Promise<unknown>;
  log?: (line: string) => void;
}) {
  const log = options.log ?? console.error;
  const settled = new Set<string>();
  const running = new Map<string, Promise<void>>();

  function decide(userId: string) {
    if (settled.has(userId) || running.has(userId)) return;
    const work = (async () => {
      if (!(await options.database.tryLeadership())) return;
      await options.activate(userId);
      // Decided now, or nothing waited: a referral is claimed within a day of sign-up and the
      // claim decides it at once if the player has traded, so fills need not ask again.
      if (settled.size >= MAX_REMEMBERED) settled.clear();
      settled.add(userId);
    })()
      .catch((err: Error) => log(`[referrals] could not decide a referral: ${failureMessage(err)}`))
      .finally(() => running.delete(userId));
    running.set(userId, work);
  }

  const unsubscribe = options.bus.subscribe((event) => {
    if (event.type === 'fill') decide(event.userId);
  });

  return {
    /** This instance's own fill: decided now, not only when the bus brings the event back. */
    decide,
    /** Resolves once every decision under way has finished (tests, shutdown). */
    async settle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
    async stop() {
      unsubscribe();
      await this.settle();
    },
  };
}
export type ReferralActivator = ReturnType<typeof createReferralActivator>;
