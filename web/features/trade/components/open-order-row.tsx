import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Order } from '#core/schemas/trading';
import { BoltPrice } from '../../../components/bolt-price';
import { TimeAgo } from '../../../components/time-ago';
import { Badge } from '../../../components/ui/badge';
import { useFormat } from '../../../lib/format';

/** One resting order: side, size, company, limit, how long it stays, when placed; and Cancel. */
export function OpenOrderRow({
  order,
  cancelling,
  onCancel,
}: {
  order: Order;
  cancelling: boolean;
  onCancel: (order: Order) => void;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const buy = order.side === 'buy';
  const summary = t(buy ? 'trade.orders.summaryBuy' : 'trade.orders.summarySell', {
    count: order.quantity,
    value: format.integer(order.quantity),
    symbol: order.companySymbol,
  });
  return (
    <div
      className="flex items-center gap-3 py-2.5"
      data-testid="open-order"
      data-order-id={order.id}
      data-symbol={order.companySymbol}
    >
      <Badge tone={buy ? 'positive' : 'negative'} className="w-12 shrink-0 justify-center">
        {buy ? t('trade.side.buy') : t('trade.side.sell')}
      </Badge>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-900">
          <span className="tabular-nums">{format.integer(order.quantity)}</span>{' '}
          <span className="font-mono">{order.companySymbol}</span>
          {order.limitPriceMinor !== null && (
            <>
              {' '}
              <span className="font-normal text-slate-600">{t('trade.orders.at')}</span>{' '}
              <BoltPrice minor={order.limitPriceMinor} />
            </>
          )}
        </p>
        <p className="text-xs text-slate-600">
          {t(`trade.tif.${order.timeInForce}`)} · <TimeAgo iso={order.createdAt} />
        </p>
      </div>
      <button
        type="button"
        disabled={cancelling}
        onClick={() => onCancel(order)}
        className="inline-flex h-9 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-rose-700 ring-1 ring-slate-300 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:opacity-50"
      >
        {cancelling ? t('trade.orders.cancelling') : t('trade.orders.cancel')}
        <span className="sr-only">: {summary}</span>
      </button>
    </div>
  );
}
