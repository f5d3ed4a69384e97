// When a notification may go out as a push message (docs/rules.md#notifications): never while the
// player has push off or that type switched off, never in their quiet hours or school hours, and
// no more than their daily cap on one local day. The in-app notification exists either way.
import { localTime } from '../local-time';
import type { NotificationType } from './types';

/** The most push messages a player may allow themselves a day. */
export const MAX_DAILY_PUSH_CAP = 20;

export interface PushRules {
  pushNotifications: boolean;
  pushTypes: Record<NotificationType, boolean>;
  quietHours: { start: string; end: string };
  schoolHours: boolean;
  dailyCap: number;
}

/** School hours are 08:00 to 15:00 local time on school days: Monday to Friday. */
export const SCHOOL_HOURS = { start: '08:00', end: '15:00', weekdays: [1, 2, 3, 4, 5] } as const;
/** Israel's school week runs Sunday to Friday (many of the app's Hebrew readers live there). */
const SCHOOL_WEEKDAYS_BY_ZONE: Record<string, readonly number[]> = {
  'Asia/Jerusalem': [0, 1, 2, 3, 4, 5],
  'Asia/Tel_Aviv': [0, 1, 2, 3, 4, 5],
};

export function schoolWeekdays(timeZone: string | null | undefined): readonly number[] {
  return (timeZone && SCHOOL_WEEKDAYS_BY_ZONE[timeZone]) || SCHOOL_HOURS.weekdays;
}

export type PushVerdict = 'send' | 'push_off' | 'type_off' | 'quiet_hours' | 'school_hours' | 'daily_cap';

export { localTime, type LocalTime } from '../local-time';

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `minutes` falls in [start, end); a start after the end crosses midnight; equal means none. */
export function inWindow(minutes: number, start: string, end: string): boolean {
  const s = toMinutes(start);
  const e = toMinutes(end);
  if (s === e) return false;
  return s < e ? minutes >= s && minutes < e : minutes >= s || minutes < e;
}

/**
 * The verdict for one notification at `at`. `pushedAt` are the player's earlier pushes (any recent
 * ones: only those on the same local day count against the cap).
 */
export function pushVerdict(
  rules: PushRules,
  type: NotificationType,
  at: Date,
  timeZone: string | null | undefined,
  pushedAt: readonly Date[],
): PushVerdict {
  if (!rules.pushNotifications) return 'push_off';
  if (!rules.pushTypes[type]) return 'type_off';
  const now = localTime(at, timeZone);
  if (inWindow(now.minutes, rules.quietHours.start, rules.quietHours.end)) return 'quiet_hours';
  if (
    rules.schoolHours &&
    schoolWeekdays(timeZone).includes(now.weekday) &&
    inWindow(now.minutes, SCHOOL_HOURS.start, SCHOOL_HOURS.end)
  )
    return 'school_hours';
  const today = pushedAt.filter((p) => localTime(p, timeZone).day === now.day).length;
  if (today >= rules.dailyCap) return 'daily_cap';
  return 'send';
}
