import type { QueryClient } from '@tanstack/react-query';
import { currentContentLanguage } from '../../../lib/content-language';
import { indicesQueryOptions } from '../../../lib/indices';
import { ordersQueryOptions, portfolioQueryOptions, tradesQueryOptions } from '../../../lib/trading';
import { adsQueryOptions } from './get-ads';
import { feedQueryOptions } from './get-feed';

/**
 * The feed's reads, asked for by the router while the page's code loads, once the session check
 * says signed in, in the game the player last chose: the page then shows its cards filled in, not
 * skeletons that change height (the Active Trades card shrank by 100 px on a phone: layout shift).
 * The page's HTML preloads those of the public game (vite.config.ts).
 */
export function prefetchFeed(client: QueryClient, gameId: string) {
  const lang = currentContentLanguage();
  void client.prefetchInfiniteQuery(feedQueryOptions(lang));
  void client.prefetchQuery(adsQueryOptions(lang));
  void client.prefetchQuery(portfolioQueryOptions(gameId));
  void client.prefetchQuery(ordersQueryOptions(gameId, 'open'));
  void client.prefetchQuery(tradesQueryOptions(gameId));
  void client.prefetchQuery(indicesQueryOptions);
}
