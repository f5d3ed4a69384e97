import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, re-rendering when that changes. matchMedia answers from
 * the viewport and system settings without laying the page out, unlike measuring an element.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint (64rem): where the trading floor shows its three columns. */
export const WIDE_SCREEN = '(min-width: 64rem)';
