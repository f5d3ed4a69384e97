// The competition week: from Sunday 00:00 UTC to the next Sunday 00:00 UTC. Pure.
const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** The Sunday 00:00 UTC that starts the week holding `at`. */
export function weekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight - at.getUTCDay() * DAY_MS);
}

/** The next week's start: the moment this week is decided. */
export function weekEnd(at: Date): Date {
  return new Date(weekStart(at).getTime() + WEEK_MS);
}

/** A week's stable name, its start date: "2026-11-22". */
export function weekId(at: Date): string {
  return weekStart(at).toISOString().slice(0, 10);
}

/** The week before the one holding `at`. */
export function previousWeekStart(at: Date): Date {
  return new Date(weekStart(at).getTime() - WEEK_MS);
}
