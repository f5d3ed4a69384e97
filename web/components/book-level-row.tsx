import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import type { BookLevel } from '#core/schemas/market-data';
import { BoltPrice } from './bolt-price';
import { cn } from '../lib/cn';
import { useFormat } from '../lib/format';

/**
 * One price level of an order book: ask (red) or bid (green) named in words as well as colour, and
 * a depth bar behind the size with the players' own part of it. The trading floor's book and the
 * lessons' figure both draw their rows with it.
 */
export function BookLevelRow({
  side,
  level,
  maxQuantity,
  name,
  playerPart,
  testId,
}: {
  side: 'ask' | 'bid';
  level: BookLevel;
  maxQuantity: number;
  /** The side's name ("Ask"), or a glossary term around it. */
  name: ReactNode;
  /** What the players' part says to a screen reader. */
  playerPart: string;
  testId: string;
}) {
  const format = useFormat();
  const ask = side === 'ask';
  const width = Math.min(100, (level.quantity / maxQuantity) * 100);
  const playerWidth = level.quantity > 0 ? Math.min(100, (level.playerQuantity / level.quantity) * 100) : 0;
  return (
    <tr data-testid={testId} data-player-quantity={level.playerQuantity}>
      <th
        scope="row"
        className={cn('w-16 py-1 pe-2 text-start text-xs font-semibold', ask ? 'text-rose-700' : 'text-emerald-700')}
      >
        {name}
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
          {level.playerQuantity > 0 && <span className="sr-only">{playerPart}</span>}
        </span>
      </td>
    </tr>
  );
}
