import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Holding } from '#core/schemas/trading';
import { BoltPrice } from '../../../components/bolt-price';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { SignedAmount } from './signed-amount';

/** One holding: a button that selects its company; shares, average cost, value and gain. */
export function HoldingRow({
  holding,
  selected,
  onSelect,
}: {
  holding: Holding;
  selected: boolean;
  onSelect: (companyId: string) => void;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(holding.companyId)}
      data-testid="holding"
      data-symbol={holding.companySymbol}
      data-quantity={holding.quantity}
      className={cn(
        'flex w-full items-center gap-3 rounded-xl px-2 py-2 text-start transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
        selected ? 'bg-brand-50 ring-1 ring-brand-500' : 'hover:bg-slate-50',
      )}
    >
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-lg font-bold text-slate-700"
      >
        {holding.companyLogo || holding.companySymbol.charAt(0)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-mono text-sm font-bold text-slate-900">{holding.companySymbol}</span>
        <span className="block text-xs text-slate-600">
          {t('trade.portfolio.sharesAt', {
            count: holding.quantity,
            value: format.integer(holding.quantity),
            price: format.price(holding.averageCostMinor),
          })}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-0.5">
        <BoltPrice minor={holding.valueMinor} className="text-sm text-slate-900" />
        <SignedAmount minor={holding.unrealizedGainMinor} bp={holding.unrealizedGainBp} className="text-xs" />
      </span>
    </button>
  );
}
