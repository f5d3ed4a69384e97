import { ApiError } from '../../../lib/api-client';
import { ChartLoadError } from './chart-load-error';

/** Stands in for the chart when its code could not be fetched; retrying reloads the page. */
export function ChartCodeUnavailable() {
  return (
    <ChartLoadError
      error={new ApiError(0, 'network', 'Chart code unavailable')}
      retrying={false}
      onRetry={() => window.location.reload()}
    />
  );
}
