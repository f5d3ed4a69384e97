import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format';
import { cn } from '../lib/cn';

/** A price in Bolts: two decimals with the lightning-bolt symbol (SPEC §9). */
export function BoltPrice({ minor, className }: { minor: number; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span className={cn('inline-flex items-center gap-0.5 font-semibold tabular-nums', className)}>
      <Zap className="size-[0.9em] fill-bolt text-yellow-500" aria-hidden />
      <span>{format.price(minor)}</span>
      <span className="sr-only">{t('common.bolts')}</span>
    </span>
  );
}
