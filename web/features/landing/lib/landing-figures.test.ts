import { describe, expect, it } from 'vitest';
import type { Landing } from '#core/schemas/companies';
import { countFigures, ENOUGH_TRADERS, ENOUGH_TRADES } from './landing-figures';

const stats = (over: Partial<Landing['stats']>): Landing['stats'] => ({
  traders: 0,
  companies: 48,
  trades: 0,
  volumeMinor: 0,
  newsLastDay: 12,
  weeklyPrizeMinor: 500_000,
  topGainer: null,
  startingCashMinor: 5_000_000,
  ...over,
});

describe('countFigures (docs/rules.md#landing-page)', () => {
  it.each([
    [
      'an empty game: companies and news, nothing invented',
      stats({}),
      [
        { kind: 'companies', value: 48 },
        { kind: 'newsLastDay', value: 12 },
      ],
    ],
    [
      '2 traders and 159 trades are too few to lead with',
      stats({ traders: 2, trades: 159, volumeMinor: 96_500_000 }),
      [
        { kind: 'companies', value: 48 },
        { kind: 'newsLastDay', value: 12 },
      ],
    ],
    [
      'enough players and trades: their real counts',
      stats({ traders: ENOUGH_TRADERS, trades: ENOUGH_TRADES + 5 }),
      [
        { kind: 'traders', value: ENOUGH_TRADERS },
        { kind: 'trades', value: ENOUGH_TRADES + 5 },
      ],
    ],
    [
      'each count on its own',
      stats({ traders: 5_000, trades: 3 }),
      [
        { kind: 'traders', value: 5_000 },
        { kind: 'newsLastDay', value: 12 },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(countFigures(input)).toEqual(expected);
  });

  it('shows only numbers the server sent', () => {
    const input = stats({ traders: 2, trades: 159 });
    for (const figure of countFigures(input)) expect(Object.values(input)).toContain(figure.value);
  });
});
