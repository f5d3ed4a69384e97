import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderBookSchema, recentTradesSchema } from '../schemas/market-data';
import {
  bookLevelPrices,
  buildOrderBook,
  buildRecentTrades,
  simulatedDepth,
  simulatedTrades,
  tradesBucket,
  type RestingAggregate,
} from './order-book';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const AT = new Date('2026-11-22T12:00:02Z');

const book = (priceMinor: number, resting: RestingAggregate[] = [], at = AT) =>
  buildOrderBook({ companyId: COMPANY, priceMinor, resting, at });

describe('order book levels', () => {
  it('at 100.00 bids 99.75/99.50/99.25 and asks 100.25/100.50/100.75, best first', () => {
    const b = book(10_000);
    expect(b.bids.map((l) => l.priceMinor)).toEqual([9_975, 9_950, 9_925]);
    expect(b.asks.map((l) => l.priceMinor)).toEqual([10_025, 10_050, 10_075]);
    expect(orderBookSchema.parse(b)).toEqual(b);
  });

  it('near the floor, bids collapse onto one minor unit instead of going to zero or below', () => {
    // 0.40: bids 0.15, then -0.10 and -0.35 both floor to 0.01
    expect(bookLevelPrices(40).bids).toEqual([15, 1]);
    expect(bookLevelPrices(40).asks).toEqual([65, 90, 115]);
  });

  it('with no players, every level is simulated depth in round lots of 5', () => {
    const b = book(10_000);
    for (const level of [...b.bids, ...b.asks]) {
      expect(level.playerQuantity).toBe(0);
      expect(level.quantity % 5).toBe(0);
      expect(level.quantity).toBeGreaterThanOrEqual(50);
      expect(level.quantity).toBeLessThanOrEqual(500);
    }
  });

  it('depth is plausible at any price: a positive round lot, fewer shares for dearer stocks on average', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 1e9 }), (price, bucket) => {
        const d = simulatedDepth(COMPANY, bucket, price);
        return [...d.bids, ...d.asks].every((q) => Number.isInteger(q) && q >= 5 && q <= 2_000);
      }),
    );
    const mean = (price: number) => {
      let sum = 0;
      for (let bucket = 0; bucket < 200; bucket++) sum += simulatedDepth(COMPANY, bucket, price).bids[0]!;
      return sum / 200;
    };
    expect(mean(1_000)).toBeGreaterThan(mean(10_000));
    expect(mean(10_000)).toBeGreaterThan(mean(100_000));
  });
});

describe('simulated depth is deterministic per company and 5-second bucket', () => {
  it('two builds in the same bucket agree (two instances, two polls)', () => {
    const a = book(10_000, [], new Date('2026-11-22T12:00:00.000Z'));
    const b = book(10_000, [], new Date('2026-11-22T12:00:04.999Z'));
    expect(a.bids).toEqual(b.bids);
    expect(a.asks).toEqual(b.asks);
  });

  it('the next bucket and another company draw new sizes', () => {
    const sizes = (companyId: string, bucket: number) => {
      const d = simulatedDepth(companyId, bucket, 10_000);
      return [...d.bids, ...d.asks];
    };
    expect(sizes(COMPANY, 1)).not.toEqual(sizes(COMPANY, 2));
    expect(sizes(COMPANY, 1)).not.toEqual(sizes(OTHER, 1));
  });
});

describe("merging players' resting limit orders", () => {
  const plain = book(10_000);
  const delta = (b: ReturnType<typeof book>) => ({
    bids: b.bids.map((l, i) => l.quantity - plain.bids[i]!.quantity),
    asks: b.asks.map((l, i) => l.quantity - plain.asks[i]!.quantity),
  });

  it('a buy limit exactly on a bid level adds to that bid; a sell on an ask level adds to that ask', () => {
    const b = book(10_000, [
      { side: 'buy', limitPriceMinor: 9_950, quantity: 7 },
      { side: 'sell', limitPriceMinor: 10_075, quantity: 3 },
    ]);
    expect(delta(b)).toEqual({ bids: [0, 7, 0], asks: [0, 0, 3] });
    expect(b.bids[1]!.playerQuantity).toBe(7);
    expect(b.asks[2]!.playerQuantity).toBe(3);
  });

  it('orders at the same level add up, and the same price from several players sums', () => {
    const b = book(10_000, [
      { side: 'buy', limitPriceMinor: 9_975, quantity: 10 },
      { side: 'buy', limitPriceMinor: 9_975, quantity: 5 },
    ]);
    expect(b.bids[0]!.playerQuantity).toBe(15);
  });

  it('a limit between levels shows at the best level it reaches (a buy at 99.60 bids at 99.50 or better)', () => {
    const b = book(10_000, [
      // buy 99.60: willing to pay 99.50 but not 99.75 -> second bid
      { side: 'buy', limitPriceMinor: 9_960, quantity: 4 },
      // buy 99.90 (inside the spread, resting because the ask 100.25 is above it) -> best bid
      { side: 'buy', limitPriceMinor: 9_990, quantity: 2 },
      // sell 100.30: willing to take 100.50 but not 100.25 -> second ask
      { side: 'sell', limitPriceMinor: 10_030, quantity: 6 },
      // sell 100.10 (inside the spread) -> best ask
      { side: 'sell', limitPriceMinor: 10_010, quantity: 1 },
    ]);
    expect(delta(b)).toEqual({ bids: [2, 4, 0], asks: [1, 6, 0] });
  });

  it('orders beyond the third level are left out of the book', () => {
    const b = book(10_000, [
      { side: 'buy', limitPriceMinor: 9_924, quantity: 100 },
      { side: 'sell', limitPriceMinor: 10_076, quantity: 100 },
    ]);
    expect(delta(b)).toEqual({ bids: [0, 0, 0], asks: [0, 0, 0] });
  });

  it('players never change the simulated part: quantity - playerQuantity is the same depth', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
            limitPriceMinor: fc.integer({ min: 9_800, max: 10_200 }),
            quantity: fc.integer({ min: 1, max: 1_000 }),
          }),
        ),
        (resting) => {
          const b = book(10_000, resting);
          const simulated = (levels: typeof b.bids) => levels.map((l) => l.quantity - l.playerQuantity);
          const shown = [...b.bids, ...b.asks].reduce((sum, l) => sum + l.playerQuantity, 0);
          const inRange = resting
            .filter((o) => (o.side === 'buy' ? o.limitPriceMinor >= 9_925 : o.limitPriceMinor <= 10_075))
            .reduce((sum, o) => sum + o.quantity, 0);
          return (
            JSON.stringify(simulated(b.bids)) === JSON.stringify(simulated(plain.bids)) &&
            JSON.stringify(simulated(b.asks)) === JSON.stringify(simulated(plain.asks)) &&
            shown === inRange
          );
        },
      ),
    );
  });
});

