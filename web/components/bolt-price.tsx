import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#core/format';
import { cn } from '../lib/cn';

/** A price in Bolts: two decimals with the lightning-bolt symbol (docs/rules.md#display). */
export function BoltPrice({ minor, className }: { minor: number; className?: string }) {
  // One useTranslation for both the label and the locale (not useFormat's second one): lists show
  // this once per row, and each hook subscribes to i18next.
  const { t, i18n } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-0.5 font-semibold tabular-nums', className)}>
      <Zap className="size-[0.9em] fill-bolt text-yellow-500" aria-hidden />
      <span>{formatPrice(minor, i18n.resolvedLanguage ?? 'en')}</span>
      <span className="sr-only">{t('common.bolts')}</span>
    </span>
  );
}
