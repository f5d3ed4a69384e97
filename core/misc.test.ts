import { describe, expect, it } from 'vitest';
import { chipLabel } from './categories';
import { normalizeSentiment } from './news';
import { relativeTime } from './relative-time';

describe('chipLabel (first 2 words past 15 characters)', () => {
  it('keeps short categories whole', () => {
    expect(chipLabel('technology')).toBe('technology');
    expect(chipLabel('fifteen chars!!')).toBe('fifteen chars!!');
  });
  it('keeps the first two words of a longer category', () => {
    expect(chipLabel('renewable energy and utilities')).toBe('renewable energy');
  });
});

describe('normalizeSentiment', () => {
  it('keeps the three known values and treats anything else as neutral', () => {
    expect(normalizeSentiment('positive')).toBe('positive');
    expect(normalizeSentiment('negative')).toBe('negative');
    expect(normalizeSentiment('bullish')).toBe('neutral');
    expect(normalizeSentiment(null)).toBe('neutral');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is "just now" under an hour', () => {
    expect(relativeTime('2026-11-22T11:00:01Z', now)).toEqual({ unit: 'justNow' });
  });
  it('counts whole hours under a day', () => {
    expect(relativeTime('2026-11-22T11:00:00Z', now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime('2026-11-21T12:00:01Z', now)).toEqual({ unit: 'hours', count: 23 });
  });
  it('counts whole days from 24 hours', () => {
    expect(relativeTime('2026-11-21T12:00:00Z', now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime('2026-11-12T11:00:00Z', now)).toEqual({ unit: 'days', count: 10 });
  });
});
