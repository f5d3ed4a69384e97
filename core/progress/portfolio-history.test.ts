import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../market/candles';
import { changeBp, closeBefore, historyBuckets, rescaledIndex, valueSeries } from './portfolio-history';

const T0 = Date.UTC(2026, 10, 20, 10, 0);
const STEP = 5 * MINUTE_MS;
const at = (steps: number, extraMs = 0) => T0 + steps * STEP + extraMs;

describe('historyBuckets', () => {
  it.each([
    // range, now, opened, count, first
    ['1D', at(300), at(-10_000), 289, at(300) - 24 * HOUR_MS],
    ['1D', at(3, 1_000), at(1, 1_000), 3, at(1)],
    ['1W', T0 + 30 * 60_000, T0 - 100 * 24 * HOUR_MS, 169, T0 - 7 * 24 * HOUR_MS],
  ] as const)('%s from %s opened %s: %s steps', (range, now, opened, count, first) => {
    const { buckets } = historyBuckets(range, now, opened);
    expect(buckets).toHaveLength(count);
    expect(buckets[0]).toBe(first);
  });

  it('always holds the step of now, even for a portfolio opened this minute', () => {
    expect(historyBuckets('ALL', at(0, 10), at(0, 5))).toEqual({ buckets: [at(0)], stepMs: STEP });
  });

  it.each([
    // range, age of the portfolio, step
    ['ALL', 3 * HOUR_MS, STEP],
    ['ALL', 5 * 24 * HOUR_MS, HOUR_MS],
    ['ALL', 10 * 24 * HOUR_MS, 24 * HOUR_MS],
    ['ALL', 400 * 24 * HOUR_MS, 24 * HOUR_MS],
    ['1M', 5 * 24 * HOUR_MS, HOUR_MS],
    ['1M', 300 * 24 * HOUR_MS, 4 * HOUR_MS],
    ['1W', 60 * 60_000, STEP],
    ['1W', 100 * 24 * HOUR_MS, HOUR_MS],
  ] as const)('%s for a portfolio %s ms old steps every %s ms', (range, age, step) => {
    expect(historyBuckets(range, T0, T0 - age).stepMs).toBe(step);
  });
});

describe('closeBefore', () => {
  const closes = [
    { start: at(0), close: 100 },
    { start: at(1), close: 110 },
    { start: at(3), close: 90 },
  ];
  it.each([
    [at(0), 100], // before any candle: the first stands in
    [at(1), 100],
    [at(1, 1), 110],
    [at(3), 110],
    [at(4), 90],
    [at(99), 90],
  ])('at %s -> %s', (end, close) => expect(closeBefore(closes, end)).toBe(close));
  it('is null without candles', () => expect(closeBefore([], at(1))).toBeNull());
});

describe('valueSeries', () => {
  // 10,000.00 cash and 10 AURS at the start. Step 1: buy 5 BLTZ at 20.00 (cash -100.00).
  // Step 3: sell 4 AURS at 105.00 (cash +420.00). Prices close each 5-minute step as listed.
  const input = {
    buckets: [at(0), at(1), at(2), at(3), at(4)],
    stepMs: STEP,
    opening: { cashMinor: 1_000_000, shares: new Map([['aurs', 10]]) },
    cashMoves: [
      { at: at(1, 60_000), amountMinor: -10_000 },
      { at: at(3, 120_000), amountMinor: 42_000 },
    ],
    shareMoves: [
      { at: at(1, 60_000), companyId: 'bltz', quantity: 5 },
      { at: at(3, 120_000), companyId: 'aurs', quantity: -4 },
    ],
    prices: new Map([
      [
        'aurs',
        [
          { start: at(-1), close: 10_000 },
          { start: at(0), close: 10_000 },
          { start: at(1), close: 10_200 },
          { start: at(2), close: 10_100 },
          { start: at(3), close: 10_500 },
          { start: at(4), close: 10_400 },
        ],
      ],
      [
        'bltz',
        [
          { start: at(1), close: 2_000 },
          { start: at(2), close: 2_200 },
          // no candle in step 3: the step-2 close carries
          { start: at(4), close: 1_900 },
        ],
      ],
    ]),
  };

  it('values cash plus shares at each step’s close, through a buy and a sell', () => {
    expect(valueSeries(input).map((p) => p.valueMinor)).toEqual([
      1_000_000 + 10 * 10_000, // 1,100,000
      990_000 + 10 * 10_200 + 5 * 2_000, // 1,102,000
      990_000 + 10 * 10_100 + 5 * 2_200, // 1,102,000
      1_032_000 + 6 * 10_500 + 5 * 2_200, // 1,106,000
      1_032_000 + 6 * 10_400 + 5 * 1_900, // 1,103,900
    ]);
  });

  it('is flat cash for a portfolio that never traded', () => {
    const flat = valueSeries({
      ...input,
      opening: { cashMinor: 500, shares: new Map() },
      cashMoves: [],
      shareMoves: [],
    });
    expect(flat.map((p) => p.valueMinor)).toEqual([500, 500, 500, 500, 500]);
  });
});

describe('rescaledIndex', () => {
  it('starts at the base and follows the index', () => {
    const closes = [
      { start: at(0), close: 100_000 },
      { start: at(1), close: 110_000 },
      { start: at(2), close: 99_000 },
    ];
    expect(rescaledIndex(closes, [at(0), at(1), at(2)], STEP, 5_000)).toEqual([5_000, 5_500, 4_950]);
  });
  it('is null without an index', () => expect(rescaledIndex([], [at(0)], STEP, 5_000)).toEqual([null]));
});

describe('changeBp', () => {
  it.each([
    [1_000, 1_100, 1_000],
    [1_000, 950, -500],
    [0, 10, null],
  ])('%s -> %s is %s bp', (from, to, bp) => expect(changeBp(from, to)).toBe(bp));
});
