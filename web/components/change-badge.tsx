import { TrendingDown, TrendingUp } from 'lucide-react';
import { useFormat } from '../lib/format';
import { cn } from '../lib/cn';

/**
 * Percent change, signed (+/-), green with an up arrow when up and red with a down arrow when down,
 * so colour is never the only cue. No change is neither: grey, no arrow (a flat line would read as
 * a minus sign).
 */
export function ChangeBadge({ bp, decimals = 2, className }: { bp: number; decimals?: 1 | 2; className?: string }) {
  const format = useFormat();
  const Icon = bp > 0 ? TrendingUp : bp < 0 ? TrendingDown : null;
  return (
    <span
      dir="ltr"
      data-testid="change"
      className={cn(
        'inline-flex items-center gap-1 text-sm font-semibold tabular-nums',
        bp > 0 ? 'text-emerald-700' : bp < 0 ? 'text-rose-700' : 'text-slate-700',
        className,
      )}
    >
      {Icon && <Icon className="size-4" aria-hidden />}
      {format.change(bp, decimals)}
    </span>
  );
}
