import { Users } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { BookLevel } from '#core/schemas/market-data';
import { BoltPrice } from '../../../components/bolt-price';
import { Term } from '../../../components/term';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';

/**
 * One price level: ask (red) or bid (green) named in words too, and a depth bar behind the size;
 * a `marked` row's name opens its glossary definition.
 */
export function OrderBookRow({
  side,
  level,
  maxQuantity,
  marked = false,
}: {
  side: 'ask' | 'bid';
  level: BookLevel;
  maxQuantity: number;
  marked?: boolean;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const width = Math.min(100, (level.quantity / maxQuantity) * 100);
  const playerWidth = level.quantity > 0 ? Math.min(100, (level.playerQuantity / level.quantity) * 100) : 0;
  const ask = side === 'ask';
  return (
    <tr data-testid={`book-${side}`} data-player-quantity={level.playerQuantity}>
      <th
        scope="row"
        className={cn('w-14 py-1 pe-2 text-start text-xs font-semibold', ask ? 'text-rose-700' : 'text-emerald-700')}
      >
        {marked ? <Term id={side}>{t(`trade.book.${side}`)}</Term> : t(`trade.book.${side}`)}
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
              {t('trade.book.playerPart', { count: level.playerQuantity, value: format.integer(level.playerQuantity) })}
            </span>
          )}
        </span>
      </td>
    </tr>
  );
}
