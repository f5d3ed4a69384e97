import { describe, expect, it } from 'vitest';
import { addSnapshot, boltsScore, MIN_WEEK_VOLATILITY, NO_SWING, weekVolatility, type SwingSums } from './score';

/** The swing sums of a series of snapshot values (no inflows). */
const swingOf = (values: readonly number[]): SwingSums =>
  values.slice(1).reduce((sums, v, i) => addSnapshot(sums, values[i]!, v), NO_SWING);

describe('Bolts Score', () => {
  it('no-trades-no-score: a portfolio that never traded has none, however the index moved', () => {
    expect(boltsScore({ portfolioReturn: 0, indexReturn: -0.05, sums: NO_SWING, hasTraded: false })).toBeNull();
  });

  it('excess-return-over-index: 2% against the index 1%, swinging ln(1.01) and ln(102/101), scores 0.01 / 0.014003 = 0.7141', () => {
    const sums = swingOf([10_000, 10_100, 10_200]);
    // sqrt(ln(1.01)^2 + ln(102/101)^2) = sqrt(0.00009901 + 0.00009706)
    expect(weekVolatility(sums)).toBeCloseTo(0.014003, 6);
    expect(boltsScore({ portfolioReturn: 0.02, indexReturn: 0.01, sums, hasTraded: true })).toBeCloseTo(0.7141, 4);
  });

  it('one-trade-below-floor: a portfolio that barely moved divides by the 0.5% floor, 0.3% over the index scores 0.6', () => {
    const sums = swingOf([10_000, 10_001, 10_002]);
    expect(weekVolatility(sums)).toBeLessThan(MIN_WEEK_VOLATILITY);
    expect(boltsScore({ portfolioReturn: 0.004, indexReturn: 0.001, sums, hasTraded: true })).toBeCloseTo(0.6, 9);
  });

  it('all-in-vs-diversified: +10% swinging 39.5% scores 0.228; +4% swinging 1.96% scores 1.530, so the spread portfolio ranks first', () => {
    // All-in: up 20%, down 25% (back to 0.9), up 22.2% (to 1.1): three big swings for +10%.
    const allIn = swingOf([10_000, 12_000, 9_000, 11_000]);
    // Diversified: small steady steps to +4%.
    const spread = swingOf([10_000, 10_100, 10_200, 10_300, 10_400]);
    const index = 0.01;
    const allInScore = boltsScore({ portfolioReturn: 0.1, indexReturn: index, sums: allIn, hasTraded: true })!;
    const spreadScore = boltsScore({ portfolioReturn: 0.04, indexReturn: index, sums: spread, hasTraded: true })!;
    // sqrt(ln(1.2)^2 + ln(0.75)^2 + ln(11/9)^2) = sqrt(0.03324 + 0.08276 + 0.04027) = 0.3953
    expect(weekVolatility(allIn)).toBeCloseTo(0.3953, 4);
    expect(allInScore).toBeCloseTo(0.2277, 4);
    // sqrt(ln(1.01)^2 + ln(102/101)^2 + ln(103/102)^2 + ln(104/103)^2) = 0.019612
    expect(weekVolatility(spread)).toBeCloseTo(0.019612, 6);
    expect(spreadScore).toBeCloseTo(1.5297, 4);
    expect(spreadScore).toBeGreaterThan(allInScore);
  });

  it('losing-to-the-index-is-negative: +1% while the index made 3% scores below zero', () => {
    const sums = swingOf([10_000, 10_050, 10_100]);
    expect(boltsScore({ portfolioReturn: 0.01, indexReturn: 0.03, sums, hasTraded: true })).toBeLessThan(0);
  });

  it('inflows-are-not-swings: a 500-Bolt bonus between snapshots adds no volatility', () => {
    const withBonus = addSnapshot(NO_SWING, 5_000_000, 5_050_000, 50_000);
    expect(withBonus).toEqual({ steps: 1, sumSquares: 0 });
    // An empty portfolio's first deposit is no step at all.
    expect(addSnapshot(NO_SWING, 0, 5_000_000, 5_000_000)).toEqual(NO_SWING);
  });
});
