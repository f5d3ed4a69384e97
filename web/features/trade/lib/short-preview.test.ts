import { describe, expect, it } from 'vitest';
import { DEFAULT_SHORT_RULES, marginState } from '#core/shorts';
import type { MarketContext } from './order-preview';
import {
  maxCoverQuantity,
  maxShortQuantity,
  previewCover,
  previewForMode,
  formModeFor,
  previewShortSale,
  priceAtRatioMinor,
  type ShortHeld,
} from './short-preview';

const rules = DEFAULT_SHORT_RULES;
// Price 100.00: a market sale fills at the bid, 99.75; a buy at the ask, 100.25.
const market = (availableCashMinor: number | null, priceMinor = 10_000): MarketContext => ({
  priceMinor,
  availableCashMinor,
  availableShares: 0,
});

describe('previewShortSale', () => {
  it.each([
    {
      scenario: 'a short of 10 at 99.75 with the default 150% margin',
      quantity: '10',
      cash: 100_000,
      held: undefined,
      // proceeds 10 x 99.75 = 997.50; collateral ceil(997.50 x 1.5) = 1,496.25, of which 498.75 is
      // the player's own; triggers at 1,496.25 x 10,000 / (10 x 14,000) = 106.875 -> above 106.87,
      // and / (10 x 13,000) = 115.096 -> above 115.09; fee 10 x 100.00 x 0.02% = 0.20.
      figures: {
        proceedsMinor: 99_750,
        collateralMinor: 149_625,
        ownCashMinor: 49_875,
        totalShares: 10,
        marginCallAboveMinor: 10_687,
        forcedCoverAboveMinor: 11_509,
        dailyFeeMinor: 20,
      },
    },
    {
      scenario: 'one share, its collateral rounded up to the minor unit',
      quantity: '1',
      cash: 100_000,
      held: undefined,
      // 99.75 x 1.5 = 149.625 -> 149.63; own 49.88.
      figures: { proceedsMinor: 9_975, collateralMinor: 14_963, ownCashMinor: 4_988, totalShares: 1, dailyFeeMinor: 2 },
    },
    {
      scenario: 'adding 10 to a short of 10: the triggers are the whole short’s',
      quantity: '10',
      cash: 100_000,
      held: { quantity: 10, proceedsMinor: 99_750, collateralMinor: 149_625 },
      // (149,625 + 149,625) x 10,000 / (20 x 14,000) = 10,687.5 -> 106.87, as for one sale of 20.
      figures: { totalShares: 20, marginCallAboveMinor: 10_687, forcedCoverAboveMinor: 11_509, dailyFeeMinor: 20 },
    },
  ])('$scenario', ({ quantity, cash, held, figures }) => {
    const p = previewShortSale(quantity, market(cash), rules, held);
    expect(p.priceMinor).toBe(9_975);
    expect(p.short).toMatchObject(figures);
    expect(p).toMatchObject({ problem: null, canSubmit: true });
  });

  it('flags a short whose collateral the free cash cannot hold, with both amounts', () => {
    const p = previewShortSale('10', market(49_874), rules);
    expect(p.problem).toEqual({ kind: 'margin', haveMinor: 49_874, needMinor: 49_875 });
    expect(p.canSubmit).toBe(false);
    expect(previewShortSale('10', market(49_875), rules).canSubmit).toBe(true);
  });

  it('needs no shares held, and says nothing until a valid quantity is typed', () => {
    expect(previewShortSale('', market(100_000), rules)).toMatchObject({
      short: null,
      problem: null,
      canSubmit: false,
    });
    expect(previewShortSale('2.5', market(100_000), rules)).toMatchObject({ quantityInvalid: true, canSubmit: false });
    expect(previewShortSale('3', market(null), rules)).toMatchObject({ canSubmit: false });
  });

  it('takes its margins from the game: 200% initial holds back twice the value', () => {
    const strict = { initialMarginBp: 20_000, maintenanceMarginBp: 16_000, marginCallBp: 18_000, borrowFeeBpPerDay: 0 };
    const p = previewShortSale('10', market(100_000), strict);
    expect(p.short).toMatchObject({ collateralMinor: 199_500, ownCashMinor: 99_750, dailyFeeMinor: 0 });
  });
});

