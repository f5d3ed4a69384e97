import { Users } from 'lucide-react';
import type { BookLevel } from '#core/schemas/market-data';
import { BoltPrice } from '../../../components/bolt-price';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** One price level of the book: ask or bid in words as well as colour, and a depth bar behind the size. */
export function BookLevelRow({
  side,
  level,
  maxQuantity,
}: {
  side: 'ask' | 'bid';
  level: BookLevel;
  maxQuantity: number;
}) {
  const { t } = usePageTranslation('learn');
  const format = useFormat();
  const ask = side === 'ask';
  const width = Math.min(100, (level.quantity / maxQuantity) * 100);
  const playerWidth = level.quantity > 0 ? Math.min(100, (level.playerQuantity / level.quantity) * 100) : 0;
  return (
    <tr data-testid={`figure-book-${side}`}>
      <th
        scope="row"
        className={cn('w-16 py-1 pe-2 text-start text-xs font-semibold', ask ? 'text-rose-700' : 'text-emerald-700')}
      >
        {ask ? t('learn.figure.orderBook.ask') : t('learn.figure.orderBook.bid')}
      </th>
      <td className="py-1 pe-2">
        <BoltPrice minor={level.priceMinor} className={ask ? 'text-rose-700' : 'text-emerald-700'} />
      </td>
      <td className="relative w-1/2 py-1">
        <span
          aria-hidden
          style={{ width: `${width}%` }}
          className={cn(
            'absolute inset-y-0.5 end-0 flex justify-end overflow-hidden rounded-sm',
            ask ? 'bg-rose-100' : 'bg-emerald-100',
          )}
        >
          <span style={{ width: `${playerWidth}%` }} className="h-full bg-brand-500/70" />
        </span>
        <span className="relative flex items-center justify-end gap-1 pe-1.5 font-semibold text-slate-900 tabular-nums">
          {level.playerQuantity > 0 && <Users className="size-3.5 text-brand-700" aria-hidden />}
          {format.integer(level.quantity)}
          {level.playerQuantity > 0 && (
            <span className="sr-only">
              {t('learn.figure.orderBook.playerPart', { value: format.integer(level.playerQuantity) })}
            </span>
          )}
        </span>
      </td>
    </tr>
  );
}
