import { Badge } from '../../../components/ui/badge';
import { BoltPrice } from '../../../components/bolt-price';
import { ShortKindBadge } from '../../../components/shorts/short-kind-badge';
import { TimeAgo } from '../../../components/time-ago';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { StudentTrade } from '../api/get-student-trades';

/** One of a student's trades as their teacher reads it: what, at what price, when, and why. */
export function StudentTradeItem({ trade }: { trade: StudentTrade }) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const buy = trade.side === 'buy';
  return (
    <li className="space-y-1.5 py-3 first:pt-0 last:pb-0" data-testid="student-trade">
      <div className="flex items-start gap-2">
        <Badge tone={buy ? 'positive' : 'negative'} className="mt-0.5 w-14 shrink-0 justify-center">
          {t(buy ? 'classes.students.trades.buy' : 'classes.students.trades.sell')}
        </Badge>
        <div className="min-w-0 flex-1 text-sm">
          <p className="text-slate-900">
            {t('classes.students.trades.detail', {
              count: trade.quantity,
              quantity: format.integer(trade.quantity),
              symbol: trade.companySymbol,
              price: format.price(trade.pricePerShareMinor),
            })}
          </p>
          <p className="text-xs text-slate-600">
            <ShortKindBadge trade={trade} className="me-1" />
            <bdi>{trade.companyName}</bdi>
            <span aria-hidden> · </span>
            <TimeAgo iso={trade.createdAt} />
          </p>
        </div>
        <BoltPrice minor={trade.totalAmountMinor} className="shrink-0 text-sm text-slate-900" />
      </div>
      {trade.reason ? (
        <blockquote
          className="ms-16 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800"
          data-testid="trade-reason"
        >
          <span className="sr-only">{t('classes.students.trades.reason')}: </span>
          <bdi className="wrap-anywhere">{trade.reason}</bdi>
        </blockquote>
      ) : (
        <p className="ms-16 text-xs text-slate-600 italic">{t('classes.students.trades.noReason')}</p>
      )}
    </li>
  );
}
