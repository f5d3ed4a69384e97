import { CalendarCheck, Flame, Snowflake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../lib/format';
import { useHabits } from '../api/habits';
import { FriendStreak } from './friend-streak';
import { QuestRow } from './quest-row';

/**
 * "Today": the day's three quests with their checks and XP, the streak with its freeze, and the
 * friend streak with its picker (docs/rules.md#habits). On the profile and the feed.
 */
export function TodayCard({ className }: { className?: string }) {
  const { t, ready } = useTranslation('habits', { useSuspense: false });
  const format = useFormat();
  const habits = useHabits();
  if (!ready || !habits.data) {
    if (habits.isError) return null;
    return (
      <div className={className} aria-busy>
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  const { quests, streak, friend } = habits.data;
  const done = quests.filter((q) => q.done).length;

  return (
    <div id="today" className={className} data-testid="today-card">
      <SectionCard title={t('habits.today.title')} icon={CalendarCheck}>
        {/* Wide screens: the streaks at the start, the quests beside them. */}
        <div className="grid gap-x-8 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
          <div>
            <p className="flex items-center gap-1.5 text-lg font-extrabold text-slate-900" data-testid="today-streak">
              <Flame
                className={streak.doneToday ? 'size-6 fill-orange-400 text-orange-600' : 'size-6 text-slate-400'}
                aria-hidden
              />
              {t('habits.streak.days', { count: streak.current, n: format.integer(streak.current) })}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {streak.atRisk
                ? t('habits.streak.atRisk')
                : t('habits.streak.best', { count: streak.best, n: format.integer(streak.best) })}
            </p>
            <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700">
              <Snowflake
                className={
                  streak.freezes > 0 ? 'mt-0.5 size-4 shrink-0 text-sky-600' : 'mt-0.5 size-4 shrink-0 text-slate-400'
                }
                aria-hidden
              />
              {streak.freezes > 0 ? t('habits.streak.freezeHeld') : t('habits.streak.freezeHow')}
            </p>
          </div>
          <div className="max-lg:mt-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <p className="text-sm font-semibold text-slate-700">
              {t('habits.today.progress', { done: format.integer(done), total: format.integer(quests.length) })}
            </p>
            <ul className="divide-y divide-slate-100">
              {quests.map((q) => (
                <QuestRow key={q.id} {...q} />
              ))}
            </ul>
          </div>
          <FriendStreak friend={friend} className="lg:col-start-1 lg:row-start-2" />
        </div>
      </SectionCard>
    </div>
  );
}
