import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../schemas/notifications';
import { inWindow, localTime, pushVerdict, type PushRules } from './delivery';

const rules: PushRules = { ...DEFAULT_NOTIFICATION_SETTINGS, schoolHours: false };
const at = (iso: string) => new Date(iso);

describe('inWindow', () => {
  it.each([
    // [minutes, start, end, inside]
    [20 * 60 + 59, '21:00', '07:00', false],
    [21 * 60, '21:00', '07:00', true],
    [23 * 60 + 59, '21:00', '07:00', true],
    [0, '21:00', '07:00', true],
    [6 * 60 + 59, '21:00', '07:00', true],
    [7 * 60, '21:00', '07:00', false],
    [12 * 60, '21:00', '07:00', false],
    [9 * 60, '08:00', '15:00', true],
    [15 * 60, '08:00', '15:00', false],
    [7 * 60 + 59, '08:00', '15:00', false],
    [10 * 60, '10:00', '10:00', false],
  ])('%i minutes in %s-%s is %s', (minutes, start, end, inside) => {
    expect(inWindow(minutes, start, end)).toBe(inside);
  });
});

describe('localTime', () => {
  it.each([
    ['2026-03-02T20:30:00Z', 'Asia/Jerusalem', { day: '2026-03-02', minutes: 22 * 60 + 30, weekday: 1 }],
    ['2026-03-02T23:30:00Z', 'Asia/Jerusalem', { day: '2026-03-03', minutes: 90, weekday: 2 }],
    ['2026-03-02T03:00:00Z', 'America/Mexico_City', { day: '2026-03-01', minutes: 21 * 60, weekday: 0 }],
    ['2026-03-02T12:00:00Z', null, { day: '2026-03-02', minutes: 12 * 60, weekday: 1 }],
    ['2026-03-02T12:00:00Z', 'Not/AZone', { day: '2026-03-02', minutes: 12 * 60, weekday: 1 }],
  ])('%s in %s', (iso, zone, expected) => {
    expect(localTime(at(iso), zone)).toMatchObject(expected);
  });
});

describe('pushVerdict', () => {
  // 2026-03-02 is a Monday.
  it.each<[string, Partial<PushRules>, string, string | null, string[], string]>([
    ['an ordinary afternoon', {}, '2026-03-02T16:00:00Z', 'UTC', [], 'send'],
    ['push off', { pushNotifications: false }, '2026-03-02T16:00:00Z', 'UTC', [], 'push_off'],
    [
      'its type off',
      { pushTypes: { ...rules.pushTypes, order_filled: false } },
      '2026-03-02T16:00:00Z',
      'UTC',
      [],
      'type_off',
    ],
    ['quiet hours before midnight', {}, '2026-03-02T22:00:00Z', 'UTC', [], 'quiet_hours'],
    ['quiet hours after midnight', {}, '2026-03-03T05:59:00Z', 'UTC', [], 'quiet_hours'],
    ['quiet hours end at seven', {}, '2026-03-03T07:00:00Z', 'UTC', [], 'send'],
    ['quiet hours in the player zone', {}, '2026-03-02T19:30:00Z', 'Asia/Jerusalem', [], 'quiet_hours'],
    ['not yet quiet in the player zone', {}, '2026-03-02T22:00:00Z', 'America/Mexico_City', [], 'send'],
    [
      'a quiet window the player moved',
      { quietHours: { start: '13:00', end: '14:00' } },
      '2026-03-02T13:30:00Z',
      'UTC',
      [],
      'quiet_hours',
    ],
    ['school hours on a Monday', { schoolHours: true }, '2026-03-02T10:00:00Z', 'UTC', [], 'school_hours'],
    ['school hours off', { schoolHours: false }, '2026-03-02T10:00:00Z', 'UTC', [], 'send'],
    ['after school', { schoolHours: true }, '2026-03-02T15:00:00Z', 'UTC', [], 'send'],
    ['a Saturday morning', { schoolHours: true }, '2026-03-07T10:00:00Z', 'UTC', [], 'send'],
    ['a Sunday morning', { schoolHours: true }, '2026-03-08T10:00:00Z', 'UTC', [], 'send'],
    ['a Sunday morning in Israel', { schoolHours: true }, '2026-03-08T08:00:00Z', 'Asia/Jerusalem', [], 'school_hours'],
    ['a Saturday morning in Israel', { schoolHours: true }, '2026-03-07T08:00:00Z', 'Asia/Jerusalem', [], 'send'],
    ['under the cap', { dailyCap: 2 }, '2026-03-02T16:00:00Z', 'UTC', ['2026-03-02T12:00:00Z'], 'send'],
    [
      'the cap reached',
      { dailyCap: 2 },
      '2026-03-02T16:00:00Z',
      'UTC',
      ['2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z'],
      'daily_cap',
    ],
    ['yesterday does not count', { dailyCap: 1 }, '2026-03-02T16:00:00Z', 'UTC', ['2026-03-01T20:00:00Z'], 'send'],
    [
      'the day is the player one',
      { dailyCap: 1 },
      '2026-03-02T16:00:00Z',
      'Asia/Jerusalem',
      ['2026-03-01T22:30:00Z'],
      'daily_cap',
    ],
    ['a cap of zero', { dailyCap: 0 }, '2026-03-02T16:00:00Z', 'UTC', [], 'daily_cap'],
  ])('%s', (_name, change, now, zone, pushed, verdict) => {
    expect(pushVerdict({ ...rules, ...change }, 'order_filled', at(now), zone, pushed.map(at))).toBe(verdict);
  });
});
