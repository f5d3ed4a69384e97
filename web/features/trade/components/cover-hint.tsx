import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** On the buy side while short: a buy covers the short first, at most the shares short (docs/rules.md#short-selling). */
export function CoverHint({ quantity, symbol }: { quantity: number; symbol: string }) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  return (
    <p
      className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-slate-900 ring-1 ring-brand-100"
      data-testid="cover-hint"
    >
      {t('trade.short.coverHint', { count: quantity, value: format.integer(quantity), symbol })}
    </p>
  );
}
