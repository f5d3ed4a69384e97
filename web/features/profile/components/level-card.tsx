import { Medal, Star } from 'lucide-react';
import { useId } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import type { Progress } from '#core/schemas/progress';
import { useFormat } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';

/** Level, XP progress toward the next level, and this week's rank (GET /api/me/progress). */
export function LevelCard({ progress }: { progress: Progress }) {
  const { t } = usePageTranslation('profile');
  const format = useFormat();
  const progressLabelId = useId();
  const LEVEL = progress.level;
  const span = progress.nextLevelXp - progress.levelStartXp;
  const PROGRESS_PERCENT = span > 0 ? Math.floor(((progress.xp - progress.levelStartXp) * 100) / span) : 100;
  return (
    <SectionCard title={t('profile.level.title')} icon={Star}>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-700">{t('profile.level.level')}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="profile-level">
            {format.integer(LEVEL)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <dt className="flex items-center gap-1 text-sm font-medium text-slate-700">
            <Medal className="size-4 text-slate-500" aria-hidden />
            {t('profile.level.rank')}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="profile-rank">
            {progress.weeklyRank === null ? (
              <>
                <span aria-hidden>—</span>
                <span className="sr-only">{t('profile.level.unranked')}</span>
              </>
            ) : (
              <Link to="/leaderboard" className="tabular-nums hover:underline">
                #{format.integer(progress.weeklyRank)}
              </Link>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span id={progressLabelId} className="font-medium text-slate-700">
            {t('profile.level.progressLabel', { level: format.integer(LEVEL + 1) })}
          </span>
          <span className="font-semibold text-slate-900 tabular-nums" data-testid="profile-xp">
            {t('profile.level.xpOf', { xp: format.integer(progress.xp), next: format.integer(progress.nextLevelXp) })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={progressLabelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={PROGRESS_PERCENT}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${PROGRESS_PERCENT}%` }} />
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('profile.level.note')}</p>
    </SectionCard>
  );
}
