import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import type { PlaceOrderBody, PlaceOrderResult } from '#core/schemas/trading';
import { useFormat } from '../../../lib/format';
import { usePlaceOrder } from '../api/place-order';
import { useTradeMessages } from './use-trade-messages';
import { shortTradeKind } from '../../../lib/shorts';

const TOAST_OF_SHORT = { short: 'trade.short.soldShort', cover: 'trade.short.covered' } as const;

/**
 * Places an order and says how it went: "Trade Executed" with what was bought or sold (sold short,
 * or bought back to cover a short), "Order placed" for a limit order now waiting in the book or a
 * stop waiting for its price, or "Trade Failed" with the reason.
 * usePlaceOrder places it in the chosen game and reloads the portfolio and orders either way.
 */
export function useSubmitOrder() {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const { failureMessage } = useTradeMessages();
  const placeOrder = usePlaceOrder();

  function submit(
    body: Omit<PlaceOrderBody, 'game'>,
    done: { onSuccess: () => void; onSettled: () => void; onError?: (err: unknown) => void },
  ) {
    placeOrder.mutate(body, {
      onSuccess: (result: PlaceOrderResult) => {
        const { trade, order } = result;
        if (trade) {
          const kind = shortTradeKind(trade);
          toast.success(t('trade.toast.executedTitle'), {
            description: t(
              kind ? TOAST_OF_SHORT[kind] : trade.side === 'buy' ? 'trade.toast.bought' : 'trade.toast.sold',
              {
                count: trade.quantity,
                symbol: trade.companySymbol,
              },
            ),
          });
        } else if (order.stopPriceMinor !== null && order.triggeredAt === null) {
          toast.success(t('trade.toast.openTitle'), {
            description: t(order.side === 'buy' ? 'trade.toast.openStopBuy' : 'trade.toast.openStopSell', {
              value: format.integer(order.quantity),
              symbol: order.companySymbol,
              price: format.price(order.stopPriceMinor),
            }),
          });
        } else {
          toast.success(t('trade.toast.openTitle'), {
            description: t(order.side === 'buy' ? 'trade.toast.openBuy' : 'trade.toast.openSell', {
              count: order.quantity,
              symbol: order.companySymbol,
              price: format.price(order.limitPriceMinor ?? 0),
            }),
          });
        }
        done.onSuccess();
      },
      onError: (err) => {
        toast.error(t('trade.toast.failedTitle'), { description: failureMessage(err) });
        done.onError?.(err);
      },
      onSettled: done.onSettled,
    });
  }

  return { submit, isPending: placeOrder.isPending };
}
