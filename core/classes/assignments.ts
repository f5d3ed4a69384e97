// Class assignments (docs/rules.md#classes): when one still counts, what a student needs, and the
// class's tally. The conditions themselves are checked in SQL for the whole class at once
// (server/modules/classes/assignments.repo.ts); this is what both server and web agree on. Pure.
import type { AssignmentProgress, AssignmentTask } from '../schemas/classes';

const DAY_MS = 86_400_000;

/** The moment an assignment stops counting: 00:00 UTC after its due day; null when it has none. */
export function dueEnd(dueOn: string | null): Date | null {
  if (dueOn === null) return null;
  const [y, m, d] = dueOn.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!) + DAY_MS);
}

/** Does the assignment still count at `now`? A due day counts until its very end. */
export function stillCounts(dueOn: string | null, now: Date): boolean {
  const end = dueEnd(dueOn);
  return end === null || now.getTime() < end.getTime();
}

/** The day `now` falls on (UTC): a due day before it is already over. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** What a student must reach: companies (and sectors) to hold, reasoned trades, or one event. */
export function needOf(task: AssignmentTask): Pick<AssignmentProgress, 'need' | 'sectors'> {
  switch (task.template) {
    case 'diversify':
      return { need: task.params.companies, sectors: { have: 0, need: task.params.sectors } };
    case 'write_reasons':
      return { need: task.params.trades };
    case 'limit_below_market':
    case 'beat_index':
    case 'finish_lesson':
      return { need: 1 };
  }
}

/** Has the progress reached what the task needs (every part of it)? */
export function progressMet(progress: AssignmentProgress): boolean {
  return progress.have >= progress.need && (!progress.sectors || progress.sectors.have >= progress.sectors.need);
}

/** "N of M students done": done counts whoever met it once, even if they since sold. */
export function tally(students: readonly { done: boolean }[]): { done: number; of: number } {
  return { done: students.filter((s) => s.done).length, of: students.length };
}
