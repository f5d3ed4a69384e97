import { describe, expect, it } from 'vitest';
import {
  maxQuantity,
  parseLimitPrice,
  parseQuantity,
  parseTrail,
  previewOrder,
  type MarketContext,
  type OrderDraft,
} from './order-preview';

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

describe('parseTrail', () => {
  it('reads an amount in Bolts into minor units and a percent into basis points', () => {
    expect(parseTrail('amount', '2.5')).toEqual({ amountMinor: 250 });
    expect(parseTrail('percent', '5')).toEqual({ bp: 500 });
    expect(parseTrail('percent', '0.5')).toEqual({ bp: 50 });
    for (const bad of ['', '0', '-1', '1.234', 'x']) expect(parseTrail('percent', bad), bad).toBeNull();
  });
});

describe('previewOrder for stop orders', () => {
  // The price is 100.00; the player has 500.00 available and 2 shares.
  const draft = (d: Partial<OrderDraft>): OrderDraft => ({
    side: 'sell',
    type: 'stop',
    quantityText: '2',
    limitText: '',
    stopText: '',
    trailMode: 'percent',
    trailText: '',
    ...d,
  });

  it.each([
    { side: 'sell', stopText: '95', ok: true },
    { side: 'sell', stopText: '100', ok: false },
    { side: 'sell', stopText: '105', ok: false },
    { side: 'buy', stopText: '105', ok: true },
    { side: 'buy', stopText: '100', ok: false },
    { side: 'buy', stopText: '95', ok: false },
  ] as const)('a $side stop at $stopText is on the right side: $ok', ({ side, stopText, ok }) => {
    const p = previewOrder(draft({ side, stopText, quantityText: '1' }), market);
    expect(p.ruleProblem).toBe(ok ? null : 'stop_wrong_side');
    expect(p.canSubmit).toBe(ok);
  });

  it('estimates a stop sell at its stop and holds back shares, not cash', () => {
    const p = previewOrder(draft({ stopText: '95' }), market);
    expect(p).toMatchObject({ stopMinor: 9_500, priceMinor: 9_500, totalMinor: 19_000, holdMinor: null });
    expect(p.canSubmit).toBe(true);
    expect(previewOrder(draft({ stopText: '95', quantityText: '3' }), market).problem).toEqual({
      kind: 'shares',
      have: 2,
      want: 3,
    });
  });

  it('holds back the ask at a stop buy plus the margin, and refuses when that is more than the cash', () => {
    // The ask at 110.00 is 110.25; plus 10% is 121.275, rounded up.
    const p = previewOrder(draft({ side: 'buy', stopText: '110', quantityText: '4' }), market);
    expect(p).toMatchObject({ holdPriceMinor: 12_128, holdMinor: 48_512, problem: null, canSubmit: true });
    const tooMany = previewOrder(draft({ side: 'buy', stopText: '110', quantityText: '5' }), market);
    expect(tooMany.problem).toEqual({ kind: 'balance', haveMinor: 50_000, needMinor: 60_640 });
    expect(maxQuantity('buy', p, market)).toBe(4);
  });

  it('prices and holds a stop-limit at its limit, and needs both prices', () => {
    const p = previewOrder(draft({ side: 'buy', type: 'stop_limit', stopText: '105', limitText: '107' }), market);
    expect(p).toMatchObject({ stopMinor: 10_500, limitMinor: 10_700, priceMinor: 10_700, holdMinor: 21_400 });
    expect(p.canSubmit).toBe(true);
    const noStop = previewOrder(draft({ type: 'stop_limit', limitText: '90' }), market);
    expect(noStop.canSubmit).toBe(false);
    const badStop = previewOrder(draft({ type: 'stop_limit', stopText: '9.999', limitText: '90' }), market);
    expect(badStop).toMatchObject({ stopInvalid: true, canSubmit: false });
  });

  it('starts a trailing stop its trail away from the price now', () => {
    const sell = previewOrder(draft({ type: 'trailing_stop', trailText: '5' }), market);
    expect(sell).toMatchObject({ trail: { bp: 500 }, stopMinor: 9_500, ruleProblem: null, canSubmit: true });
    const buy = previewOrder(
      draft({ side: 'buy', type: 'trailing_stop', trailMode: 'amount', trailText: '2.5', quantityText: '1' }),
      market,
    );
    expect(buy).toMatchObject({ trail: { amountMinor: 250 }, stopMinor: 10_250, canSubmit: true });
    expect(buy.holdPriceMinor).toBe(Math.ceil(((10_250 + 25) * 11_000) / 10_000));
  });

  it.each([
    { trailMode: 'percent', trailText: '0.49', side: 'sell', ok: false },
    { trailMode: 'percent', trailText: '0.5', side: 'sell', ok: true },
    { trailMode: 'percent', trailText: '50', side: 'sell', ok: true },
    { trailMode: 'percent', trailText: '50.01', side: 'sell', ok: false },
    { trailMode: 'amount', trailText: '0.01', side: 'sell', ok: true },
    { trailMode: 'amount', trailText: '99.99', side: 'sell', ok: true },
    { trailMode: 'amount', trailText: '100', side: 'sell', ok: false },
    { trailMode: 'amount', trailText: '100', side: 'buy', ok: true },
  ] as const)('a $trailMode trail of $trailText on a $side is in range: $ok', ({ trailMode, trailText, side, ok }) => {
    const p = previewOrder(draft({ type: 'trailing_stop', side, trailMode, trailText, quantityText: '1' }), {
      ...market,
      availableCashMinor: 10_000_000,
    });
    expect(p.ruleProblem).toBe(ok ? null : 'trail_out_of_range');
    expect(p.canSubmit).toBe(ok);
    if (!ok) expect(p.stopMinor).toBeNull();
  });

  it('marks a trail that does not parse without calling it out of range', () => {
    const p = previewOrder(draft({ type: 'trailing_stop', trailText: 'abc' }), market);
    expect(p).toMatchObject({ trailInvalid: true, ruleProblem: null, canSubmit: false });
  });
});
