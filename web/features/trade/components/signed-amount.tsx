import { TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';

/**
 * A gain or loss: sign, amount and percent, green with an up arrow or red with a down arrow (never
 * colour alone), kept left-to-right so the sign stays in front in Hebrew.
 */
export function SignedAmount({ minor, bp, className }: { minor: number; bp?: number; className?: string }) {
  const format = useFormat();
  const tone = minor > 0 ? 'text-emerald-700' : minor < 0 ? 'text-rose-700' : 'text-slate-700';
  // No arrow at zero: a flat line would read as a minus sign.
  const Icon = minor > 0 ? TrendingUp : minor < 0 ? TrendingDown : null;
  return (
    <span
      dir="ltr"
      data-testid="gain"
      className={cn('inline-flex items-center gap-1 font-semibold tabular-nums', tone, className)}
    >
      {Icon && <Icon className="size-3.5 shrink-0" aria-hidden />}
      {minor > 0 ? '+' : ''}
      {format.price(minor)}
      {bp !== undefined && <span className="font-medium">({format.change(bp)})</span>}
    </span>
  );
}
