import {
  Award,
  BadgeDollarSign,
  Compass,
  Crosshair,
  Flame,
  Layers,
  Lock,
  Medal,
  Rocket,
  Sparkles,
  TrendingUp,
  Trophy,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AchievementId } from '#core/competition/achievements';
import type { Progress } from '#core/schemas/progress';
import { SectionCard } from '../../../components/section-card';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';

// Icons drawn by the app (an emoji depends on the device's fonts).
const ICONS: Record<AchievementId, LucideIcon> = {
  first_trade: Rocket,
  first_profit: BadgeDollarSign,
  diversified: Layers,
  all_sectors: Compass,
  trades_10: Sparkles,
  trades_100: Flame,
  limit_master: Crosshair,
  weekly_gain_10: TrendingUp,
  weekly_top_10: Medal,
  weekly_champion: Trophy,
  first_referral: UserPlus,
  social_butterfly: Users,
};

/** Every achievement with its rule, unlocked ones first (with the day they were earned). */
export function AchievementsCard({ achievements }: { achievements: Progress['achievements'] }) {
  const { t } = usePageTranslation('profile');
  const format = useFormat();
  const unlocked = achievements.filter((a) => a.unlockedAt !== null);
  const ordered = [...unlocked, ...achievements.filter((a) => a.unlockedAt === null)];
  return (
    <SectionCard title={t('profile.achievements.title')} icon={Award}>
      <p className="-mt-1 mb-3 text-sm text-slate-600">
        {t('profile.achievements.summary', { unlocked: unlocked.length, total: achievements.length })}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {ordered.map(({ id, unlockedAt }) => {
          const Icon = ICONS[id as AchievementId] ?? Award;
          return (
            <li
              key={id}
              data-testid="achievement"
              data-state={unlockedAt ? 'unlocked' : 'locked'}
              className={cn(
                'flex flex-col items-start gap-2 rounded-xl p-3 sm:flex-row sm:gap-3',
                unlockedAt ? 'bg-amber-50 ring-1 ring-amber-200' : 'border border-dashed border-slate-300 bg-slate-50',
              )}
            >
              <span
                className={cn(
                  'relative flex size-10 shrink-0 items-center justify-center rounded-full',
                  unlockedAt ? 'bg-amber-100 text-amber-700' : 'bg-slate-200 text-slate-500',
                )}
                aria-hidden
              >
                <Icon className="size-5" />
                {!unlockedAt && (
                  <span className="absolute -end-1 -bottom-1 flex size-5 items-center justify-center rounded-full bg-white ring-1 ring-slate-300">
                    <Lock className="size-3 text-slate-600" />
                  </span>
                )}
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-800">{t(`achievements.items.${id}.name`)}</span>
                <span className="block text-xs text-slate-600">{t(`achievements.items.${id}.description`)}</span>
                <span
                  className={cn(
                    'mt-1 block text-xs font-semibold',
                    unlockedAt ? 'text-amber-800' : 'text-slate-600 uppercase',
                  )}
                >
                  {unlockedAt
                    ? t('profile.achievements.unlockedOn', { date: format.date(unlockedAt) })
                    : t('profile.achievements.locked')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
