import { sparklinePoints } from '../lib/index-figures';
import { cn } from '../lib/cn';

const WIDTH = 120;
const HEIGHT = 36;

/**
 * Today's line of an index, small and decorative (the level and change beside it say it in words).
 * Time runs left to right in every language, as on the charts.
 */
export function IndexSparkline({
  values,
  bp,
  className,
}: {
  values: readonly number[];
  bp: number;
  className?: string;
}) {
  const points = sparklinePoints(values, WIDTH, HEIGHT);
  if (!points) return null;
  return (
    <svg
      viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`}
      preserveAspectRatio="none"
      aria-hidden
      data-testid="index-sparkline"
      className={cn(
        'shrink-0 overflow-visible',
        bp > 0 ? 'text-emerald-600' : bp < 0 ? 'text-rose-600' : 'text-slate-400',
        className,
      )}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
