import { ArrowDown, ArrowUp, Bot, User } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { dateTimeFormat } from '#core/format';
import type { RecentTrade } from '#core/schemas/market-data';
import { BoltPrice } from '../../../components/bolt-price';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { Figure } from './figure';

/** One recent trade: when, buy or sell (word, colour and arrow), price, size; who made it. */
export function RecentTradeRow({ trade }: { trade: RecentTrade }) {
  const { t, i18n } = usePageTranslation('trade');
  const format = useFormat();
  const buy = trade.side === 'buy';
  const SideIcon = buy ? ArrowUp : ArrowDown;
  const SourceIcon = trade.simulated ? Bot : User;
  const time = dateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'medium' }).format(new Date(trade.at));
  return (
    <tr
      data-testid="recent-trade"
      data-simulated={trade.simulated ? 'true' : 'false'}
      className={trade.simulated ? undefined : 'bg-brand-50/60'}
    >
      <td className="py-1.5 pe-2 text-slate-700">
        <span className="flex items-center gap-1.5">
          <SourceIcon
            className={cn('size-3.5 shrink-0', trade.simulated ? 'text-slate-500' : 'text-brand-700')}
            aria-hidden
          />
          <span className="sr-only">{trade.simulated ? t('trade.recent.simulated') : t('trade.recent.player')}</span>
          <Figure>
            <time dateTime={trade.at}>{time}</time>
          </Figure>
        </span>
      </td>
      <td className={cn('py-1.5 pe-2 font-semibold', buy ? 'text-emerald-700' : 'text-rose-700')}>
        <span className="flex items-center gap-0.5">
          <SideIcon className="size-3.5 shrink-0" aria-hidden />
          {buy ? t('trade.side.buy') : t('trade.side.sell')}
        </span>
      </td>
      <td className="py-1.5 pe-2 text-end">
        <BoltPrice minor={trade.priceMinor} className="text-slate-900" />
      </td>
      <td className="py-1.5 text-end font-semibold text-slate-900 tabular-nums">{format.integer(trade.quantity)}</td>
    </tr>
  );
}