describe('priceAtRatioMinor', () => {
  it('is the last price at which the margin state has not yet changed', () => {
    for (const [collateral, shares] of [
      [149_625, 10],
      [14_963, 1],
      [1_234_567, 77],
    ] as const) {
      const call = priceAtRatioMinor(collateral, shares, rules.marginCallBp);
      const cover = priceAtRatioMinor(collateral, shares, rules.maintenanceMarginBp);
      expect(marginState(collateral, shares * call, rules)).toBe('ok');
      expect(marginState(collateral, shares * (call + 1), rules)).toBe('call');
      expect(marginState(collateral, shares * cover, rules)).not.toBe('cover');
      expect(marginState(collateral, shares * (cover + 1), rules)).toBe('cover');
    }
  });

  it('stays exact where collateral times 10,000 leaves the safe integers', () => {
    expect(priceAtRatioMinor(1_000_000_000_000_000, 1, 10_000)).toBe(1_000_000_000_000_000);
  });
});

describe('maxShortQuantity', () => {
  it.each([
    // Each share needs 49.875 of own cash (ceil per order): 498.75 shorts 10, 498.74 only 9.
    { cash: 49_875, max: 10 },
    { cash: 49_874, max: 9 },
    { cash: 4_988, max: 1 },
    { cash: 4_987, max: 0 },
    { cash: 0, max: 0 },
    { cash: null, max: 0 },
  ])('with $cash of free cash: $max', ({ cash, max }) => {
    expect(maxShortQuantity(market(cash), rules)).toBe(max);
    if (max > 0) expect(previewShortSale(String(max), market(cash), rules).canSubmit).toBe(true);
    if (cash !== null) expect(previewShortSale(String(max + 1), market(cash), rules).problem?.kind).toBe('margin');
  });
});

describe('previewCover', () => {
  // Short 10 sold at 99.75 (997.50 in), 1,496.25 held; the price has fallen to 90.00 (ask 90.25).
  const held: ShortHeld = { quantity: 10, proceedsMinor: 99_750, collateralMinor: 149_625 };
  const at90 = (cash: number) => market(cash, 9_000);

  it.each([
    // 997.50 - 10 x 90.25 = 95.00 earned.
    { scenario: 'all 10 at market after a fall', quantity: '10', gain: 9_500 },
    // 4/10 of 997.50 = 399.00, less 4 x 90.25 = 361.00: 38.00.
    { scenario: 'part of it, its share of the proceeds', quantity: '4', gain: 3_800 },
  ])('$scenario', ({ quantity, gain }) => {
    const p = previewCover({ side: 'buy', type: 'market', quantityText: quantity, limitText: '' }, at90(0), held);
    expect(p.cover).toEqual({ shortQuantity: 10, gainMinor: gain });
    // The collateral freed by the cover pays for it: no cash of the player's own needed.
    expect(p).toMatchObject({ problem: null, canSubmit: true });
  });

  it('shows a loss when the price rose', () => {
    const p = previewCover({ side: 'buy', type: 'market', quantityText: '10', limitText: '' }, market(0, 11_000), held);
    // 997.50 - 10 x 110.25 = -105.00.
    expect(p.cover.gainMinor).toBe(-10_500);
  });

  it('refuses to cover more shares than are short', () => {
    const p = previewCover({ side: 'buy', type: 'market', quantityText: '11', limitText: '' }, at90(1_000_000), held);
    expect(p.problem).toEqual({ kind: 'cover', shortQuantity: 10 });
    expect(p).toMatchObject({ canSubmit: false, cover: { gainMinor: null } });
  });

  it('holds cash for a resting cover like any buy', () => {
    const p = previewCover({ side: 'buy', type: 'limit', quantityText: '10', limitText: '80' }, at90(50_000), held);
    expect(p.problem).toEqual({ kind: 'balance', haveMinor: 50_000, needMinor: 80_000 });
    expect(p.cover.gainMinor).toBe(99_750 - 80_000);
  });

  it('caps Max at the shares short', () => {
    expect(maxCoverQuantity('market', { priceMinor: 9_025, holdPriceMinor: 9_025 }, at90(0), held)).toBe(10);
    expect(maxCoverQuantity('limit', { priceMinor: 8_000, holdPriceMinor: 8_000 }, at90(40_000), held)).toBe(5);
  });
});

