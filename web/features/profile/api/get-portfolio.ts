import { usePortfolio } from '../../../lib/trading';

/** Prices move all the time: the profile's holdings re-value this often while the page is open. */
export const PORTFOLIO_REFRESH_MS = 30_000;

/** GET /api/portfolio in the chosen game (the shared query of web/lib/trading), kept fresh on the profile. */
export function useProfilePortfolio() {
  return usePortfolio({ refetchInterval: PORTFOLIO_REFRESH_MS });
}
