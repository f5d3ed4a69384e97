import { TriangleAlert } from 'lucide-react';
import { Trans } from 'react-i18next';
import { BoltPrice } from '../../../components/bolt-price';
import { Skeleton } from '../../../components/ui/skeleton';
import { Term } from '../../../components/term';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { MarketContext, OrderPreview } from '../lib/order-preview';
import type { ShortSaleFigures } from '../lib/short-preview';
import { SummaryRow } from './order-summary';

/**
 * A short sale's figures before it is sent (docs/rules.md#short-selling): what it brings in, the
 * collateral it holds back and how much of that is the player's own cash, their free cash, the
 * prices of a margin call and of a forced cover, the daily fee, and the risk in one sentence.
 */
export function ShortSaleSummary({
  preview,
  figures,
  market,
}: {
  preview: OrderPreview;
  figures: ShortSaleFigures | null;
  market: MarketContext;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const dash = <span className="text-slate-600">—</span>;
  const price = (minor: number | undefined) => (minor === undefined ? dash : <BoltPrice minor={minor} />);
  const adding = figures !== null && preview.quantity !== null && figures.totalShares > preview.quantity;

  return (
    <div className="space-y-2" data-testid="short-preview">
      <dl className="space-y-1.5 rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
        <SummaryRow label={t('trade.form.estPrice')}>{price(preview.priceMinor ?? undefined)}</SummaryRow>
        <SummaryRow label={t('trade.short.proceeds')} strong testId="short-proceeds">
          {figures ? <BoltPrice minor={figures.proceedsMinor} className="text-base" /> : dash}
        </SummaryRow>
        <SummaryRow label={t('trade.short.collateral')} testId="short-collateral">
          {price(figures?.collateralMinor)}
        </SummaryRow>
        <SummaryRow label={t('trade.short.ownCash')} testId="short-own-cash">
          {price(figures?.ownCashMinor)}
        </SummaryRow>
        <SummaryRow label={t('trade.form.availableCash')} testId="form-available-cash">
          {market.availableCashMinor === null ? (
            <Skeleton className="h-4 w-20" />
          ) : (
            <BoltPrice minor={market.availableCashMinor} />
          )}
        </SummaryRow>
        <div className="my-1 border-t border-slate-200" />
        <SummaryRow label={t('trade.short.marginCall')} testId="short-margin-call">
          {price(figures?.marginCallAboveMinor)}
        </SummaryRow>
        <SummaryRow label={t('trade.short.forcedCover')} testId="short-forced-cover">
          {price(figures?.forcedCoverAboveMinor)}
        </SummaryRow>
        <SummaryRow label={t('trade.short.dailyFee')} testId="short-daily-fee">
          {price(figures?.dailyFeeMinor)}
        </SummaryRow>
        {adding && (
          <p className="text-xs text-slate-600">
            {t('trade.short.wholeShort', { count: figures.totalShares, value: format.integer(figures.totalShares) })}
          </p>
        )}
      </dl>
      <p
        className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
        data-testid="short-risk"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
        <span>
          <Trans t={t} i18nKey="trade.short.risk" components={{ term: <Term id="short-selling" /> }} />
        </span>
      </p>
    </div>
  );
}
