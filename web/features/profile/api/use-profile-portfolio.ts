import { useQuery } from '@tanstack/react-query';
import { portfolioQueryOptions } from '../../../lib/trading';

/** Prices move all the time: the profile's holdings re-value this often while the page is open. */
export const PORTFOLIO_REFRESH_MS = 30_000;

/** GET /api/portfolio (the shared query of web/lib/trading), kept fresh on the profile. */
export function useProfilePortfolio() {
  return useQuery({ ...portfolioQueryOptions, refetchInterval: PORTFOLIO_REFRESH_MS });
}
