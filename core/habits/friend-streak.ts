// The friend streak (docs/rules.md#habits): days in a row on which both friends did at least one
// quest, each on their own calendar day. Counted back from today, or from yesterday while today is
// still open. No freeze: it is a shared habit, kept together. Pure.
import { addDays } from './days';

export function pairStreak(mine: ReadonlySet<string>, theirs: ReadonlySet<string>, today: string): number {
  const both = (day: string) => mine.has(day) && theirs.has(day);
  let day = both(today) ? today : addDays(today, -1);
  let days = 0;
  while (both(day)) {
    days += 1;
    day = addDays(day, -1);
  }
  return days;
}
