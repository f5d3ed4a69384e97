import { History, MessageSquareQuote } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import type { Trade } from '#core/schemas/trading';
import { SectionCard } from '../../../components/section-card';
import { TimeAgo } from '../../../components/time-ago';
import { useFormat } from '../../../lib/format';
import { GainText } from '../../../components/gain-text';
import { TradeSideBadge } from './trade-side-badge';
import { ShortKindBadge } from '../../../components/shorts/short-kind-badge';

const SHOWN = 5;

/**
 * The last 5 fills, newest first: side (and a short sale or a cover marked as such), shares,
 * company, price, when, a sell's realised gain, and the reason the player wrote on the order, under it.
 */
export function RecentTradesCard({ trades }: { trades: readonly Trade[] }) {
  const { t } = usePageTranslation('profile');
  const format = useFormat();
  return (
    <SectionCard title={t('portfolio.recent.title')} icon={History}>
      {trades.length === 0 ? (
        <p className="text-sm text-slate-600">{t('portfolio.recent.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {trades.slice(0, SHOWN).map((trade) => (
            <li key={trade.id} className="py-2.5 first:pt-0 last:pb-0" data-testid="recent-trade">
              <div className="flex items-center gap-3">
                <TradeSideBadge side={trade.side} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate text-slate-900">
                    <Link
                      to={`/trade?company=${encodeURIComponent(trade.companyId)}`}
                      className="font-mono font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {trade.companySymbol}
                    </Link>{' '}
                    <bdi className="text-slate-600">{trade.companyName}</bdi>
                  </p>
                  <p className="text-xs text-slate-600">
                    <ShortKindBadge trade={trade} className="me-1.5" />
                    {t('portfolio.recent.detail', {
                      count: trade.quantity,
                      quantity: format.integer(trade.quantity),
                      price: format.price(trade.pricePerShareMinor),
                    })}
                    <span aria-hidden> · </span>
                    <TimeAgo iso={trade.createdAt} />
                  </p>
                </div>
                <div className="shrink-0 text-end">
                  <p className="text-sm font-semibold text-slate-900 tabular-nums">
                    {format.price(trade.totalAmountMinor)}
                  </p>
                  {trade.realizedGainMinor !== null && <GainText minor={trade.realizedGainMinor} />}
                </div>
              </div>
              {trade.reason && (
                <p
                  className="ms-15 mt-1.5 flex items-start gap-1.5 rounded-lg bg-slate-50 px-2.5 py-1.5 text-sm text-slate-800"
                  data-testid="recent-trade-reason"
                >
                  <MessageSquareQuote className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                  <span className="sr-only">{t('profile.tradeReason')}: </span>
                  <bdi className="min-w-0 wrap-anywhere">{trade.reason}</bdi>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
