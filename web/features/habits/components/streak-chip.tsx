import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useHabits } from '../api/habits';
import { useHabitEvents } from '../hooks/use-habit-events';

/**
 * The top bar's streak: a flame and the days in a row, lit once a quest is done today, amber while
 * the streak waits for today's quest. It leads to the Today card; it also reports the browser's
 * zone and claims the quests the page reports (a signed-in player only: it is shown only then).
 */
export function StreakChip() {
  const { t, ready } = useTranslation('habits', { useSuspense: false });
  const format = useFormat();
  const habits = useHabits();
  useHabitEvents(habits.data);
  if (!habits.data || !ready) return null;
  const { current, doneToday, atRisk } = habits.data.streak;
  const n = format.integer(current);
  // The visible number is part of the name (what a voice-control user says to press it).
  const label = atRisk ? t('habits.chip.atRisk', { n }) : t('habits.chip.label', { n });
  return (
    <Link
      to="/profile#today"
      aria-label={label}
      title={label}
      data-testid="streak-chip"
      className={cn(
        // Phones: the flame with the number under it, narrow (the header holds six controls on 360 px).
        'flex h-11 min-w-6 shrink-0 flex-col items-center justify-center rounded-lg text-xs leading-none font-bold tabular-nums hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-9 sm:flex-row sm:gap-0.5 sm:rounded-full sm:px-2 sm:text-sm',
        doneToday ? 'text-orange-600' : atRisk ? 'text-amber-700' : 'text-slate-600',
      )}
    >
      <Flame className={cn('size-5', doneToday && 'fill-orange-400')} aria-hidden />
      <span aria-hidden>{n}</span>
    </Link>
  );
}
