// Scenario tests name the trade sequence and show the arithmetic; property tests (fast-check) pin
// the invariants over thousands of random cases.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBuy,
  applySell,
  averageCostMinor,
  bestAskMinor,
  bestBidMinor,
  limitFillPriceMinor,
  marketFillPriceMinor,
  PRICE_FLOOR_MINOR,
  type Position,
} from './trading';

const empty: Position = { quantity: 0, totalCostMinor: 0 };

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

describe('positions', () => {
  it('buy 10 at 100.25 then 10 at 110.25: 20 shares costing 2,105.00, average 105.25', () => {
    const p = applyBuy(applyBuy(empty, 10, 10_025), 10, 11_025);
    expect(p).toEqual({ quantity: 20, totalCostMinor: 210_500 });
    expect(averageCostMinor(p)).toBe(10_525);
  });

  it('buy 3 at 10.00, sell 1 at 12.00: basis 10.00 leaves, gain 2.00', () => {
    const sold = applySell(applyBuy(empty, 3, 1_000), 1, 1_200);
    expect(sold).toEqual({
      remaining: { quantity: 2, totalCostMinor: 2_000 },
      proceedsMinor: 1_200,
      basisRemovedMinor: 1_000,
      realizedGainMinor: 200,
    });
  });

  it('buy 3 for 10.00 total, sell 1: a third of 10.00 is 3.33 (rounded), the rest leaves with the last share', () => {
    const p = { quantity: 3, totalCostMinor: 1_000 };
    const first = applySell(p, 1, 500);
    expect(first.basisRemovedMinor).toBe(333);
    const rest = applySell(first.remaining, 2, 500);
    expect(rest.basisRemovedMinor).toBe(667);
    expect(rest.remaining).toEqual(empty);
  });

  it('refuses to sell more than is held', () => {
    expect(() => applySell({ quantity: 1, totalCostMinor: 100 }, 2, 100)).toThrow(RangeError);
  });
});

const price = fc.integer({ min: 1, max: 10_000_000 });
const qty = fc.integer({ min: 1, max: 10_000 });

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

  it('cost basis is conserved through any sequence of buys and sells (no rounding drift)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), qty, price), { minLength: 1, maxLength: 60 }), (steps) => {
        let p: Position = empty;
        let bought = 0;
        let removed = 0;
        for (const [isBuy, q, pr] of steps) {
          if (isBuy || p.quantity === 0) {
            p = applyBuy(p, q, pr);
            bought += q * pr;
          } else {
            const sell = applySell(p, Math.min(q, p.quantity), pr);
            removed += sell.basisRemovedMinor;
            expect(sell.proceedsMinor - sell.basisRemovedMinor).toBe(sell.realizedGainMinor);
            p = sell.remaining;
          }
          expect(p.totalCostMinor).toBeGreaterThanOrEqual(0);
          if (p.quantity === 0) expect(p.totalCostMinor).toBe(0);
        }
        expect(removed + p.totalCostMinor).toBe(bought);
      }),
    );
  });
});
