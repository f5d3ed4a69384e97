import { Medal, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { SectionCard } from '../../components/section-card';

// Levels, XP and ranks arrive with the leaderboard; until then every player honestly starts here.
const LEVEL = 1;
const XP = 0;
const PROGRESS_PERCENT = 0;

/** Level, XP progress toward the next level, and leaderboard rank (unranked until XP exists). */
export function LevelCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const progressLabelId = useId();
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
            <span aria-hidden>—</span>
            <span className="sr-only">{t('profile.level.unranked')}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span id={progressLabelId} className="font-medium text-slate-700">
            {t('profile.level.progressLabel', { level: format.integer(LEVEL + 1) })}
          </span>
          <span className="font-semibold text-slate-900 tabular-nums" data-testid="profile-xp">
            {t('profile.level.xp', { xp: format.integer(XP) })}
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
