import { describe, expect, it } from 'vitest';
import { maxQuantity, parseLimitPrice, parseQuantity, previewOrder, type MarketContext } from './order-preview';

const market: MarketContext = { priceMinor: 10_000, availableCashMinor: 50_000, availableShares: 2 };

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 up to the order cap only', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    for (const bad of ['', '0', '-1', '1.5', 'abc', '1e3', '1000001']) expect(parseQuantity(bad), bad).toBeNull();
  });
});

describe('parseLimitPrice', () => {
  it('reads Bolts with up to 2 decimals into minor units, above zero', () => {
    expect(parseLimitPrice('12.5')).toBe(1250);
    expect(parseLimitPrice('0.01')).toBe(1);
    for (const bad of ['', '0', '-3', '1.234', 'x']) expect(parseLimitPrice(bad), bad).toBeNull();
  });
});

describe('previewOrder', () => {
  it('prices a market buy at the best ask and a market sell at the best bid', () => {
    const buy = previewOrder({ side: 'buy', type: 'market', quantityText: '3', limitText: '' }, market);
    expect(buy).toMatchObject({ priceMinor: 10_025, totalMinor: 30_075, problem: null, canSubmit: true });
    const sell = previewOrder({ side: 'sell', type: 'market', quantityText: '2', limitText: '' }, market);
    expect(sell).toMatchObject({ priceMinor: 9_975, totalMinor: 19_950, problem: null, canSubmit: true });
  });

  it('prices a limit order at its limit', () => {
    const p = previewOrder({ side: 'buy', type: 'limit', quantityText: '4', limitText: '100' }, market);
    expect(p).toMatchObject({ limitMinor: 10_000, priceMinor: 10_000, totalMinor: 40_000, canSubmit: true });
  });

  it('flags a buy that costs more than the available cash, with both amounts', () => {
    const p = previewOrder({ side: 'buy', type: 'market', quantityText: '5', limitText: '' }, market);
    expect(p.problem).toEqual({ kind: 'balance', haveMinor: 50_000, needMinor: 50_125 });
    expect(p.canSubmit).toBe(false);
  });

  it('flags a sell of more shares than are available', () => {
    const p = previewOrder({ side: 'sell', type: 'market', quantityText: '5', limitText: '' }, market);
    expect(p.problem).toEqual({ kind: 'shares', have: 2, want: 5 });
    expect(p.canSubmit).toBe(false);
  });

  it('says nothing about funds until a valid quantity is entered, and marks bad input', () => {
    const empty = previewOrder({ side: 'buy', type: 'market', quantityText: '', limitText: '' }, market);
    expect(empty).toMatchObject({ quantityInvalid: false, problem: null, canSubmit: false, totalMinor: null });
    const bad = previewOrder({ side: 'buy', type: 'limit', quantityText: '1.5', limitText: '1.234' }, market);
    expect(bad).toMatchObject({ quantityInvalid: true, limitInvalid: true, canSubmit: false });
  });

  it('cannot submit while the portfolio is unknown', () => {
    const p = previewOrder(
      { side: 'buy', type: 'market', quantityText: '1', limitText: '' },
      { priceMinor: 100, availableCashMinor: null, availableShares: null },
    );
    expect(p).toMatchObject({ problem: null, canSubmit: false });
  });
});

describe('maxQuantity', () => {
  it('is what the cash buys at the previewed price, or the shares available to sell', () => {
    expect(maxQuantity('buy', { priceMinor: 10_025 }, market)).toBe(4);
    expect(maxQuantity('sell', { priceMinor: 9_975 }, market)).toBe(2);
    expect(maxQuantity('buy', { priceMinor: null }, market)).toBe(0);
  });
});
