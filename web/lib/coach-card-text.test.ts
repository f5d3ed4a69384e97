import { describe, expect, it } from 'vitest';
import { cardText, durationUnit } from './coach-card-text';

describe('what a coach card says', () => {
  it('words a waiting limit order by its side, with the limit and the price', () => {
    expect(
      cardText({
        kind: 'limit_waiting',
        params: { symbol: 'AURS', side: 'sell', limitPriceMinor: 900, priceMinor: 800 },
      }),
    ).toEqual({
      key: 'limitWaitingSell',
      values: {
        symbol: { kind: 'text', value: 'AURS' },
        limit: { kind: 'price', minor: 900 },
        price: { kind: 'price', minor: 800 },
      },
    });
  });

  it('gives a loss and a drop as sizes, the sentence says which way', () => {
    expect(cardText({ kind: 'first_loss', params: { symbol: 'A', gainMinor: -250 } }).values.amount).toEqual({
      kind: 'bolts',
      minor: 250,
    });
    expect(cardText({ kind: 'sold_after_drop', params: { symbol: 'A', changeBp: -420 } }).values.change).toEqual({
      kind: 'percent',
      bp: 420,
    });
  });

  it.each([
    [500, 'reviewGain'],
    [-500, 'reviewLoss'],
    [0, 'reviewEven'],
  ])('a review with a gain of %i is %s', (gainMinor, key) => {
    expect(cardText({ kind: 'review', params: { gainMinor, gainBp: 100, heldMs: 0, reasons: [] } }).key).toBe(key);
  });

  it('a review gives its result with its sign', () => {
    expect(cardText({ kind: 'review', params: { gainMinor: -300, gainBp: -150 } }).values).toMatchObject({
      amount: { kind: 'bolts', minor: -300, signed: true },
      percent: { kind: 'percent', bp: -150, signed: true },
    });
  });

  it("a review quotes the player's reasons, or says there was none", () => {
    expect(cardText({ kind: 'review', params: { gainMinor: 1, reasons: ['cheap', 'fun'] } }).reason).toEqual({
      key: 'reviewReason',
      value: 'cheap · fun',
    });
    expect(cardText({ kind: 'review', params: { gainMinor: 1 } }).reason).toEqual({ key: 'reviewNoReason' });
  });
});

describe('a holding time', () => {
  it.each([
    [0, { unit: 'minute', value: 1 }],
    [45 * 60_000, { unit: 'minute', value: 45 }],
    [3 * 3_600_000, { unit: 'hour', value: 3 }],
    [47 * 3_600_000, { unit: 'hour', value: 47 }],
    [72 * 3_600_000, { unit: 'day', value: 3 }],
  ])('%i ms is %o', (ms, expected) => {
    expect(durationUnit(ms)).toEqual(expected);
  });
});
