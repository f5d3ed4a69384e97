import type { QueryClient } from '@tanstack/react-query';
import { adsQueryOptions } from './get-ads';
import { feedQueryOptions } from './get-feed';
import { searchCompaniesQueryOptions } from './get-search-companies';

/**
 * The feed's public reads, asked for by the router while the page's code loads (they need no
 * session, so a visitor about to be sent to /landing costs nothing but these cached reads).
 */
export function prefetchFeed(client: QueryClient) {
  void client.prefetchInfiniteQuery(feedQueryOptions());
  void client.prefetchQuery(adsQueryOptions());
  void client.prefetchQuery(searchCompaniesQueryOptions());
}
