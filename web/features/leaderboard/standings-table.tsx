import type { League, LeaderboardEntry } from '#core/schemas/leaderboard';
import { GainText } from '../../components/gain-text';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { usePageTranslation } from '../../lib/use-page-translation';
import { EligibleMark } from './eligible-mark';
import { HiddenValue } from './hidden-value';
import { RankMark } from './rank-mark';
import { ScoreText } from './score-text';
import { TierBadge } from './tier-badge';
import { TraderName } from './trader-name';
import { ZoneMark } from './zone-mark';
import { zoneOf, type Zone } from './zone';

/**
 * The board's columns: rank, trader, portfolio, Bolts Score (what ranks), weekly gain, level. In a
 * league group (`league`) the lines that go up or down a tier are marked and set apart by a
 * divider; on the whole game's board (`showTiers`) each line shows its tier.
 */
export function StandingsTable({
  entries,
  caption,
  league = null,
  showTiers = false,
}: {
  entries: LeaderboardEntry[];
  caption: string;
  league?: League | null;
  showTiers?: boolean;
}) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  const th = 'px-2 py-2 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-3';
  const zones: Zone[] = entries.map((entry) => (league ? zoneOf(league, entry) : 'stay'));
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      {/*
       * On a phone the portfolio and level ride under the trader's name and the gain under the
       * score, so the name has room; their columns go with their cells, or the cells after them
       * would slide into the wrong columns.
       */}
      <colgroup>
        <col className="w-14 sm:w-20" />
        <col />
        <col className="hidden sm:table-column sm:w-32" />
        <col className="w-28 sm:w-24" />
        <col className="hidden sm:table-column sm:w-28" />
        <col className="hidden sm:table-column sm:w-16" />
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
            {t('leaderboard.columns.score')}
            <span className="block font-medium normal-case sm:hidden">{t('leaderboard.columns.weeklyGain')}</span>
          </th>
          <th scope="col" className={cn(th, 'hidden text-end sm:table-cell')}>
            {t('leaderboard.columns.weeklyGain')}
          </th>
          <th scope="col" className={cn(th, 'hidden text-end sm:table-cell')}>
            {t('leaderboard.columns.level')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, i) => {
          const zone = zones[i]!;
          // A dashed line where the promotion zone ends and where the demotion zone begins.
          const divider = i > 0 && zone !== zones[i - 1];
          return (
            <tr
              key={`${entry.rank}-${entry.username ?? ''}`}
              className={cn(
                'border-b border-slate-100',
                divider && 'border-t-2 border-dashed border-t-slate-300',
                entry.isMe && 'bg-brand-50',
              )}
              aria-current={entry.isMe ? 'true' : undefined}
              data-testid={entry.isMe ? 'leaderboard-me-row' : 'leaderboard-row'}
              data-zone={league ? zone : undefined}
            >
              <td className="px-2 py-3 sm:px-3">
                <span className="inline-flex items-center gap-1">
                  <RankMark rank={entry.rank} />
                  <ZoneMark zone={zone} />
                </span>
              </td>
              <td className="px-2 py-3 sm:px-3">
                <TraderName entry={entry}>
                  {entry.eligible && <EligibleMark />}
                  {showTiers && entry.tier && <TierBadge tier={entry.tier} className="hidden sm:inline-flex" />}
                </TraderName>
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:hidden">
                  {showTiers && entry.tier && <TierBadge tier={entry.tier} />}
                  <span className="flex items-center gap-2 whitespace-nowrap">
                    <Portfolio valueMinor={entry.valueMinor} />
                    <span>· {t('leaderboard.levelN', { level: format.integer(entry.level) })}</span>
                  </span>
                </span>
              </td>
              <td className="hidden px-2 py-3 text-end tabular-nums sm:table-cell sm:px-3">
                <Portfolio valueMinor={entry.valueMinor} />
              </td>
              <td className="px-2 py-3 text-end sm:px-3">
                {/* In a block of the page's direction, so the score lines up at the end in Hebrew too. */}
                <div>
                  <ScoreText score={entry.score} />
                </div>
                <GainText bp={entry.gainBp} className="mt-0.5 sm:hidden" />
              </td>
              <td className="hidden px-2 py-3 text-end sm:table-cell sm:px-3">
                <GainText bp={entry.gainBp} />
              </td>
              <td className="hidden px-2 py-3 text-end font-semibold text-slate-800 tabular-nums sm:table-cell sm:px-3">
                {format.integer(entry.level)}
              </td>
            </tr>
          );
        })}
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
