import { Trophy } from 'lucide-react';
import { usePageTranslation } from '../../lib/use-page-translation';
import type { Leaderboard } from '#core/schemas/leaderboard';
import { Card } from '../../components/ui/card';
import { useFormat } from '../../lib/format';
import { timeLeft } from './week-countdown';

/** The week's prize pool: winner takes all, and when the week ends. */
export function PrizeCard({ board }: { board: Leaderboard }) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  const left = timeLeft(board.weekEnd);
  return (
    <Card className="flex items-center gap-4 bg-gradient-to-br from-amber-50 to-white ring-amber-200">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100">
        <Trophy className="size-7 text-amber-600" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-700">{t('leaderboard.prizePool')}</p>
        <p className="text-2xl font-extrabold text-slate-900 tabular-nums" data-testid="leaderboard-prize">
          {t('common.boltsAmount', { amount: format.price(board.prizeMinor) })}
        </p>
        <p className="text-sm text-slate-600">
          {t('leaderboard.winnerTakesAll')} ·{' '}
          {t('leaderboard.endsIn', {
            days: format.integer(left.days),
            hours: format.integer(left.hours),
          })}
        </p>
      </div>
    </Card>
  );
}
