import { describe, expect, it } from 'vitest';
import type { Candle } from '../api/get-candles';
import { summarizeCandles, toUnixSeconds } from './chart-summary';

const candle = (time: number, openMinor: number, highMinor: number, lowMinor: number, closeMinor: number): Candle => ({
  time,
  openMinor,
  highMinor,
  lowMinor,
  closeMinor,
  volume: 0,
});

describe('summarizeCandles', () => {
  it('is null without candles', () => {
    expect(summarizeCandles([])).toBeNull();
  });

  it('goes from the first open to the last close, with the range high and low', () => {
    const summary = summarizeCandles([
      candle(1, 10_000, 10_200, 9_900, 10_100),
      candle(2, 10_100, 10_900, 10_050, 10_800),
      candle(3, 10_800, 10_850, 9_500, 11_000),
    ]);
    expect(summary).toEqual({
      firstMinor: 10_000,
      lastMinor: 11_000,
      highMinor: 10_900,
      lowMinor: 9_500,
      changeBp: 1_000,
    });
  });

  it('reports a fall as a negative change, rounded to whole basis points', () => {
    expect(summarizeCandles([candle(1, 30_000, 30_000, 19_999, 20_000)])!.changeBp).toBe(-3_333);
  });
});

describe('toUnixSeconds', () => {
  it('turns epoch milliseconds into seconds and leaves seconds alone', () => {
    expect(toUnixSeconds(1_767_225_600_000)).toBe(1_767_225_600);
    expect(toUnixSeconds(1_767_225_600)).toBe(1_767_225_600);
  });
});
