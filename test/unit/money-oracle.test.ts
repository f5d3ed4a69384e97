// The oracle of the SQL money path (test/support/money-oracle.ts) holds to its own rules:
// scenario tests show the arithmetic, a property pins that no cost is ever lost or invented.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageCostMinor } from '#core/trading';
import { applyBuy, applySell, type Position } from '../support/money-oracle';

const empty: Position = { quantity: 0, totalCostMinor: 0 };

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
