// The player's day (docs/rules.md#habits): quests and streaks count calendar days in the player's
// own time zone, so a quest done at 23:30 in Tel Aviv counts for that evening, not for UTC's
// tomorrow. Days are "YYYY-MM-DD" strings; arithmetic on them is done on UTC midnights, which
// have no daylight-saving gaps. Pure.
import { localTime } from '../local-time';

const DAY_MS = 86_400_000;

export { isTimeZone, localDay, zoneOrUtc } from '../local-time';

/** The hour (0-23) on the wall clock at `at` in `zone`. */
export const localHour = (at: Date, zone: string): number => localTime(at, zone).hour;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, for negative n). */
export function addDays(day: string, n: number): string {
  return dayOf(dayMs(day) + n * DAY_MS);
}

/** Whole days from `from` to `to` (1 when `to` is the next day; negative when earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** The Monday of the week holding `day` (weeks start on Monday for the freeze rule). */
export function mondayOf(day: string): string {
  const weekday = new Date(dayMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The later of two days (null counts as earliest). */
export function laterDay(a: string, b: string | null): string {
  return b !== null && b > a ? b : a;
}
