import { describe, expect, it } from 'vitest';
import { adminTransactionsQuerySchema, dailyVolumeStart, fillDailyVolume, utcDay } from './transactions';

const at = (iso: string) => Date.parse(iso);
const zero = (date: string) => ({ date, volumeMinor: 0, trades: 0 });

describe('the daily-volume chart', () => {
  it('is the 7 UTC days ending today, oldest first, days without trades at zero (across a month end)', () => {
    const now = at('2026-03-04T23:59:59.999Z');
    const series = fillDailyVolume(
      [
        { date: '2026-03-04', volumeMinor: 500, trades: 2 },
        { date: '2026-02-26', volumeMinor: 100, trades: 1 },
        // Before the window: not shown.
        { date: '2026-02-25', volumeMinor: 999, trades: 9 },
      ],
      now,
    );
    expect(series).toEqual([
      { date: '2026-02-26', volumeMinor: 100, trades: 1 },
      zero('2026-02-27'),
      zero('2026-02-28'),
      zero('2026-03-01'),
      zero('2026-03-02'),
      zero('2026-03-03'),
      { date: '2026-03-04', volumeMinor: 500, trades: 2 },
    ]);
  });

  it('starts at midnight UTC six days before today, whatever the hour', () => {
    expect(dailyVolumeStart(at('2026-03-04T00:00:00.000Z')).toISOString()).toBe('2026-02-26T00:00:00.000Z');
    expect(dailyVolumeStart(at('2026-03-04T23:59:59.999Z')).toISOString()).toBe('2026-02-26T00:00:00.000Z');
    expect(utcDay(at('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
  });

  it('answers every day with nothing traded as seven zeros', () => {
    expect(fillDailyVolume([], at('2024-03-01T12:00:00Z')).map((d) => d.date)).toEqual([
      '2024-02-24',
      '2024-02-25',
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});

describe('the period filter', () => {
  it('defaults to 7 days and knows only 1d, 7d, 30d and all', () => {
    expect(adminTransactionsQuerySchema.parse({})).toEqual({ period: '7d' });
    for (const period of ['1d', '7d', '30d', 'all'])
      expect(adminTransactionsQuerySchema.parse({ period })).toEqual({ period });
    expect(adminTransactionsQuerySchema.safeParse({ period: '90d' }).success).toBe(false);
  });
});
