import { describe, expect, it } from 'vitest';
import { isTimeZone, localDay, localTime, zoneOrUtc } from './local-time';

describe('localTime', () => {
  it.each([
    // [UTC instant, zone, day, hour, minutes, weekday]
    ['2026-11-26T21:59:30Z', 'Asia/Jerusalem', '2026-11-26', 23, 23 * 60 + 59, 4],
    ['2026-11-26T22:00:00Z', 'Asia/Jerusalem', '2026-11-27', 0, 0, 5],
    ['2026-11-26T18:29:59Z', 'Asia/Kolkata', '2026-11-26', 23, 23 * 60 + 59, 4],
    ['2026-11-26T18:30:00Z', 'Asia/Kolkata', '2026-11-27', 0, 0, 5],
    ['2026-11-26T18:15:00Z', 'Asia/Kathmandu', '2026-11-27', 0, 0, 5],
    ['2026-03-08T06:59:00Z', 'America/New_York', '2026-03-08', 1, 60 + 59, 0],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08', 3, 3 * 60, 0],
    ['2026-11-26T23:59:59Z', null, '2026-11-26', 23, 23 * 60 + 59, 4],
    ['2026-11-26T23:59:59Z', 'Mars/Olympus_Mons', '2026-11-26', 23, 23 * 60 + 59, 4],
  ] as const)('%s in %s is %s %i:xx', (at, zone, day, hour, minutes, weekday) => {
    expect(localTime(new Date(at), zone)).toEqual({ day, hour, minutes, weekday });
  });

  it('answers each minute for itself, whatever was asked just before', () => {
    const zone = 'Asia/Jerusalem';
    // The same minute twice, then the next minute across local midnight, then back.
    expect(localDay(new Date('2026-11-26T21:59:01Z'), zone)).toBe('2026-11-26');
    expect(localDay(new Date('2026-11-26T21:59:59Z'), zone)).toBe('2026-11-26');
    expect(localDay(new Date('2026-11-26T22:00:00Z'), zone)).toBe('2026-11-27');
    expect(localDay(new Date('2026-11-26T21:59:59Z'), zone)).toBe('2026-11-26');
    // Another zone in the same minute has its own wall clock.
    expect(localDay(new Date('2026-11-26T22:00:00Z'), 'UTC')).toBe('2026-11-26');
  });

  it('hands out a wall clock no caller can change for the next', () => {
    const first = localTime(new Date('2026-05-01T10:00:00Z'), 'UTC');
    expect(() => {
      (first as { hour: number }).hour = 99;
    }).toThrow();
    expect(localTime(new Date('2026-05-01T10:00:30Z'), 'UTC').hour).toBe(10);
  });
});

describe('time zones', () => {
  it.each([
    ['Asia/Jerusalem', true],
    ['UTC', true],
    ['Not/A_Zone', false],
    ['', false],
    ['x'.repeat(65), false],
  ])('%s is known: %s (asked twice, same answer)', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
    expect(isTimeZone(zone)).toBe(known);
    expect(zoneOrUtc(zone)).toBe(known ? zone : 'UTC');
  });
});
