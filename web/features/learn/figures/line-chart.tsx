import { sparklinePoints } from '../../../lib/index-figures';
import { cn } from '../../../lib/cn';

const WIDTH = 300;
const HEIGHT = 120;

/**
 * A price or index line, drawn for the eye only (the figure states its numbers in words). Time
 * runs left to right in every language, as on the company charts. `markAt` is a position between
 * points (0 = the first), where a vertical marker stands, labelled `markLabel`.
 */
export function LineChart({
  values,
  markAt,
  markLabel,
  className,
}: {
  values: readonly number[];
  markAt?: number;
  markLabel?: string;
  className?: string;
}) {
  const points = sparklinePoints(values, WIDTH, HEIGHT);
  if (!points) return null;
  const first = values[0]!;
  const last = values.at(-1)!;
  const tone = last > first ? 'text-emerald-600' : last < first ? 'text-rose-600' : 'text-slate-500';
  const markPercent = markAt === undefined ? null : (markAt / (values.length - 1)) * 100;
  return (
    <div dir="ltr" aria-hidden className={cn('relative h-36 sm:h-48', className)} data-testid="figure-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={cn('size-full overflow-visible', tone)}
      >
        <polygon points={`0,${HEIGHT} ${points} ${WIDTH},${HEIGHT}`} className="fill-current opacity-10" />
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
        {markPercent !== null && (
          <line
            x1={(markPercent / 100) * WIDTH}
            x2={(markPercent / 100) * WIDTH}
            y1={0}
            y2={HEIGHT}
            className="stroke-amber-500"
            strokeWidth={2}
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      {markPercent !== null && markLabel && (
        <span
          className="absolute top-0 -translate-x-1/2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
          style={{ left: `${Math.min(Math.max(markPercent, 8), 92)}%` }}
        >
          {markLabel}
        </span>
      )}
    </div>
  );
}
