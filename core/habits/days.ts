// The player's day (docs/rules.md#habits): quests and streaks count calendar days in the player's
// own time zone, so a quest done at 23:30 in Tel Aviv counts for that evening, not for UTC's
// tomorrow. Days are "YYYY-MM-DD" strings; arithmetic on them is done on UTC midnights, which
// have no daylight-saving gaps. Pure.
const DAY_MS = 86_400_000;

/** True for a time zone this runtime knows (an IANA name such as "Asia/Jerusalem", or "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone to count days in: the stored one when it is known, UTC otherwise. */
export function zoneOrUtc(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

function partsIn(at: Date, zone: string) {
  const parts = Object.fromEntries(
    formatIn(zoneOrUtc(zone))
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

/** The calendar day at `at` in `zone`: "2026-11-26". */
export function localDay(at: Date, zone: string): string {
  return partsIn(at, zone).day;
}

/** The hour (0-23) on the wall clock at `at` in `zone`. */
export function localHour(at: Date, zone: string): number {
  return partsIn(at, zone).hour;
}

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
