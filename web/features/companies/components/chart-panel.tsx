import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { ChartEmptyState } from './chart-empty-state';
import { ChartLoadError } from './chart-load-error';
import { ChartSkeleton } from './chart-skeleton';

/**
 * The one panel of a chart's range tabs (its value follows the range, so the chart is not rebuilt
 * at each switch) and its states: loading, failed with a retry, empty, or the chart itself. The
 * previous range stays on screen, dimmed, while another loads. Company and index charts share it.
 */
export function ChartPanel({
  range,
  loaded,
  stale,
  error,
  retrying,
  onRetry,
  empty,
  className,
  children,
}: {
  range: string;
  /** Candles have arrived (for this range or, while it loads, the previous one). */
  loaded: boolean;
  stale: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** Loaded, but nothing to draw. */
  empty: boolean;
  /** The panel's height. */
  className: string;
  children: ReactNode;
}) {
  const isPending = !loaded && !error;
  return (
    <Tabs.Content
      value={range}
      aria-busy={stale || isPending}
      className={cn(
        'mt-4 rounded-lg transition-opacity focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
        stale && 'opacity-60',
      )}
    >
      {isPending ? (
        <ChartSkeleton />
      ) : !loaded ? (
        <ChartLoadError error={error} retrying={retrying} onRetry={onRetry} />
      ) : empty ? (
        <ChartEmptyState />
      ) : (
        children
      )}
    </Tabs.Content>
  );
}
