import { describe, expect, it } from 'vitest';
import type { Candle } from '../api/get-candles';
import { summarizeCandles } from './chart-summary';
import { followLivePrice } from './live-day';

const MIDNIGHT = Date.UTC(2026, 10, 26);
const MIN = 60_000;
const candle = (time: number, openMinor: number, highMinor: number, lowMinor: number, closeMinor: number): Candle => ({
  time,
  openMinor,
  highMinor,
  lowMinor,
  closeMinor,
  volume: 0,
});

describe('followLivePrice', () => {
  const day = [
    candle(MIDNIGHT, 10_000, 10_100, 9_950, 10_050),
    candle(MIDNIGHT + 5 * MIN, 10_050, 10_080, 10_000, 10_020),
  ];

  it('moves the last close to the live price and stretches its high past it', () => {
    // 00:07 falls in the 00:05 candle: close 10_150, high max(10_080, 10_150)
    const live = followLivePrice(day, 10_150, MIDNIGHT + 7 * MIN);
    expect(live).toEqual([day[0], candle(MIDNIGHT + 5 * MIN, 10_050, 10_150, 10_000, 10_150)]);
  });

  it('stretches the low under a fall', () => {
    expect(followLivePrice(day, 9_900, MIDNIGHT + 9 * MIN).at(-1)).toEqual(
      candle(MIDNIGHT + 5 * MIN, 10_050, 10_080, 9_900, 9_900),
    );
  });

  it('opens a new candle at the last close when the clock crosses into the next five minutes', () => {
    const live = followLivePrice(day, 9_990, MIDNIGHT + 11 * MIN);
    expect(live).toHaveLength(3);
    expect(live[2]).toEqual(candle(MIDNIGHT + 10 * MIN, 10_020, 10_020, 9_990, 9_990));
  });

  it('leaves the candles as they are when the price is the last close, without touching its input', () => {
    const before = structuredClone(day);
    expect(followLivePrice(day, 10_020, MIDNIGHT + 6 * MIN)).toEqual(day);
    followLivePrice(day, 12_000, MIDNIGHT + 6 * MIN);
    expect(day).toEqual(before);
  });

  it('keeps the server candle the price belongs to when the server clock is ahead', () => {
    // The page's clock says 00:04 but the server already wrote the 00:05 candle: that one follows.
    expect(followLivePrice(day, 10_030, MIDNIGHT + 4 * MIN).at(-1)).toEqual(
      candle(MIDNIGHT + 5 * MIN, 10_050, 10_080, 10_000, 10_030),
    );
  });

  it('drops yesterday once the clock passes midnight and makes nothing up without a candle today', () => {
    expect(followLivePrice(day, 10_020, MIDNIGHT + 24 * 60 * MIN + MIN)).toEqual([]);
    expect(followLivePrice([], 10_020, MIDNIGHT)).toEqual([]);
  });

  it('keeps the live price inside the summary high and low, and the change from the day open', () => {
    for (const price of [9_000, 10_000, 10_020, 11_000]) {
      const summary = summarizeCandles(followLivePrice(day, price, MIDNIGHT + 8 * MIN))!;
      expect(summary.lowMinor).toBeLessThanOrEqual(price);
      expect(summary.highMinor).toBeGreaterThanOrEqual(price);
      expect(summary.lastMinor).toBe(price);
      // Day open 10_000: the header's change is (price - 10_000) / 10_000
      expect(summary.changeBp).toBe(Math.round(((price - 10_000) * 10_000) / 10_000));
    }
  });
});
