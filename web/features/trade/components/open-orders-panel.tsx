import { ListOrdered } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import type { Order } from '#core/schemas/trading';
import { SectionCard } from '../../../components/section-card';
import { errorKey } from '../../../lib/api-client';
import { useOpenOrders } from '../../../lib/trading';
import { useCancelOrder } from '../api/cancel-order';
import { useArrival } from '../../../lib/use-arrival';
import { OpenOrderRow } from './open-order-row';
import { PanelError } from './panel-error';
import { Skeleton } from '../../../components/ui/skeleton';

/** The player's resting limit orders, each with a Cancel button; an empty state when there are none. */
export function OpenOrdersPanel({ className }: { className?: string }) {
  const { t } = usePageTranslation('trade');
  const orders = useOpenOrders();
  const list = useArrival(orders.data);
  const cancel = useCancelOrder();

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
