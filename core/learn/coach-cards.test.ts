import { describe, expect, it } from 'vitest';
import { COACH_LESSONS, type CoachTrigger } from './coach';
import { coachDedupeKey, localDay, reviewPosition, type CoachMoment, type PositionTrade } from './coach-cards';

const moment: CoachMoment = { orderId: 'o1', portfolioId: 'p1', newsId: 'n1', day: '2026-11-26' };

describe('coach card keys', () => {
  const cases: [CoachTrigger, string][] = [
    ['limit_waiting', 'limit_waiting:o1'],
    ['first_loss', 'first_loss'],
    ['concentrated', 'concentrated:p1:2026-11-26'],
    ['headline_chase', 'headline_chase:n1'],
    ['sold_after_drop', 'sold_after_drop:2026-11-26'],
    ['week_beat_index', 'week:first'],
    ['week_trailed_index', 'week:first'],
  ];
  it.each(cases)('%s → %s', (trigger, key) => {
    expect(coachDedupeKey(trigger, moment)).toBe(key);
  });

  it('covers every trigger', () => {
    expect(cases.map(([t]) => t).sort()).toEqual(Object.keys(COACH_LESSONS).sort());
  });

  it('refuses a key without the part that makes it one per moment', () => {
    expect(() => coachDedupeKey('limit_waiting', {})).toThrow(/order/);
    expect(() => coachDedupeKey('concentrated', { portfolioId: 'p1' })).toThrow(/day/);
    expect(() => coachDedupeKey('headline_chase', { day: 'x' })).toThrow(/headline/);
  });
});

describe('the player\u2019s day', () => {
  const at = new Date('2026-11-26T23:30:00Z');
  it.each([
    ['Asia/Jerusalem', '2026-11-27'],
    ['America/Mexico_City', '2026-11-26'],
    [null, '2026-11-26'],
    ['Not/AZone', '2026-11-26'],
  ])('in %s it is %s', (zone, day) => {
    expect(localDay(at, zone)).toBe(day);
  });
});

describe('reviewing a closed position', () => {
  const t = (
    id: string,
    side: 'buy' | 'sell',
    quantity: number,
    total: number,
    minute: number,
    extra: Partial<PositionTrade> = {},
  ): PositionTrade => ({
    id,
    side,
    quantity,
    totalAmountMinor: total,
    realizedGainMinor: side === 'sell' ? 0 : null,
    createdAt: new Date(Date.UTC(2026, 10, 26, 10, minute)),
    reason: null,
    ...extra,
  });

  it('sums the gain since the holding was last at zero, with the opening reasons', () => {
    const trades = [
      t('old-buy', 'buy', 5, 500, 0, { reason: 'an old idea' }),
      t('old-sell', 'sell', 5, 400, 1, { realizedGainMinor: -100 }),
      t('b1', 'buy', 4, 400, 10, { reason: 'they make good games' }),
      t('b2', 'buy', 6, 600, 20, { reason: 'they make good games' }),
      t('s1', 'sell', 5, 550, 30, { realizedGainMinor: 50 }),
      t('s2', 'sell', 5, 650, 40, { realizedGainMinor: 150 }),
    ];
    expect(reviewPosition(trades, 's2')).toEqual({
      gainMinor: 200,
      gainBp: 2_000,
      heldMs: 30 * 60_000,
      reasons: ['they make good games'],
    });
    expect(reviewPosition(trades, 'old-sell')).toMatchObject({
      gainMinor: -100,
      gainBp: -2_000,
      reasons: ['an old idea'],
    });
  });

  it('is null for trades that never reach zero, a buy, or a trade not in the list', () => {
    const trades = [t('b1', 'buy', 4, 400, 0), t('s1', 'sell', 1, 100, 1)];
    expect(reviewPosition(trades, 's1')).toBeNull();
    expect(reviewPosition(trades, 'b1')).toBeNull();
    expect(reviewPosition(trades, 'nope')).toBeNull();
  });
});
