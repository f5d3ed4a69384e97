// The assignment sweep (docs/rules.md#classes): holdings and the board are only known as they are
// now, so an assignment on them is checked now and then for every running class, not only when a
// teacher or student reads it; a student who met it while nobody looked still gets it done.
import { weekStart } from '#core/competition/week';
import type { Db } from '../../db/client';
import { createAssignmentsRepo } from './assignments.repo';

/** How often the sweep runs at most: a condition held for less than this may pass unseen. */
export const ASSIGNMENT_SWEEP_MS = 60_000;

export function createAssignmentSweep(db: Db) {
  const repo = createAssignmentsRepo(db);
  let lastAt = -Infinity;

  return {
    /** Checks every class with a lasting assignment open at `now`; answers how many were checked. */
    async sweep(now: Date, { force = false } = {}): Promise<number> {
      if (!force && now.getTime() - lastAt < ASSIGNMENT_SWEEP_MS) return 0;
      lastAt = now.getTime();
      const classes = await repo.lastingOpen(now);
      for (const gameId of classes) await repo.check(gameId, now, weekStart(now));
      return classes.length;
    },
  };
}
export type AssignmentSweep = ReturnType<typeof createAssignmentSweep>;
