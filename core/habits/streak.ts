// The daily streak (docs/rules.md#habits): days in a row with at least one quest done. A freeze is
// earned by finishing all three quests on a day, at most one a week (Monday-based, in the player's
// zone), and at most one is held; a single missed day is covered by a held freeze, which is used up.
// Pure: the server keeps the stored state with `recordDay` and shows it with `streakOn`.
import { daysBetween, mondayOf } from './days';

export interface StreakState {
  current: number;
  best: number;
  /** The last day with a quest done; null before the first. */
  lastDay: string | null;
  freezes: number;
  /** The Monday of the week the last freeze was earned in. */
  freezeEarnedWeek: string | null;
}

export const EMPTY_STREAK: StreakState = { current: 0, best: 0, lastDay: null, freezes: 0, freezeEarnedWeek: null };
export const MAX_FREEZES = 1;

/** The state after a quest done on `day`; `allDone` when that made all of the day's quests done. */
export function recordDay(state: StreakState, day: string, allDone: boolean): StreakState {
  const next = { ...state };
  const gap = state.lastDay === null ? Infinity : daysBetween(state.lastDay, day);
  if (gap >= 1) {
    if (gap === 1) next.current = state.current + 1;
    else if (gap === 2 && state.freezes > 0) {
      next.current = state.current + 1;
      next.freezes = state.freezes - 1;
    } else next.current = 1;
    next.lastDay = day;
  }
  // gap 0: another quest the same day; gap < 0 never moves the streak back (a zone change).
  next.best = Math.max(next.best, next.current);
  const week = mondayOf(day);
  if (allDone && gap >= 0 && next.freezes < MAX_FREEZES && state.freezeEarnedWeek !== week) {
    next.freezes += 1;
    next.freezeEarnedWeek = week;
  }
  return next;
}

export interface StreakView {
  current: number;
  best: number;
  freezes: number;
  /** The streak ends (or uses its freeze) unless a quest is done today. */
  atRisk: boolean;
  doneToday: boolean;
}

/**
 * The streak as it stands on `today`: the stored value while it is alive, 0 once the days missed
 * since the last active day are more than a held freeze covers.
 */
export function streakOn(state: StreakState, today: string): StreakView {
  const base = { best: state.best, freezes: state.freezes };
  if (state.lastDay === null || state.current === 0) return { ...base, current: 0, atRisk: false, doneToday: false };
  const gap = daysBetween(state.lastDay, today);
  if (gap <= 0) return { ...base, current: state.current, atRisk: false, doneToday: true };
  if (gap === 1 || (gap === 2 && state.freezes > 0))
    return { ...base, current: state.current, atRisk: true, doneToday: false };
  return { ...base, current: 0, atRisk: false, doneToday: false };
}
