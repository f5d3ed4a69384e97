import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { tradePath } from '../../lib/trade-link';
import { usePageTranslation } from '../../lib/use-page-translation';
import { TimeAgo } from '../time-ago';
import { Badge } from '../ui/badge';

/**
 * One trade of a trader: "Bought 5 ACME", when; with the company's id, the symbol opens the trading
 * floor on it.
 */
export function FollowedTrade({
  trade,
}: {
  trade: { companyId?: string; side: 'buy' | 'sell'; symbol: string; quantity: number; createdAt: string };
}) {
  const { t } = usePageTranslation('people');
  const format = useFormat();
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-700">
      <Badge tone={trade.side === 'buy' ? 'positive' : 'negative'}>{t(`people.side.${trade.side}`)}</Badge>
      <span className="tabular-nums">{format.integer(trade.quantity)}</span>
      {trade.companyId ? (
        <Link
          to={tradePath(trade.companyId)}
          dir="ltr"
          className="font-mono font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {trade.symbol}
        </Link>
      ) : (
        <span dir="ltr" className="font-mono font-semibold text-slate-900">
          {trade.symbol}
        </span>
      )}
      <span className="text-xs text-slate-600">
        <TimeAgo iso={trade.createdAt} />
      </span>
    </span>
  );
}
