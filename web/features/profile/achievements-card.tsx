import { Award, Layers, Lock, Rocket, Trophy, TrendingUp, UserPlus, CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';

// Achievements unlock once trading and the leaderboard exist; until then they are all honestly locked.
const ACHIEVEMENTS = [
  { key: 'firstTrade', icon: Rocket },
  { key: 'firstProfit', icon: TrendingUp },
  { key: 'diversified', icon: Layers },
  { key: 'weeklyWinner', icon: CalendarCheck },
  { key: 'topTen', icon: Trophy },
  { key: 'friendReferrer', icon: UserPlus },
] as const;

/** A grid of achievements with their locked state. */
export function AchievementsCard() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('profile.achievements.title')} icon={Award}>
      <p className="-mt-1 mb-3 text-sm text-slate-600">
        {t('profile.achievements.summary', { unlocked: 0, total: ACHIEVEMENTS.length })}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {ACHIEVEMENTS.map(({ key, icon: Icon }) => (
          <li
            key={key}
            data-testid="achievement"
            data-state="locked"
            className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3 sm:flex-row sm:gap-3"
          >
            <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500">
              <Icon className="size-5" aria-hidden />
              <span className="absolute -end-1 -bottom-1 flex size-5 items-center justify-center rounded-full bg-white ring-1 ring-slate-300">
                <Lock className="size-3 text-slate-600" aria-hidden />
              </span>
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-800">
                {t(`profile.achievements.items.${key}.name`)}
              </span>
              <span className="block text-xs text-slate-600">{t(`profile.achievements.items.${key}.description`)}</span>
              <span className="mt-1 block text-xs font-semibold text-slate-600 uppercase">
                {t('profile.achievements.locked')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
