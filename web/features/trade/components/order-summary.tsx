import type { ReactNode } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Holding } from '#core/schemas/trading';
import type { Side } from '#core/trading';
import { BoltPrice } from '../../../components/bolt-price';
import { useFormat } from '../../../lib/format';
import { Skeleton } from '../../../components/ui/skeleton';
import type { MarketContext, OrderPreview, OrderType } from '../lib/order-preview';
import type { CoverFigures } from '../lib/short-preview';
import { SignedAmount } from './signed-amount';

/**
 * The form's figures: price per share and total (estimated for a market order and for a stop, which
 * fills at market once triggered), what a resting order holds back while it waits, cash and shares;
 * for a buy that covers a short, the shares short and what covering earns or loses.
 */
export function OrderSummary({
  type,
  side,
  preview,
  market,
  holding,
  cover,
}: {
  type: OrderType;
  side: Side;
  preview: OrderPreview;
  market: MarketContext;
  holding: Holding | undefined;
  cover?: CoverFigures | null;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const estimated = type === 'market' || type === 'stop' || type === 'trailing_stop';
  const dash = <span className="text-slate-600">—</span>;
  const held = holding?.quantity ?? 0;

  return (
    <dl className="space-y-1.5 rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <SummaryRow label={estimated ? t('trade.form.estPrice') : t('trade.form.price')}>
        {preview.priceMinor === null ? dash : <BoltPrice minor={preview.priceMinor} />}
      </SummaryRow>
      <SummaryRow label={estimated ? t('trade.form.estTotal') : t('trade.form.total')} strong testId="order-total">
        {preview.totalMinor === null ? dash : <BoltPrice minor={preview.totalMinor} className="text-base" />}
      </SummaryRow>
      {type !== 'market' && (
        <SummaryRow label={t('trade.form.heldBack')} testId="order-held">
          {side === 'buy' ? (
            preview.holdMinor === null ? (
              dash
            ) : (
              <BoltPrice minor={preview.holdMinor} />
            )
          ) : preview.quantity === null ? (
            dash
          ) : (
            <span className="font-semibold tabular-nums">
              {t('trade.form.heldShares', { count: preview.quantity, value: format.integer(preview.quantity) })}
            </span>
          )}
        </SummaryRow>
      )}
      {cover && (
        <SummaryRow label={t('trade.short.estGain')} testId="cover-gain">
          {cover.gainMinor === null ? dash : <SignedAmount minor={cover.gainMinor} />}
        </SummaryRow>
      )}
      <div className="my-1 border-t border-slate-200" />
      <SummaryRow label={t('trade.form.availableCash')} testId="form-available-cash">
        {market.availableCashMinor === null ? (
          <Skeleton className="h-4 w-20" />
        ) : (
          <BoltPrice minor={market.availableCashMinor} />
        )}
      </SummaryRow>
      {cover ? (
        <SummaryRow label={t('trade.short.sharesShort')} testId="form-shares-short">
          <span className="font-semibold tabular-nums">{format.integer(cover.shortQuantity)}</span>
        </SummaryRow>
      ) : (
        <SummaryRow label={t('trade.form.sharesOwned')} testId="form-shares">
          {market.availableShares === null ? (
            <Skeleton className="h-4 w-12" />
          ) : (
            <span className="font-semibold tabular-nums">
              {format.integer(held)}
              {market.availableShares !== held && (
                <span className="ms-1 font-normal text-slate-600">
                  {t('trade.form.sharesAvailable', { value: format.integer(market.availableShares) })}
                </span>
              )}
            </span>
          )}
        </SummaryRow>
      )}
    </dl>
  );
}

/** One figure of the summary: its name at the start, its value at the end. */
export function SummaryRow({
  label,
  strong,
  testId,
  children,
}: {
  label: string;
  strong?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd className="text-end text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
