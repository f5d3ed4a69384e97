import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isTimeZone, localDay, localHour, mondayOf, zoneOrUtc } from './days';
import { pairStreak } from './friend-streak';
import { QUEST_IDS, QUESTS_PER_DAY, questOf, questsFor, SERVER_QUESTS, type PlayerAction } from './quests';
import { EMPTY_STREAK, recordDay, streakOn, type StreakState } from './streak';

describe('the player day', () => {
  it.each([
    // [instant, zone, day, hour]
    ['2026-11-26T21:30:00Z', 'Asia/Jerusalem', '2026-11-26', 23],
    ['2026-11-26T22:30:00Z', 'Asia/Jerusalem', '2026-11-27', 0],
    ['2026-11-27T03:00:00Z', 'America/Los_Angeles', '2026-11-26', 19],
    ['2026-11-26T10:00:00Z', 'Pacific/Kiritimati', '2026-11-27', 0],
    ['2026-11-26T23:59:59Z', 'UTC', '2026-11-26', 23],
    // DST: New York springs forward on 2026-03-08 (02:00 -> 03:00) and falls back on 2026-11-01.
    ['2026-03-08T06:59:00Z', 'America/New_York', '2026-03-08', 1],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08', 3],
    ['2026-11-01T05:30:00Z', 'America/New_York', '2026-11-01', 1],
    ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01', 1],
    ['2026-11-02T04:59:00Z', 'America/New_York', '2026-11-01', 23],
    // Israel's summer time ends 2026-10-25.
    ['2026-10-24T21:30:00Z', 'Asia/Jerusalem', '2026-10-25', 0],
    ['2026-10-25T21:30:00Z', 'Asia/Jerusalem', '2026-10-25', 23],
  ])('%s in %s is %s at %i h', (at, zone, day, hour) => {
    expect(localDay(new Date(at), zone)).toBe(day);
    expect(localHour(new Date(at), zone)).toBe(hour);
  });

  it.each([
    ['Asia/Jerusalem', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    ['Asia/Jerusalem; drop table', false],
    ['x'.repeat(100), false],
  ])('knows whether %s is a time zone: %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
    expect(zoneOrUtc(zone)).toBe(known ? zone : 'UTC');
  });

  it('falls back to UTC without a zone', () => {
    expect(zoneOrUtc(null)).toBe('UTC');
    expect(localDay(new Date('2026-11-26T23:00:00Z'), 'Nowhere/Land')).toBe('2026-11-26');
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-08', -1, '2026-03-07'],
  ])('%s plus %i day is %s', (day, n, after) => {
    expect(addDays(day, n)).toBe(after);
    expect(daysBetween(day, after)).toBe(n);
  });

  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-26', '2026-11-23'], // Thursday
    ['2026-11-29', '2026-11-23'], // Sunday belongs to the week that began on Monday
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s starts on Monday %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});

describe('daily quests', () => {
  const all = { holdsShares: true, hasTraded: true };
  const none = { holdsShares: false, hasTraded: false };

  it('are three, distinct, with a lesson every day, and the same for the same player and day', () => {
    for (let i = 0; i < 200; i++) {
      const day = addDays('2026-01-01', i);
      const quests = questsFor(`user-${i % 17}`, day, all);
      expect(quests).toHaveLength(QUESTS_PER_DAY);
      expect(new Set(quests).size).toBe(QUESTS_PER_DAY);
      expect(quests[0]).toBe('finish_lesson');
      expect(questsFor(`user-${i % 17}`, day, all)).toEqual(quests);
    }
  });

  it('vary across days and players, and draw every quest sometimes', () => {
    const seen = new Set<string>();
    const sets = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const quests = questsFor('same-player', addDays('2026-01-01', i), all);
      quests.forEach((q) => seen.add(q));
      sets.add(quests.join());
    }
    expect([...seen].sort()).toEqual([...QUEST_IDS].sort());
    expect(sets.size).toBeGreaterThan(3);
  });

  it('offer only what the player can do: no held-company quests before they hold shares', () => {
    for (let i = 0; i < 50; i++) {
      const quests = questsFor(`u${i}`, '2026-11-26', none);
      expect(quests).toEqual(['finish_lesson', 'learn_term', 'check_vs_index']);
    }
    for (let i = 0; i < 50; i++)
      expect(questsFor(`u${i}`, '2026-11-26', { holdsShares: false, hasTraded: true })).not.toContain('read_news_held');
  });

  it('never count trades: no quest is about trading, and a trade completes none', () => {
    expect(QUEST_IDS.filter((id) => /trade_volume|make_trade|place_order|buy|sell/.test(id))).toEqual([]);
    const trades: PlayerAction[] = [1, 5, 1_000].map((quantity) => ({ type: 'trade', quantity }));
    expect(trades.map(questOf)).toEqual([null, null, null]);
  });

  it.each<[PlayerAction, string | null]>([
    [{ type: 'lesson_finished' }, 'finish_lesson'],
    [{ type: 'term_opened' }, 'learn_term'],
    [{ type: 'index_compared' }, 'check_vs_index'],
    [{ type: 'news_opened', aboutHeldCompany: true }, 'read_news_held'],
    [{ type: 'news_opened', aboutHeldCompany: false }, null],
    [{ type: 'diversification_viewed' }, 'check_diversification'],
    [{ type: 'trade_reviewed' }, 'review_trade'],
  ])('%o completes %s', (action, quest) => {
    expect(questOf(action)).toBe(quest);
  });

  it('leaves finishing a lesson to the server', () => {
    expect(SERVER_QUESTS).toEqual(['finish_lesson']);
  });
});

