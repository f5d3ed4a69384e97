import { usePageTranslation } from '../../lib/use-page-translation';
import type { LeaderboardEntry } from '#core/schemas/leaderboard';
import { GainText } from '../../components/gain-text';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { HiddenValue } from './hidden-value';
import { RankMark } from './rank-mark';
import { TraderName } from './trader-name';

/** The board's columns: rank, trader, portfolio, weekly gain, level. */
export function StandingsTable({ entries, caption }: { entries: LeaderboardEntry[]; caption: string }) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  const th = 'px-2 py-2 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-3';
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      {/* On a phone the portfolio and level ride under the trader's name, so the name has room. */}
      <colgroup>
        <col className="w-12 sm:w-16" />
        <col />
        <col className="w-0 sm:w-36" />
        <col className="w-24 sm:w-32" />
        <col className="w-0 sm:w-16" />
      </colgroup>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className={th}>
            {t('leaderboard.columns.rank')}
          </th>
          <th scope="col" className={th}>
            {t('leaderboard.columns.trader')}
          </th>
          <th scope="col" className={cn(th, 'hidden text-end sm:table-cell')}>
            {t('leaderboard.columns.portfolio')}
          </th>
          <th scope="col" className={cn(th, 'text-end')}>
            {t('leaderboard.columns.weeklyGain')}
          </th>
          <th scope="col" className={cn(th, 'hidden text-end sm:table-cell')}>
            {t('leaderboard.columns.level')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr
            key={`${entry.rank}-${entry.username ?? ''}`}
            className={cn('border-b border-slate-100', entry.isMe && 'bg-brand-50')}
            aria-current={entry.isMe ? 'true' : undefined}
            data-testid={entry.isMe ? 'leaderboard-me-row' : 'leaderboard-row'}
          >
            <td className="px-2 py-3 sm:px-3">
              <RankMark rank={entry.rank} />
            </td>
            <td className="px-2 py-3 sm:px-3">
              <TraderName entry={entry} />
              <span className="mt-0.5 flex items-center gap-2 text-xs text-slate-600 sm:hidden">
                <Portfolio valueMinor={entry.valueMinor} />
                <span>· {t('leaderboard.levelN', { level: format.integer(entry.level) })}</span>
              </span>
            </td>
            <td className="hidden px-2 py-3 text-end tabular-nums sm:table-cell sm:px-3">
              <Portfolio valueMinor={entry.valueMinor} />
            </td>
            <td className="px-2 py-3 text-end sm:px-3">
              <GainText bp={entry.gainBp} />
            </td>
            <td className="hidden px-2 py-3 text-end font-semibold text-slate-800 tabular-nums sm:table-cell sm:px-3">
              {format.integer(entry.level)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Portfolio({ valueMinor }: { valueMinor: number | null }) {
  const format = useFormat();
  if (valueMinor === null) return <HiddenValue />;
  return (
    <span dir="ltr" className="font-medium text-slate-900 tabular-nums">
      {format.price(valueMinor)}
    </span>
  );
}
