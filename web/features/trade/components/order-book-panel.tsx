import { BookOpen, Users } from 'lucide-react';
import { Trans } from 'react-i18next';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { ORDER_BOOK_LEVELS } from '#core/realtime';
import { BoltPrice } from '../../../components/bolt-price';
import { SectionCard } from '../../../components/section-card';
import { Term } from '../../../components/term';
import { useFormat } from '../../../lib/format';
import { useOrderBook } from '../../../lib/market-data';
import { useArrival } from '../../../lib/use-arrival';
import { OrderBookRow } from './order-book-row';
import { PanelError } from './panel-error';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The order book (docs/rules.md#trading): 3 asks above (highest first), 3 bids below (best first), the spread between,
 * each level with its size as a depth bar; the players' share of a level is marked.
 */
export function OrderBookPanel({ companyId, className }: { companyId: string; className?: string }) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const book = useOrderBook(companyId);
  const shown = useArrival(book.data);
  const data = shown?.companyId === companyId ? shown : undefined;

  let body;
  if (data) {
    const asks = data.asks.slice(0, ORDER_BOOK_LEVELS).reverse();
    const bids = data.bids.slice(0, ORDER_BOOK_LEVELS);
    const maxQuantity = Math.max(1, ...asks.map((l) => l.quantity), ...bids.map((l) => l.quantity));
    const bestAsk = data.asks[0]?.priceMinor;
    const bestBid = data.bids[0]?.priceMinor;
    body = (
      <>
        <table className="w-full border-separate border-spacing-y-0.5 text-sm" data-testid="order-book">
          <caption className="sr-only">{t('trade.book.caption')}</caption>
          <thead>
            <tr className="text-xs text-slate-600">
              <th scope="col" className="pb-1 text-start font-medium">
                <span className="sr-only">{t('trade.book.side')}</span>
              </th>
              <th scope="col" className="pb-1 text-start font-medium">
                {t('trade.book.price')}
              </th>
              <th scope="col" className="pb-1 text-end font-medium">
                {t('trade.book.shares')}
              </th>
            </tr>
          </thead>
          <tbody>
            {/* The best ask and the best bid, either side of the price, name their glossary terms. */}
            {asks.map((level, i) => (
              <OrderBookRow
                key={`a${level.priceMinor}`}
                side="ask"
                level={level}
                maxQuantity={maxQuantity}
                marked={i === asks.length - 1}
              />
            ))}
            <tr>
              <td colSpan={3} className="py-1.5">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-slate-100 px-3 py-1.5">
                  <span className="flex items-center gap-1.5 text-slate-700">
                    <span className="text-xs font-medium">{t('trade.book.last')}</span>
                    <BoltPrice minor={data.priceMinor} className="text-base text-slate-900" />
                  </span>
                  {bestAsk !== undefined && bestBid !== undefined && (
                    <span className="text-xs font-medium text-slate-700">
                      <Trans
                        t={t}
                        i18nKey="trade.book.spread"
                        values={{ amount: format.price(bestAsk - bestBid) }}
                        components={{ term: <Term id="spread" /> }}
                      />
                    </span>
                  )}
                </div>
              </td>
            </tr>
            {bids.map((level, i) => (
              <OrderBookRow
                key={`b${level.priceMinor}`}
                side="bid"
                level={level}
                maxQuantity={maxQuantity}
                marked={i === 0}
              />
            ))}
          </tbody>
        </table>
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
          <Users className="size-3.5 shrink-0 text-brand-700" aria-hidden />
          <span aria-hidden className="h-2.5 w-4 shrink-0 rounded-sm bg-brand-500/70" />
          {t('trade.book.legendPlayers')}
        </p>
      </>
    );
  } else if (book.isError) {
    body = <PanelError message={t('trade.book.error')} error={book.error} onRetry={() => void book.refetch()} />;
  } else {
    body = (
      <div className="space-y-1.5" role="status">
        <span className="sr-only">{t('trade.book.loading')}</span>
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} className="h-7 rounded" />
        ))}
      </div>
    );
  }

  return (
    <SectionCard title={t('trade.book.title')} icon={BookOpen} className={className}>
      {body}
    </SectionCard>
  );
}
