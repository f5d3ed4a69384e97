import { ListOrdered } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import type { Order } from '#core/schemas/trading';
import { SectionCard } from '../../../components/section-card';
import { errorKey } from '../../../lib/api-client';
import { useOpenOrders } from '../../../lib/trading';
import { useCancelOrder } from '../api/cancel-order';
import { useTradeCompanies } from '../api/get-trade-companies';
import { useArrival } from '../../../lib/use-arrival';
import { OpenOrderRow } from './open-order-row';
import { PanelError } from './panel-error';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The player's resting limit and stop orders, each with a Cancel button; an empty state when there
 * are none. The company list (its prices kept live by the socket) moves trailing stops on screen.
 */
export function OpenOrdersPanel({ className }: { className?: string }) {
  const { t } = usePageTranslation('trade');
  const orders = useOpenOrders();
  const list = useArrival(orders.data);
  const cancel = useCancelOrder();
  const companies = useTradeCompanies().data;
  const priceOf = (companyId: string) => companies?.find((c) => c.id === companyId)?.priceMinor;

  function cancelOrder(order: Order) {
    cancel.mutate(order.id, {
      onSuccess: () =>
        toast.success(t('trade.orders.cancelledTitle'), {
          description: t(order.side === 'buy' ? 'trade.orders.cancelledBuy' : 'trade.orders.cancelledSell', {
            count: order.quantity,
            symbol: order.companySymbol,
          }),
        }),
      onError: (err) => toast.error(t('trade.orders.cancelFailed'), { description: t(errorKey(err)) }),
    });
  }

  let body;
  if (list) {
    body =
      list.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-600" data-testid="no-open-orders">
          {t('trade.orders.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.map((order) => (
            <li key={order.id}>
              <OpenOrderRow
                order={order}
                livePriceMinor={order.type === 'trailing_stop' ? priceOf(order.companyId) : undefined}
                cancelling={cancel.isPending && cancel.variables === order.id}
                onCancel={cancelOrder}
              />
            </li>
          ))}
        </ul>
      );
  } else if (orders.isError) {
    body = <PanelError message={t('trade.orders.error')} error={orders.error} onRetry={() => void orders.refetch()} />;
  } else {
    body = (
      <div className="space-y-2" role="status">
        <span className="sr-only">{t('trade.orders.loading')}</span>
        <Skeleton className="h-12 rounded-xl" />
      </div>
    );
  }

  return (
    <SectionCard title={t('trade.orders.title')} icon={ListOrdered} className={className}>
      {body}
    </SectionCard>
  );
}
