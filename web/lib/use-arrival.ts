import { useDeferredValue } from 'react';

/**
 * Query data as a page shows it: `undefined` until it arrives, and its first arrival rendered as a
 * transition. React Query hands new data over through useSyncExternalStore, which re-renders
 * synchronously; a page's first data then built the whole page in one long task (on a phone,
 * Total Blocking Time). Through a deferred "arrived" flag the urgent render keeps the skeleton and
 * the filled-in page renders in slices of a few milliseconds. Once arrived the flag stays put, so
 * later updates (prices, pushes) render at once, without a second, deferred pass.
 */
export function useArrival<T>(data: T | undefined): T | undefined {
  return useArrived(data !== undefined) ? data : undefined;
}

/** The flag itself, for a page gated on something other than data (the shell's session check). */
export function useArrived(ready: boolean): boolean {
  return useDeferredValue(ready);
}
