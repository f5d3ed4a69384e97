// Sponsored ad cards between feed news (docs/rules.md#feed): an ad after every 7 to 9 news items, the gap
// drawn afresh each time, cycling through the active ads. The feed loads in pages ("Load More"),
// so the pattern's state is returned and accepted: feeding each page with the previous page's
// state and the same random source gives exactly the result of interleaving one long list.

export const AD_GAP_MIN = 7;
export const AD_GAP_MAX = 9;

export type FeedItem<N, A> = { kind: 'news'; item: N } | { kind: 'ad'; ad: A };

/** Where the pattern stands between pages. */
export interface AdCursor {
  /** Index into `ads` of the next ad to show (taken modulo the ads' count, which may change). */
  nextAdIndex: number;
  /** News items shown since the last ad (or since the start of the feed). */
  sinceLastAd: number;
  /** The gap already drawn for the next ad, or null when the next news item draws a fresh one. */
  nextGap: number | null;
}

export interface InterleaveOptions {
  /** Uniform in [0, 1), e.g. Math.random or seededRandom(seed); one call per gap. */
  random: () => number;
  /** Continue from a previous page's cursor; all default to the start of a feed. */
  startAdIndex?: number;
  sinceLastAd?: number;
  nextGap?: number | null;
}

export interface InterleaveResult<N, A> extends AdCursor {
  items: FeedItem<N, A>[];
}

/** Uniform over 7, 8, 9; a random() that returns exactly 1 still yields 9. */
export function drawAdGap(random: () => number): number {
  const span = AD_GAP_MAX - AD_GAP_MIN + 1;
  return AD_GAP_MIN + Math.min(span - 1, Math.floor(random() * span));
}

/**
 * Inserts an ad after each run of 7 to 9 news items. An ad only ever follows a news item, so a
 * page never starts with one; it may end with one when the last news item completes a gap.
 * With no ads nothing is inserted and no random numbers are drawn, but the news count still runs.
 *
 * Next page: `interleaveAds(page2, ads, { random, startAdIndex: r.nextAdIndex, sinceLastAd: r.sinceLastAd, nextGap: r.nextGap })`.
 */
export function interleaveAds<N, A>(
  news: readonly N[],
  ads: readonly A[],
  options: InterleaveOptions,
): InterleaveResult<N, A> {
  const { random, startAdIndex = 0, sinceLastAd: since = 0, nextGap = null } = options;
  if (!Number.isInteger(startAdIndex)) throw new RangeError(`startAdIndex must be an integer: ${startAdIndex}`);
  if (!Number.isInteger(since) || since < 0) throw new RangeError(`sinceLastAd must be a whole number: ${since}`);
  if (nextGap !== null && !(Number.isInteger(nextGap) && nextGap >= AD_GAP_MIN && nextGap <= AD_GAP_MAX)) {
    throw new RangeError(`nextGap must be an integer from ${AD_GAP_MIN} to ${AD_GAP_MAX}: ${nextGap}`);
  }

  const items: FeedItem<N, A>[] = [];
  // Normalised so a cursor from a longer ads list still lands on a valid ad.
  let adIndex = ads.length > 0 ? ((startAdIndex % ads.length) + ads.length) % ads.length : startAdIndex;
  let sinceLastAd = since;
  let gap = nextGap;
  for (const item of news) {
    items.push({ kind: 'news', item });
    sinceLastAd += 1;
    if (ads.length === 0) continue;
    // Drawn lazily at a news item (not right after an ad) so the draws happen in the same order
    // however the news is split into pages.
    gap ??= drawAdGap(random);
    // >= rather than ===: a cursor carried over while there were no ads may already be past it.
    if (sinceLastAd >= gap) {
      items.push({ kind: 'ad', ad: ads[adIndex] as A });
      adIndex = (adIndex + 1) % ads.length;
      sinceLastAd = 0;
      gap = null;
    }
  }
  return { items, nextAdIndex: adIndex, sinceLastAd, nextGap: gap };
}