describe('previewForMode', () => {
  const held: ShortHeld = { quantity: 10, proceedsMinor: 99_750, collateralMinor: 149_625 };
  const draft = { side: 'sell', type: 'market', quantityText: '4', limitText: '' } as const;

  it('previews a plain sale as a sale of shares held', () => {
    const r = previewForMode({ kind: 'plain' }, draft, { ...market(100_000), availableShares: 2 });
    expect(r).toMatchObject({ short: null, cover: null, max: 2, preview: { problem: { kind: 'shares' } } });
  });

  it('previews a short sale with its figures and its Max', () => {
    const r = previewForMode(
      { kind: 'short', rules, held: { quantity: 0, proceedsMinor: 0, collateralMinor: 0 } },
      draft,
      market(49_875),
    );
    expect(r).toMatchObject({ max: 10, cover: null, preview: { canSubmit: true }, short: { ownCashMinor: 19_950 } });
  });

  it('previews a cover with its gain and Max', () => {
    const r = previewForMode({ kind: 'cover', held }, { ...draft, side: 'buy' }, market(0, 9_000));
    expect(r).toMatchObject({ max: 10, short: null, cover: { gainMinor: 3_800 } });
  });
});

describe('formModeFor', () => {
  const held: ShortHeld = { quantity: 3, proceedsMinor: 29_925, collateralMinor: 44_888 };
  it.each([
    {
      scenario: 'a chosen short with no shares held',
      side: 'sell',
      chosen: true,
      shares: 0,
      short: undefined,
      mode: 'short',
      can: true,
    },
    {
      scenario: 'a short not chosen is a plain sale',
      side: 'sell',
      chosen: false,
      shares: 0,
      short: undefined,
      mode: 'plain',
      can: true,
    },
    {
      scenario: 'no short while shares are held',
      side: 'sell',
      chosen: true,
      shares: 4,
      short: undefined,
      mode: 'plain',
      can: false,
    },
    {
      scenario: 'no short while the portfolio loads',
      side: 'sell',
      chosen: true,
      shares: null,
      short: undefined,
      mode: 'plain',
      can: false,
    },
    { scenario: 'adding to a short', side: 'sell', chosen: true, shares: 0, short: held, mode: 'short', can: true },
    {
      scenario: 'a buy while short covers',
      side: 'buy',
      chosen: false,
      shares: 0,
      short: held,
      mode: 'cover',
      can: true,
    },
    {
      scenario: 'a buy with no short is plain',
      side: 'buy',
      chosen: true,
      shares: 0,
      short: undefined,
      mode: 'plain',
      can: true,
    },
  ] as const)('$scenario', ({ side, chosen, shares, short, mode, can }) => {
    const r = formModeFor({ side, shortChosen: chosen, rules, heldShares: shares, short });
    expect(r.mode.kind).toBe(mode);
    expect(r.canShort).toBe(can);
  });

  it('offers no short where the game allows none, and still covers an old short', () => {
    expect(formModeFor({ side: 'sell', shortChosen: true, rules: null, heldShares: 0, short: undefined })).toEqual({
      mode: { kind: 'plain' },
      canShort: false,
    });
    expect(formModeFor({ side: 'buy', shortChosen: false, rules: null, heldShares: 0, short: held }).mode.kind).toBe(
      'cover',
    );
  });
});
