// The watchlist's limits (docs/rules.md#watchlist-and-price-alerts), without zod: the browser's
// shared code shows them, and the request schemas in core/schemas/watchlist check them.

/** Companies one player may star. */
export const WATCHLIST_MAX = 50;
/** Price alerts one player may have waiting at once. */
export const PRICE_ALERTS_MAX = 20;
