import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collateralReleasedMinor,
  dailyBorrowFeeMinor,
  DEFAULT_SHORT_RULES,
  initialCollateralMinor,
  marginRatioBp,
  marginState,
  type MarginState,
} from './shorts';

const price = fc.integer({ min: 1, max: 1_000_000 });
const shares = fc.integer({ min: 1, max: 100_000 });
const SEVERITY: Record<MarginState, number> = { ok: 0, call: 1, cover: 2 };

describe('short selling rules', () => {
  it('opens every short with at least 150% of its value held, in good standing', () => {
    fc.assert(
      fc.property(price, shares, (p, q) => {
        const value = p * q;
        const collateral = initialCollateralMinor(value);
        expect(collateral * 10_000).toBeGreaterThanOrEqual(value * DEFAULT_SHORT_RULES.initialMarginBp);
        expect(marginState(collateral, value)).toBe('ok');
      }),
    );
  });

  it('never leaves a short below maintenance after a tick: the tick that breaks it covers it', () => {
    fc.assert(
      fc.property(price, shares, fc.array(price, { minLength: 1, maxLength: 50 }), (open, q, path) => {
        const collateral = initialCollateralMinor(open * q);
        for (const p of path) {
          const state = marginState(collateral, p * q);
          if (state === 'cover') return; // the engine buys to cover on this tick
          expect(marginRatioBp(collateral, p * q)).toBeGreaterThanOrEqual(DEFAULT_SHORT_RULES.maintenanceMarginBp);
        }
      }),
    );
  });

  it('a higher price never puts a short in better standing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), shares, price, price, (collateral, q, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(SEVERITY[marginState(collateral, high * q)]).toBeGreaterThanOrEqual(
          SEVERITY[marginState(collateral, low * q)],
        );
      }),
    );
  });

  it('warns before it covers: between 130% and 140% is a margin call', () => {
    expect(marginState(14_000, 10_000)).toBe('ok');
    expect(marginState(13_999, 10_000)).toBe('call');
    expect(marginState(13_000, 10_000)).toBe('call');
    expect(marginState(12_999, 10_000)).toBe('cover');
    expect(marginState(0, 0)).toBe('ok');
  });

  it('a partial cover gives back collateral in proportion, never leaving the rest less covered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), shares, shares, (collateral, a, b) => {
        const [covered, short] = a <= b ? [a, b] : [b, a];
        const released = collateralReleasedMinor(collateral, covered, short);
        expect(released).toBeGreaterThanOrEqual(0);
        expect(released).toBeLessThanOrEqual(collateral);
        if (covered === short) expect(released).toBe(collateral);
        // What stays held covers the remaining shares at least as well as before.
        expect((collateral - released) * short).toBeGreaterThanOrEqual(collateral * (short - covered));
      }),
    );
  });

  it('charges at least one minor unit a day while shares are borrowed, and nothing after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (liability) => {
        const fee = dailyBorrowFeeMinor(liability);
        expect(fee).toBeGreaterThanOrEqual(1);
        expect(fee).toBeLessThanOrEqual(Math.ceil((liability * DEFAULT_SHORT_RULES.borrowFeeBpPerDay) / 10_000) + 1);
      }),
    );
    expect(dailyBorrowFeeMinor(0)).toBe(0);
    expect(dailyBorrowFeeMinor(1_000_000)).toBe(200);
  });
});