describe('recent trades', () => {
  const real = (id: string, at: string, priceMinor = 10_025) => ({
    id,
    side: 'buy' as const,
    priceMinor,
    quantity: 3,
    at,
  });

  it('no real trades: five simulated prints, newest first, within the spread, before the bucket began', () => {
    const { trades } = buildRecentTrades({ companyId: COMPANY, priceMinor: 10_000, real: [], at: AT });
    expect(trades).toHaveLength(5);
    expect(trades.every((t) => t.simulated)).toBe(true);
    for (const t of trades) {
      expect(t.priceMinor).toBeGreaterThanOrEqual(9_975);
      expect(t.priceMinor).toBeLessThanOrEqual(10_025);
      expect(Date.parse(t.at)).toBeLessThanOrEqual(Date.parse('2026-11-22T12:00:00Z'));
    }
    const times = trades.map((t) => Date.parse(t.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(trades.map((t) => t.id)).size).toBe(5);
  });

  it("merges players' trades and prints by time, newest first: an hour-old trade gives way to newer prints", () => {
    const result = buildRecentTrades({
      companyId: COMPANY,
      priceMinor: 10_000,
      // Made this bucket (after every print), and an hour ago (before every print).
      real: [real('old', '2026-11-22T11:00:00Z'), real('now', '2026-11-22T12:00:01Z')],
      at: AT,
    });
    expect(result.trades.map((t) => t.id)[0]).toBe('now');
    expect(result.trades.map((t) => t.simulated)).toEqual([false, true, true, true, true]);
    expect(result.trades.some((t) => t.id === 'old')).toBe(false);
    const times = result.trades.map((t) => Date.parse(t.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(recentTradesSchema.parse(result)).toEqual(result);
  });

  it("a player's trade between two prints shows between them", () => {
    const prints = simulatedTrades(COMPANY, 10_000, tradesBucket(AT), 5);
    const between = new Date((Date.parse(prints[1]!.at) + Date.parse(prints[2]!.at)) / 2).toISOString();
    const { trades } = buildRecentTrades({
      companyId: COMPANY,
      priceMinor: 10_000,
      real: [real('r', between)],
      at: AT,
    });
    expect(trades.map((t) => t.id)).toEqual([prints[0]!.id, prints[1]!.id, 'r', prints[2]!.id, prints[3]!.id]);
  });

  it('a real trade stamped the same instant as a print comes first', () => {
    const prints = simulatedTrades(COMPANY, 10_000, tradesBucket(AT), 5);
    const { trades } = buildRecentTrades({
      companyId: COMPANY,
      priceMinor: 10_000,
      real: [real('tie', prints[0]!.at)],
      at: AT,
    });
    expect(trades.map((t) => t.id).slice(0, 2)).toEqual(['tie', prints[0]!.id]);
  });

  it('seven real trades newer than every print: only the newest five, nothing simulated', () => {
    const many = Array.from({ length: 7 }, (_, i) => real(`t${i}`, `2026-11-22T12:00:00.${i + 1}00Z`));
    const { trades } = buildRecentTrades({ companyId: COMPANY, priceMinor: 10_000, real: many, at: AT });
    expect(trades.map((t) => t.id)).toEqual(['t6', 't5', 't4', 't3', 't2']);
    expect(trades.some((t) => t.simulated)).toBe(false);
  });

  it('prints are the same within a 10-second bucket, and the ones shown do not depend on the real count', () => {
    const a = buildRecentTrades({ companyId: COMPANY, priceMinor: 10_000, real: [], at: new Date(1_000_000_000) });
    const b = buildRecentTrades({ companyId: COMPANY, priceMinor: 10_000, real: [], at: new Date(1_000_009_999) });
    expect(a).toEqual(b);
    const withReal = buildRecentTrades({
      companyId: COMPANY,
      priceMinor: 10_000,
      real: [real('r', '2026-11-22T11:00:00Z')],
      at: new Date(1_000_000_000),
    });
    expect(withReal.trades.slice(1)).toEqual(a.trades.slice(0, 4));
    expect(simulatedTrades(COMPANY, 10_000, 100_000, 5)).not.toEqual(simulatedTrades(COMPANY, 10_000, 100_001, 5));
  });

  it('a print never goes below the price floor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 1e9 }), (price, bucket) =>
        simulatedTrades(COMPANY, price, bucket, 5).every((t) => t.priceMinor >= 1 && t.quantity >= 1),
      ),
    );
  });
});
