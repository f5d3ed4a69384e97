import { describe, expect, it } from 'vitest';
import { COACH_LESSONS, coachTriggers, type CoachFacts, type FillFacts } from './coach';

const fill = (facts: Partial<FillFacts>): FillFacts => ({
  kind: 'fill',
  side: 'buy',
  msSinceHeadline: null,
  largestShareBp: 2_000,
  priceChangeBp: 0,
  realizedGainMinor: null,
  earlierLosses: 0,
  ...facts,
});
const sell = (facts: Partial<FillFacts>) => fill({ side: 'sell', realizedGainMinor: 100, ...facts });

const cases: [string, CoachFacts, string[]][] = [
  // A limit order that waits; a market order never does.
  ['a resting limit order', { kind: 'resting', type: 'limit' }, ['limit_waiting']],
  ['a resting market order', { kind: 'resting', type: 'market' }, []],
  // Buying within a minute of a headline about the company.
  ['a buy 20 s after a headline', fill({ msSinceHeadline: 20_000 }), ['headline_chase']],
  ['a buy exactly a minute after', fill({ msSinceHeadline: 60_000 }), ['headline_chase']],
  ['a buy a minute and a second after', fill({ msSinceHeadline: 61_000 }), []],
  ['a buy with no headline', fill({ msSinceHeadline: null }), []],
  ['a sale 20 s after a headline', sell({ msSinceHeadline: 20_000 }), []],
  // More than half the portfolio in one company, after a buy.
  ['a buy leaving 51% in one company', fill({ largestShareBp: 5_100 }), ['concentrated']],
  ['a buy leaving exactly 50%', fill({ largestShareBp: 5_000 }), []],
  ['a sale leaving 60% in one company', sell({ largestShareBp: 6_000 }), []],
  // Selling right after a drop.
  ['a sale after a 3% drop', sell({ priceChangeBp: -300 }), ['sold_after_drop']],
  ['a sale after a 2.99% drop', sell({ priceChangeBp: -299 }), []],
  ['a sale after a rise', sell({ priceChangeBp: 400 }), []],
  ['a buy after a 5% drop', fill({ priceChangeBp: -500 }), []],
  ['a sale with no price history', sell({ priceChangeBp: null }), []],
  // The first loss, once.
  ['a first sale at a loss', sell({ realizedGainMinor: -1 }), ['first_loss']],
  ['a second sale at a loss', sell({ realizedGainMinor: -1, earlierLosses: 1 }), []],
  ['a sale at no gain', sell({ realizedGainMinor: 0 }), []],
  [
    'a first loss after a drop',
    sell({ realizedGainMinor: -50, priceChangeBp: -800 }),
    ['first_loss', 'sold_after_drop'],
  ],
  // The first finished week with a score, beating or trailing the index.
  ['a first week above the index', { kind: 'week', score: 0.4, first: true }, ['week_beat_index']],
  ['a first week below the index', { kind: 'week', score: -0.2, first: true }, ['week_trailed_index']],
  ['a first week level with the index', { kind: 'week', score: 0, first: true }, ['week_trailed_index']],
  ['a later week', { kind: 'week', score: 1, first: false }, []],
];

describe('the Trade Coach', () => {
  it.each(cases)('%s', (_, facts, expected) => {
    expect(coachTriggers(facts)).toEqual(expected);
  });

  it('opens a lesson that exists for every trigger', async () => {
    const { readdirSync } = await import('node:fs');
    const lessons = new Set(readdirSync(new URL('../../content/lessons', import.meta.url)));
    for (const lesson of Object.values(COACH_LESSONS)) expect(lessons.has(lesson)).toBe(true);
  });
});
