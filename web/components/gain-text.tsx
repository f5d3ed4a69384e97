import { TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '../lib/cn';
import { useFormat } from '../lib/format';

/**
 * A gain or loss in Bolts, signed, green or red with an arrow so colour is not the only cue;
 * optionally the percent beside it. No arrow at zero: a flat line would read as a minus sign.
 * Without `minor` (a trader who hides their figures) the percent stands alone, same cues.
 */
export function GainText({
  minor,
  bp,
  size = 'sm',
  className,
  testId,
}: {
  minor?: number;
  bp?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Defaults to "gain". */
  testId?: string;
}) {
  const format = useFormat();
  const sign = Math.sign(minor ?? bp ?? 0);
  const tone = sign > 0 ? 'text-emerald-700' : sign < 0 ? 'text-rose-700' : 'text-slate-700';
  const Icon = sign > 0 ? TrendingUp : sign < 0 ? TrendingDown : null;
  if (minor === undefined) {
    return (
      <span className={cn('inline-flex items-center gap-1', tone, className)} data-testid={testId ?? 'gain'}>
        {Icon && <Icon className="size-4 shrink-0" aria-hidden />}
        <span dir="ltr" className="text-sm font-semibold tabular-nums">
          {bp === undefined ? null : format.change(bp)}
        </span>
      </span>
    );
  }
  return (
    <span
      className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', tone, className)}
      data-testid={testId ?? 'gain'}
    >
      <span
        dir="ltr"
        className={cn(
          'inline-flex items-center gap-1 font-semibold tabular-nums',
          { sm: 'text-sm', md: 'text-lg', lg: 'text-xl sm:text-2xl' }[size],
        )}
      >
        {Icon && <Icon className={cn('shrink-0', size === 'sm' ? 'size-4' : 'size-5')} aria-hidden />}
        {minor > 0 ? '+' : ''}
        {format.price(minor)}
      </span>
      {bp !== undefined && (
        <span dir="ltr" className="text-sm font-semibold tabular-nums">
          ({format.change(bp)})
        </span>
      )}
    </span>
  );
}
