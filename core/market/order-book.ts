// The order book and the recent trades of one company as the trading floor shows them (docs/rules.md#trading):
// three bids and three asks a quarter apart around the price, each level simulated market depth
// plus the players' resting limit orders that would trade there; and the last five trades, newest
// first, the players' real ones and the simulated market's prints merged by time.
//
// The simulated parts are pure functions of (company, time bucket): every server instance and every
// poll inside one bucket (5 s for the book, 10 s for the trades) shows the same depth and prints.
import { ORDER_BOOK_LEVELS, ORDER_BOOK_REFRESH_MS, RECENT_TRADES_COUNT, RECENT_TRADES_REFRESH_MS } from '../realtime';
import type { BookLevel, OrderBook, RecentTrade, RecentTrades } from '../schemas/market-data';
import { PRICE_FLOOR_MINOR, SPREAD_MINOR, type Side } from '../trading';
import { seededRandom, seedFrom, type Random } from './random';

/** Players' resting limit orders of one company, summed by side and limit price. */
export interface RestingAggregate {
  side: Side;
  limitPriceMinor: number;
  quantity: number;
}

/**
 * The level prices, best first: bids at price - 0.25/0.50/0.75 and asks at price + 0.25/0.50/0.75,
 * the same rule as the market fill prices (core/trading). Near the floor, bids that would go below
 * one minor unit collapse onto it, so a very cheap stock shows fewer bid levels.
 */
export function bookLevelPrices(priceMinor: number): { bids: number[]; asks: number[] } {
  const base = Math.max(PRICE_FLOOR_MINOR, priceMinor);
  const steps = Array.from({ length: ORDER_BOOK_LEVELS }, (_, i) => (i + 1) * SPREAD_MINOR);
  return {
    bids: [...new Set(steps.map((step) => Math.max(PRICE_FLOOR_MINOR, priceMinor - step)))],
    asks: steps.map((step) => base + step),
  };
}

/**
 * How many shares feel natural for a stock at this price: about 1x at 100 Bolts, more for cheap
 * stocks, fewer for dear ones (square root, so a 1-Bolt stock is not an ocean of shares).
 */
function sizeScale(priceMinor: number): number {
  return Math.min(4, Math.max(0.25, Math.sqrt(10_000 / Math.max(PRICE_FLOOR_MINOR, priceMinor))));
}

/** Rounds to a round lot of 5 shares, never below one lot. */
const roundLot = (shares: number) => Math.max(5, Math.round(shares / 5) * 5);

export const bookBucket = (at: Date) => Math.floor(at.getTime() / ORDER_BOOK_REFRESH_MS);
export const tradesBucket = (at: Date) => Math.floor(at.getTime() / RECENT_TRADES_REFRESH_MS);

/**
 * Simulated market depth per level, best first: 50-500 shares before the price scale, thicker
 * further from the touch as real books are. The same company and bucket always give the same sizes.
 */
export function simulatedDepth(companyId: string, bucket: number, priceMinor: number) {
  const random = seededRandom(seedFrom(`book:${companyId}:${bucket}`));
  const scale = sizeScale(priceMinor);
  const side = () =>
    Array.from({ length: ORDER_BOOK_LEVELS }, (_, level) => {
      const shares = Math.min(500, (50 + random() * 250) * (1 + 0.35 * level));
      return roundLot(shares * scale);
    });
  return { bids: side(), asks: side() };
}

/**
 * Where a resting order shows: at the best level its limit reaches. A buy at 99.80 with the price at
 * 100.00 is willing to pay 99.75 (the best bid), so it adds there; a buy at 99.60 adds to 99.50. A
 * level therefore reads "this many shares wanted at this price or better". Orders beyond the third
 * level are too far from the price for the three-level book and are left out (they still rest and
 * still fill when the market reaches them).
 */
export function levelIndexFor(side: Side, limitPriceMinor: number, levels: { bids: number[]; asks: number[] }) {
  if (side === 'buy') return levels.bids.findIndex((bid) => limitPriceMinor >= bid);
  return levels.asks.findIndex((ask) => limitPriceMinor <= ask);
}

export interface BuildOrderBookInput {
  companyId: string;
  priceMinor: number;
  resting: readonly RestingAggregate[];
  at: Date;
}

export function buildOrderBook({ companyId, priceMinor, resting, at }: BuildOrderBookInput): OrderBook {
  const levels = bookLevelPrices(priceMinor);
  const depth = simulatedDepth(companyId, bookBucket(at), priceMinor);
  const players = { bids: levels.bids.map(() => 0), asks: levels.asks.map(() => 0) };
  for (const order of resting) {
    if (order.quantity <= 0) continue;
    const index = levelIndexFor(order.side, order.limitPriceMinor, levels);
    if (index < 0) continue;
    players[order.side === 'buy' ? 'bids' : 'asks'][index]! += order.quantity;
  }
  const side = (prices: number[], simulated: number[], player: number[]): BookLevel[] =>
    prices.map((priceMinor, i) => ({
      priceMinor,
      quantity: simulated[i]! + player[i]!,
      playerQuantity: player[i]!,
    }));
  return {
    companyId,
    priceMinor,
    bids: side(levels.bids, depth.bids, players.bids),
    asks: side(levels.asks, depth.asks, players.asks),
    at: at.toISOString(),
  };
}

/**
 * Simulated market prints for one 10-second bucket, newest first: prices anywhere within the
 * spread around the current price, a random side, small sizes, stamped over the 15 seconds before
 * the bucket began (so never in the future). Deterministic per company and bucket.
 */
export function simulatedTrades(companyId: string, priceMinor: number, bucket: number, count: number): RecentTrade[] {
  const random: Random = seededRandom(seedFrom(`trades:${companyId}:${bucket}`));
  const scale = sizeScale(priceMinor);
  const bucketStartMs = bucket * RECENT_TRADES_REFRESH_MS;
  const trades: RecentTrade[] = [];
  let atMs = bucketStartMs;
  for (let i = 0; i < count; i++) {
    atMs -= 500 + Math.floor(random() * 2_500);
    const offset = Math.floor(random() * (2 * SPREAD_MINOR + 1)) - SPREAD_MINOR;
    trades.push({
      id: `sim-${companyId.slice(0, 8)}-${bucket}-${i}`,
      side: random() < 0.5 ? 'buy' : 'sell',
      priceMinor: Math.max(PRICE_FLOOR_MINOR, priceMinor + offset),
      quantity: Math.max(1, Math.round((1 + random() * 99) * scale)),
      at: new Date(atMs).toISOString(),
      simulated: true,
    });
  }
  return trades;
}

export interface BuildRecentTradesInput {
  companyId: string;
  priceMinor: number;
  /** The company's latest real trades, any order; only the newest few are kept. */
  real: readonly Omit<RecentTrade, 'simulated'>[];
  at: Date;
}

/**
 * The last five trades, newest first: the players' real trades and the simulated prints merged by
 * time, as a market's tape reads. A real trade at the same moment as a print comes first. A player's
 * trade made just now is the newest (prints are stamped before their bucket began); an older one
 * gives way to the prints that came after it.
 */
export function buildRecentTrades({ companyId, priceMinor, real, at }: BuildRecentTradesInput): RecentTrades {
  const players: RecentTrade[] = real.map((t) => ({ ...t, simulated: false }));
  const prints = simulatedTrades(companyId, priceMinor, tradesBucket(at), RECENT_TRADES_COUNT);
  // A stable sort of real-then-simulated keeps a real trade ahead of a print stamped the same instant.
  const trades = [...players, ...prints]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, RECENT_TRADES_COUNT);
  return { companyId, trades };
}
