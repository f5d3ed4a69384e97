import { useFormat } from '../../lib/format';
import { usePageTranslation } from '../../lib/use-page-translation';
import { cn } from '../../lib/cn';

/**
 * A Bolts Score, two decimals in the reader's digits (grouped and rounded as a price is), or a
 * dash that says "no trades yet" to a screen reader for a player who never traded.
 */
export function ScoreText({ score, className }: { score: number | null; className?: string }) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  if (score === null) {
    return (
      <span className={cn('text-slate-600', className)} title={t('leaderboard.score.none')} data-testid="score">
        <span aria-hidden>—</span>
        <span className="sr-only">{t('leaderboard.score.none')}</span>
      </span>
    );
  }
  return (
    <span dir="ltr" className={cn('font-bold text-slate-900 tabular-nums', className)} data-testid="score">
      {format.price(Math.round(score * 100))}
    </span>
  );
}