describe('the streak', () => {
  const state = (over: Partial<StreakState>): StreakState => ({ ...EMPTY_STREAK, ...over });
  const play = (days: [string, boolean][], from = EMPTY_STREAK) =>
    days.reduce((s, [day, allDone]) => recordDay(s, day, allDone), from);

  it.each<[string, [string, boolean][], Partial<StreakState>]>([
    ['starts at one', [['2026-11-23', false]], { current: 1, best: 1, freezes: 0 }],
    [
      'counts a second quest the same day once',
      [
        ['2026-11-23', false],
        ['2026-11-23', false],
      ],
      { current: 1 },
    ],
    [
      'counts days in a row',
      [
        ['2026-11-23', false],
        ['2026-11-24', false],
        ['2026-11-25', false],
      ],
      { current: 3 },
    ],
    [
      'breaks on a missed day without a freeze',
      [
        ['2026-11-23', false],
        ['2026-11-25', false],
      ],
      { current: 1, best: 1 },
    ],
    [
      'earns a freeze by finishing all three',
      [['2026-11-23', true]],
      { current: 1, freezes: 1, freezeEarnedWeek: '2026-11-23' },
    ],
    [
      'uses the freeze on one missed day',
      [
        ['2026-11-23', true],
        ['2026-11-25', false],
      ],
      { current: 2, freezes: 0, lastDay: '2026-11-25' },
    ],
    [
      'two missed days break it even with a freeze',
      [
        ['2026-11-23', true],
        ['2026-11-26', false],
      ],
      { current: 1, freezes: 1, best: 1 },
    ],
    [
      'earns at most one freeze a week',
      [
        ['2026-11-23', true],
        ['2026-11-25', false],
        ['2026-11-26', true],
      ],
      { current: 3, freezes: 0, freezeEarnedWeek: '2026-11-23' },
    ],
    [
      'earns again next week (Monday-based)',
      [
        ['2026-11-23', true],
        ['2026-11-25', false],
        ['2026-11-30', true],
      ],
      { current: 1, freezes: 1, freezeEarnedWeek: '2026-11-30' },
    ],
    [
      'holds at most one',
      [
        ['2026-11-23', true],
        ['2026-11-30', true],
      ],
      { freezes: 1, freezeEarnedWeek: '2026-11-23' },
    ],
    [
      'never moves back on an earlier day',
      [
        ['2026-11-25', false],
        ['2026-11-24', true],
      ],
      { current: 1, lastDay: '2026-11-25', freezes: 0 },
    ],
  ])('%s', (_, days, expected) => {
    expect(play(days)).toMatchObject(expected);
  });

  it('keeps the best', () => {
    const s = play([
      ['2026-11-01', false],
      ['2026-11-02', false],
      ['2026-11-03', false],
      ['2026-11-10', false],
    ]);
    expect(s).toMatchObject({ current: 1, best: 3 });
  });

  it.each<[string, Partial<StreakState>, string, { current: number; atRisk: boolean; doneToday: boolean }]>([
    ['none yet', {}, '2026-11-26', { current: 0, atRisk: false, doneToday: false }],
    [
      'done today',
      { current: 4, best: 4, lastDay: '2026-11-26' },
      '2026-11-26',
      { current: 4, atRisk: false, doneToday: true },
    ],
    [
      'at risk the next day',
      { current: 4, best: 4, lastDay: '2026-11-25' },
      '2026-11-26',
      { current: 4, atRisk: true, doneToday: false },
    ],
    [
      'broken after a missed day',
      { current: 4, best: 4, lastDay: '2026-11-24' },
      '2026-11-26',
      { current: 0, atRisk: false, doneToday: false },
    ],
    [
      'kept by a freeze over one missed day',
      { current: 4, best: 4, lastDay: '2026-11-24', freezes: 1 },
      '2026-11-26',
      { current: 4, atRisk: true, doneToday: false },
    ],
    [
      'broken after two missed days, freeze or not',
      { current: 4, best: 4, lastDay: '2026-11-23', freezes: 1 },
      '2026-11-26',
      { current: 0, atRisk: false, doneToday: false },
    ],
  ])('reads %s', (_, over, today, expected) => {
    expect(streakOn(state(over), today)).toMatchObject(expected);
  });
});

describe('the friend streak', () => {
  const days = (...list: string[]) => new Set(list);
  it.each<[string, Set<string>, Set<string>, number]>([
    ['both today and before', days('2026-11-24', '2026-11-25', '2026-11-26'), days('2026-11-25', '2026-11-26'), 2],
    ['today still open', days('2026-11-24', '2026-11-25'), days('2026-11-24', '2026-11-25', '2026-11-26'), 2],
    ['one missed yesterday', days('2026-11-24', '2026-11-26'), days('2026-11-24', '2026-11-25', '2026-11-26'), 1],
    ['never together', days('2026-11-25'), days('2026-11-26'), 0],
    ['none', days(), days(), 0],
  ])('%s', (_, mine, theirs, expected) => {
    expect(pairStreak(mine, theirs, '2026-11-26')).toBe(expected);
  });
});
