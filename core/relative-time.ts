const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type RelativeTime = { unit: 'justNow' } | { unit: 'hours' | 'days'; count: number };

/** Under 1 hour "Just now", under 24 hours "N hours ago", then "N days ago" (docs/rules.md#display). */
export function relativeTime(then: Date | string, now: Date = new Date()): RelativeTime {
  const elapsed = now.getTime() - new Date(then).getTime();
  if (elapsed < HOUR_MS) return { unit: 'justNow' };
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'days', count: Math.floor(elapsed / DAY_MS) };
}
