import { Crown } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';
import type { Champion } from '#core/schemas/leaderboard';
import { SectionCard } from '../../components/section-card';
import { useFormat } from '../../lib/format';
import { ScoreText } from './score-text';

/** Past weeks' winners, newest first; a week nobody gained in says so. */
export function ChampionsCard({ champions }: { champions: Champion[] }) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  return (
    <SectionCard title={t('leaderboard.pastChampions')} icon={Crown}>
      {champions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('leaderboard.noChampionsYet')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {champions.map((c) => (
            <li key={c.weekStart} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block text-xs text-slate-600">
                  {t('leaderboard.weekOf', { date: format.date(c.weekStart) })}
                </span>
                <span className="block truncate font-semibold text-slate-900">
                  {c.username ? <bdi>@{c.username}</bdi> : t('leaderboard.noChampion')}
                </span>
                {c.username && c.score !== null && (
                  <span className="block text-xs text-slate-600">
                    {t('leaderboard.columns.score')}:{' '}
                    <ScoreText score={c.score} className="font-semibold text-slate-700" />
                  </span>
                )}
              </span>
              {c.prizeMinor > 0 && (
                <span className="shrink-0 font-semibold text-amber-700 tabular-nums">
                  {t('common.boltsAmount', { amount: format.price(c.prizeMinor) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
