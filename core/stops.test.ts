import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  stopBuyReservePriceMinor,
  stopCrossed,
  stopOnRightSide,
  trailedStop,
  trailingStopAt,
  trailInRange,
  TRAIL_BP_MAX,
  TRAIL_BP_MIN,
  type Trail,
} from './stops';
import { bestAskMinor, limitFillPriceMinor, type Side } from './trading';

const side = fc.constantFrom<Side>('buy', 'sell');
const price = fc.integer({ min: 1, max: 1_000_000 });
const path = fc.array(price, { minLength: 1, maxLength: 60 });
const trail: fc.Arbitrary<Trail> = fc.oneof(
  fc.record({ amountMinor: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ bp: fc.integer({ min: TRAIL_BP_MIN, max: TRAIL_BP_MAX }) }),
);

/** The engine's order of work on one tick: the trail follows the new price, then the trigger is checked. */
function runTrailing(s: Side, start: number, t: Trail, prices: number[]) {
  let stop = trailingStopAt(s, start, t);
  const stops = [stop];
  for (const [i, p] of prices.entries()) {
    stop = trailedStop(s, stop, p, t);
    stops.push(stop);
    if (stopCrossed(s, stop, p)) return { triggeredAt: i, stops };
  }
  return { triggeredAt: -1, stops };
}

describe('stop orders', () => {
  it('a stop triggers at the first price that trades through it, and not before', () => {
    fc.assert(
      fc.property(side, price, path, (s, stop, prices) => {
        const first = prices.findIndex((p) => (s === 'sell' ? p <= stop : p >= stop));
        const triggered = prices.findIndex((p) => stopCrossed(s, stop, p));
        expect(triggered).toBe(first);
      }),
    );
  });

  it('a trailing stop triggers exactly when the price falls (rises) through the stop the best price set', () => {
    fc.assert(
      fc.property(side, price, trail, path, (s, start, t, prices) => {
        const { triggeredAt } = runTrailing(s, start, t, prices);
        // The oracle: the best price so far (the start included) and the trail from it, without
        // the trailing rules' bookkeeping.
        let best = start;
        let expected = -1;
        for (const [i, p] of prices.entries()) {
          const stop = trailingStopAt(s, best, t);
          if (s === 'sell' ? p <= stop : p >= stop) {
            expected = i;
            break;
          }
          best = s === 'sell' ? Math.max(best, p) : Math.min(best, p);
        }
        expect(triggeredAt).toBe(expected);
      }),
    );
  });

  it("a trailing stop's stop is monotone: a sell's only rises, a buy's only falls", () => {
    fc.assert(
      fc.property(side, price, trail, path, (s, start, t, prices) => {
        const { stops } = runTrailing(s, start, t, prices);
        for (let i = 1; i < stops.length; i++) {
          if (s === 'sell') expect(stops[i]).toBeGreaterThanOrEqual(stops[i - 1]!);
          else expect(stops[i]).toBeLessThanOrEqual(stops[i - 1]!);
        }
      }),
    );
  });

  it('a stop-limit never fills worse than its limit, whatever the price after the trigger', () => {
    fc.assert(
      fc.property(side, price, price, path, (s, stop, limit, prices) => {
        const after = prices.slice(
          Math.max(
            0,
            prices.findIndex((p) => stopCrossed(s, stop, p)),
          ),
        );
        for (const p of after) {
          const fill = limitFillPriceMinor(s, limit, p);
          if (fill === null) continue;
          if (s === 'buy') expect(fill).toBeLessThanOrEqual(limit);
          else expect(fill).toBeGreaterThanOrEqual(limit);
        }
      }),
    );
  });

  it("a stop buy's reserve covers the ask at its stop, with room for a jump", () => {
    fc.assert(
      fc.property(price, (stop) => {
        expect(stopBuyReservePriceMinor('stop', stop, null)).toBeGreaterThan(bestAskMinor(stop));
        expect(stopBuyReservePriceMinor('stop_limit', stop, 4_200)).toBe(4_200);
      }),
    );
  });

  it.each([
    ['sell', 90, 100, true],
    ['sell', 100, 100, false],
    ['sell', 110, 100, false],
    ['buy', 110, 100, true],
    ['buy', 100, 100, false],
    ['buy', 90, 100, false],
  ] as const)('a %s stop at %i with the price at %i is on the right side: %s', (s, stop, p, right) => {
    expect(stopOnRightSide(s, stop, p)).toBe(right);
  });

  it.each([
    ['sell', { bp: 49 }, false],
    ['sell', { bp: 50 }, true],
    ['sell', { bp: 5_000 }, true],
    ['sell', { bp: 5_001 }, false],
    ['sell', { amountMinor: 0 }, false],
    ['sell', { amountMinor: 9_999 }, true],
    ['sell', { amountMinor: 10_000 }, false],
    ['buy', { amountMinor: 10_000 }, true],
    ['buy', { amountMinor: 1.5 }, false],
  ] as const)('a %s trail of %o at 100.00 fits: %s', (s, t, fits) => {
    expect(trailInRange(s, t, 10_000)).toBe(fits);
  });

  it('starts a trailing stop the trail away from the price, never below one minor unit', () => {
    expect(trailingStopAt('sell', 10_000, { bp: 500 })).toBe(9_500);
    expect(trailingStopAt('buy', 10_000, { bp: 500 })).toBe(10_500);
    expect(trailingStopAt('sell', 10_001, { bp: 500 })).toBe(9_500);
    expect(trailingStopAt('sell', 100, { amountMinor: 150 })).toBe(1);
    expect(trailingStopAt('buy', 100, { amountMinor: 150 })).toBe(250);
  });
});
