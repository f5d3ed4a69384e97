import type { Lack } from '#core/competition/eligibility';
import { useFormat } from '../../lib/format';
import { usePageTranslation } from '../../lib/use-page-translation';

/** One thing the reader still needs for the prize, as a step they can take. */
export function LackText({ lack }: { lack: Lack }) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  const n = (count: number) => ({ count, formatted: format.integer(count) });
  switch (lack.kind) {
    case 'verify':
      return t('leaderboard.eligibility.lacks.verify');
    case 'trade':
      return t('leaderboard.eligibility.lacks.trade');
    case 'companies':
      return (
        <>
          {t('leaderboard.eligibility.lacks.companies', n(lack.need - lack.have))}{' '}
          <span className="text-slate-600">
            {t('leaderboard.eligibility.lacks.companiesHeld', {
              have: format.integer(lack.have),
              need: format.integer(lack.need),
            })}
          </span>
        </>
      );
    case 'concentration':
      return t('leaderboard.eligibility.lacks.concentration', {
        // Rounded up, so a position just over the line never reads as equal to it.
        largest: format.integer(Math.ceil(lack.largestBp / 100)),
        max: format.integer(lack.maxBp / 100),
      });
    case 'holding':
      return (
        <>
          {t('leaderboard.eligibility.lacks.holding', n(lack.days))}
          {lack.readyAt && (
            <>
              {' '}
              <span className="text-slate-600">
                {t('leaderboard.eligibility.lacks.holdingReady', { date: format.date(lack.readyAt) })}
              </span>
            </>
          )}
        </>
      );
  }
}
