// Scenario tests name the trade sequence and show the arithmetic; property tests (fast-check) pin
// the invariants over thousands of random cases. What a fill does to a holding is the database's,
// tested against test/support/money-oracle.ts (test/unit/money-oracle.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageCostMinor,
  bestAskMinor,
  bestBidMinor,
  limitFillPriceMinor,
  marketFillPriceMinor,
  PRICE_FLOOR_MINOR,
} from './trading';

describe('pricing', () => {
  it('buys at price + 0.25 and sells at price - 0.25', () => {
    // 100.00 -> ask 100.25, bid 99.75
    expect(marketFillPriceMinor('buy', 10_000)).toBe(10_025);
    expect(marketFillPriceMinor('sell', 10_000)).toBe(9_975);
  });

  it('never bids below the floor', () => {
    expect(bestBidMinor(10)).toBe(PRICE_FLOOR_MINOR);
  });

  it('fills a buy limit at the ask when the ask is at or under the limit, else rests', () => {
    // price 100.00, ask 100.25: a 100.25 limit fills at 100.25; a 101.00 limit fills at 100.25 (better)
    expect(limitFillPriceMinor('buy', 10_025, 10_000)).toBe(10_025);
    expect(limitFillPriceMinor('buy', 10_100, 10_000)).toBe(10_025);
    expect(limitFillPriceMinor('buy', 10_024, 10_000)).toBeNull();
  });

  it('fills a sell limit at the bid when the bid is at or over the limit, else rests', () => {
    expect(limitFillPriceMinor('sell', 9_975, 10_000)).toBe(9_975);
    expect(limitFillPriceMinor('sell', 9_000, 10_000)).toBe(9_975);
    expect(limitFillPriceMinor('sell', 9_976, 10_000)).toBeNull();
  });
});

describe('average cost', () => {
  it('20 shares costing 2,105.00 average 105.25; no shares, no average', () => {
    expect(averageCostMinor({ quantity: 20, totalCostMinor: 210_500 })).toBe(10_525);
    expect(averageCostMinor({ quantity: 0, totalCostMinor: 0 })).toBeNull();
  });

  it('rounds half up: 3 shares costing 10.00 average 3.33, 2 costing 0.05 average 0.03', () => {
    expect(averageCostMinor({ quantity: 3, totalCostMinor: 1_000 })).toBe(333);
    expect(averageCostMinor({ quantity: 2, totalCostMinor: 5 })).toBe(3);
  });
});

const price = fc.integer({ min: 1, max: 10_000_000 });

describe('properties', () => {
  it('a limit order never fills at a worse price than its limit', () => {
    fc.assert(
      fc.property(fc.constantFrom('buy' as const, 'sell' as const), price, price, (side, limit, market) => {
        const fill = limitFillPriceMinor(side, limit, market);
        if (fill === null) return true;
        return side === 'buy' ? fill <= limit : fill >= limit;
      }),
    );
  });

  it('a limit order fills exactly when the market crosses it', () => {
    fc.assert(
      fc.property(fc.constantFrom('buy' as const, 'sell' as const), price, price, (side, limit, market) => {
        const crosses = side === 'buy' ? bestAskMinor(market) <= limit : bestBidMinor(market) >= limit;
        return (limitFillPriceMinor(side, limit, market) !== null) === crosses;
      }),
    );
  });
});
