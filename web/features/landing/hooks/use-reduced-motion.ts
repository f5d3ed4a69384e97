import { useMediaQuery } from '../../../lib/use-media-query';

/** True when the visitor asked the system for less motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
