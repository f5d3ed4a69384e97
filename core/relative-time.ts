const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type RelativeTime = { unit: 'justNow' } | { unit: 'hours' | 'days'; count: number };

/** SPEC §9: under 1 hour "Just now"; under 24 hours "N hours ago"; otherwise "N days ago". */
export function relativeTime(then: Date | string, now: Date = new Date()): RelativeTime {
  const elapsed = now.getTime() - new Date(then).getTime();
  if (elapsed < HOUR_MS) return { unit: 'justNow' };
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'days', count: Math.floor(elapsed / DAY_MS) };
}
