import { TrendingDown, TrendingUp } from 'lucide-react';
import { useFormat } from '../lib/format';
import { cn } from '../lib/cn';

/** Percent change, green when up and red when down, with an arrow so colour is not the only cue. */
export function ChangeBadge({ bp, decimals = 2, className }: { bp: number; decimals?: 1 | 2; className?: string }) {
  const format = useFormat();
  const up = bp >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span
      dir="ltr"
      className={cn(
        'inline-flex items-center gap-1 text-sm font-semibold tabular-nums',
        up ? 'text-emerald-700' : 'text-rose-700',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden />
      {format.change(bp, decimals)}
    </span>
  );
}
