import { ORDER_BOOK_LEVELS } from '#core/realtime';
import type { BookLevel } from '#core/schemas/market-data';
import { BoltPrice } from '../../../components/bolt-price';
import { BookLevelRow } from '../../../components/book-level-row';
import { useFormat } from '../../../lib/format';
import { useOrderBook } from '../../../lib/market-data';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useFigureCompany } from '../hooks/use-figure-company';
import { FigureFrame } from './figure-frame';
import { FigureTitle } from './figure-title';
import { PlayersMark } from './players-mark';

/**
 * A company's live order book (docs/rules.md#trading), as the trading floor shows it: asks above
 * (the best, lowest, next to the price), bids below, the spread between them.
 */
export function OrderBookFigure({ caption }: { caption: string }) {
  const { t } = usePageTranslation('learn');
  const format = useFormat();
  const pick = useFigureCompany();
  const company = pick.company?.company;
  const book = useOrderBook(company?.id);
  const data = book.data?.companyId === company?.id ? book.data : undefined;
  const status = pick.isError || book.isError || (!pick.isPending && !company) ? 'error' : data ? 'ready' : 'loading';

  let body = null;
  if (company && data) {
    const asks = data.asks.slice(0, ORDER_BOOK_LEVELS).reverse();
    const bids = data.bids.slice(0, ORDER_BOOK_LEVELS);
    const maxQuantity = Math.max(1, ...asks.map((l) => l.quantity), ...bids.map((l) => l.quantity));
    const bestAsk = data.asks[0]?.priceMinor;
    const bestBid = data.bids[0]?.priceMinor;
    body = (
      <>
        <FigureTitle
          company={company}
          note={pick.company?.held ? t('learn.figure.yourHolding') : t('learn.figure.listedCompany')}
        />
        <table className="w-full border-separate border-spacing-y-0.5 text-sm" data-testid="figure-order-book">
          <caption className="sr-only">{t('learn.figure.orderBook.caption', { name: company.name })}</caption>
          <thead>
            <tr className="text-xs text-slate-600">
              <th scope="col" className="pb-1 text-start font-medium">
                <span className="sr-only">{t('learn.figure.orderBook.side')}</span>
              </th>
              <th scope="col" className="pb-1 text-start font-medium">
                {t('learn.figure.orderBook.price')}
              </th>
              <th scope="col" className="pb-1 text-end font-medium">
                {t('learn.figure.orderBook.shares')}
              </th>
            </tr>
          </thead>
          <tbody>
            {asks.map((level) => (
              <LevelRow key={`a${level.priceMinor}`} side="ask" level={level} maxQuantity={maxQuantity} />
            ))}
            <tr>
              <td colSpan={3} className="py-1.5">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-white px-3 py-1.5 ring-1 ring-slate-200">
                  <span className="flex items-center gap-1.5 text-slate-700">
                    <span className="text-xs font-medium">{t('learn.figure.orderBook.last')}</span>
                    <BoltPrice minor={data.priceMinor} className="text-base text-slate-900" />
                  </span>
                  {bestAsk !== undefined && bestBid !== undefined && (
                    <span className="text-xs font-semibold text-slate-800">
                      {t('learn.figure.orderBook.spread', { amount: format.price(bestAsk - bestBid) })}
                    </span>
                  )}
                </div>
              </td>
            </tr>
            {bids.map((level) => (
              <LevelRow key={`b${level.priceMinor}`} side="bid" level={level} maxQuantity={maxQuantity} />
            ))}
          </tbody>
        </table>
        <PlayersMark />
      </>
    );
  }

  return (
    <FigureFrame kind="order-book" caption={caption} status={status}>
      {body}
    </FigureFrame>
  );
}

function LevelRow({ side, level, maxQuantity }: { side: 'ask' | 'bid'; level: BookLevel; maxQuantity: number }) {
  const { t } = usePageTranslation('learn');
  const format = useFormat();
  return (
    <BookLevelRow
      side={side}
      level={level}
      maxQuantity={maxQuantity}
      testId={`figure-book-${side}`}
      name={t(`learn.figure.orderBook.${side}`)}
      playerPart={t('learn.figure.orderBook.playerPart', { value: format.integer(level.playerQuantity) })}
    />
  );
}
