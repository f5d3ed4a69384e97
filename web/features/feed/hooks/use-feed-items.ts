import { useMemo, useState } from 'react';
import { interleaveAds, type FeedItem as Slot } from '#core/feed/interleave-ads';
import { seededRandom } from '#core/market/random';
import type { Ad, FeedItem, FeedPage } from '#core/schemas/feed';

export type FeedEntry = Slot<FeedItem, Ad>;

/**
 * The loaded news pages with sponsored cards between them (an ad after every 7 to 9 news items,
 * cycling through the ads: docs/rules.md#feed). The gaps are random, drawn from a generator seeded
 * once per visit with Math.random: recomputing over the concatenated pages (Load More, a re-render, the
 * ads arriving) draws the same gaps, so ads already on screen never move.
 */
export function useFeedItems(pages: readonly FeedPage[] | undefined, ads: readonly Ad[]): FeedEntry[] {
  const [seed] = useState(() => Math.floor(Math.random() * 4_294_967_296));
  return useMemo(() => {
    const news = (pages ?? []).flatMap((page) => page.items);
    return interleaveAds(news, ads, { random: seededRandom(seed) }).items;
  }, [pages, ads, seed]);
}
