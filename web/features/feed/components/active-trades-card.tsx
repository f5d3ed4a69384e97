import { Activity, ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useOpenOrders, useTrades } from '../../../lib/trading';
import { ActivityRow } from './activity-row';
import { ShortKindBadge } from '../../../components/shorts/short-kind-badge';
import { CardHeading } from './card-heading';

const FILLS_SHOWN = 3;

/** "Active Trades": the player's open orders and latest fills, each a way back to the trading floor. */
export function ActiveTradesCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const orders = useOpenOrders();
  const trades = useTrades();
  const loading = orders.isPending || trades.isPending;
  const failed = orders.isError || trades.isError;
  const openOrders = orders.data ?? [];
  const fills = (trades.data ?? []).slice(0, FILLS_SHOWN);
  const shares = (count: number) => t('activeTrades.shares', { count, value: format.integer(count) });

  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}
      data-testid="active-trades"
    >
      <CardHeading id={headingId} icon={Activity} iconClassName="bg-brand-100 text-brand-700">
        {t('activeTrades.title')}
      </CardHeading>

      <div className="mt-3 flex-1" aria-busy={loading}>
        {loading ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">{t('activeTrades.loading')}</span>
            {[0, 1, 2].map((i) => (
              <div key={i} aria-hidden className="h-11 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </div>
        ) : failed && openOrders.length === 0 && fills.length === 0 ? (
          <div role="alert" className="text-sm text-slate-700">
            <p>{t('activeTrades.error')}</p>
            <p className="text-slate-600">{t(errorKey(orders.error ?? trades.error))}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => void Promise.all([orders.refetch(), trades.refetch()])}
            >
              {t('common.retry')}
            </Button>
          </div>
        ) : openOrders.length === 0 && fills.length === 0 ? (
          <p className="text-slate-600" data-testid="active-trades-empty">
            {t('activeTrades.empty')}
          </p>
        ) : (
          <div className="space-y-4">
            <div>
              <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t('activeTrades.openOrders', { count: openOrders.length })}
              </h3>
              {openOrders.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600" data-testid="open-orders-empty">
                  {t('activeTrades.noOpenOrders')}
                </p>
              ) : (
                <ul className="-mx-2 mt-1">
                  {openOrders.map((order) => (
                    <ActivityRow
                      key={order.id}
                      testId="open-order"
                      companyId={order.companyId}
                      side={order.side}
                      title={
                        <>
                          {shares(order.quantity)} <span className="font-mono">{order.companySymbol}</span>
                        </>
                      }
                      detail={
                        order.limitPriceMinor === null
                          ? t('activeTrades.market')
                          : t('activeTrades.limit', { price: format.price(order.limitPriceMinor) })
                      }
                      at={order.createdAt}
                    />
                  ))}
                </ul>
              )}
            </div>
            {fills.length > 0 && (
              <div>
                <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t('activeTrades.latestFills')}
                </h3>
                <ul className="-mx-2 mt-1">
                  {fills.map((trade) => (
                    <ActivityRow
                      key={trade.id}
                      testId="latest-fill"
                      companyId={trade.companyId}
                      side={trade.side}
                      title={
                        <>
                          {shares(trade.quantity)} <span className="font-mono">{trade.companySymbol}</span>
                        </>
                      }
                      detail={
                        <>
                          <ShortKindBadge trade={trade} className="me-1.5" />
                          {t('activeTrades.filledAt', { price: format.price(trade.pricePerShareMinor) })}
                        </>
                      }
                      at={trade.createdAt}
                    />
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>

      <Button asChild className="mt-4 self-start">
        <Link to="/trade">
          {t('activeTrades.goToFloor')}
          <ArrowRight className="flip-rtl size-4" aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
