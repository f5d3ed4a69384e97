import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Order } from '#core/schemas/trading';
import { isStopType, trailedStop } from '#core/stops';
import { BoltPrice } from '../../../components/bolt-price';
import { TimeAgo } from '../../../components/time-ago';
import { Badge } from '../../../components/ui/badge';
import { useFormat } from '../../../lib/format';
import { orderTrail, useTrailText } from '../hooks/use-trail-text';

/**
 * A stop's trigger state in words: waiting for its stop; a trailing stop's stop now (moved on with
 * the live price as the server moves it: it follows the best price and never moves back); a
 * stop-limit that triggered and now waits in the book at its limit.
 */
function useStopState(order: Order, livePriceMinor: number | undefined): string | null {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const trailText = useTrailText();
  if (!isStopType(order.type) || order.stopPriceMinor === null) return null;
  if (order.type === 'stop_limit') {
    const limit = format.price(order.limitPriceMinor ?? 0);
    return order.triggeredAt
      ? t('trade.orders.triggered', { limit })
      : t('trade.orders.stopLimitWaiting', { stop: format.price(order.stopPriceMinor), limit });
  }
  const trail = orderTrail(order);
  if (order.type === 'trailing_stop' && trail) {
    const stop =
      livePriceMinor === undefined
        ? order.stopPriceMinor
        : trailedStop(order.side, order.stopPriceMinor, livePriceMinor, trail);
    return t('trade.orders.trailing', { price: format.price(stop), trail: trailText(trail) });
  }
  return t('trade.orders.waiting', { price: format.price(order.stopPriceMinor) });
}

/**
 * One resting order: side, size, company, limit (or a stop's type and trigger state), how long it
 * stays, when placed; and Cancel.
 */
export function OpenOrderRow({
  order,
  livePriceMinor,
  cancelling,
  onCancel,
}: {
  order: Order;
  /** The company's price now, to move a trailing stop's stop between reloads. */
  livePriceMinor?: number;
  cancelling: boolean;
  onCancel: (order: Order) => void;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const stopState = useStopState(order, livePriceMinor);
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
      data-type={order.type}
    >
      <Badge tone={buy ? 'positive' : 'negative'} className="w-12 shrink-0 justify-center">
        {buy ? t('trade.side.buy') : t('trade.side.sell')}
      </Badge>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-900">
          <span className="tabular-nums">{format.integer(order.quantity)}</span>{' '}
          <span className="font-mono">{order.companySymbol}</span>
          {stopState !== null ? (
            <>
              {' '}
              <span className="font-normal text-slate-600">· {t(`trade.type.${order.type}`)}</span>
            </>
          ) : (
            order.limitPriceMinor !== null && (
              <>
                {' '}
                <span className="font-normal text-slate-600">{t('trade.orders.at')}</span>{' '}
                <BoltPrice minor={order.limitPriceMinor} />
              </>
            )
          )}
        </p>
        {stopState !== null && (
          <p className="text-sm text-slate-800 tabular-nums" data-testid="stop-state">
            {stopState}
          </p>
        )}
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
