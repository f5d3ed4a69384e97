import { describe, expect, it } from 'vitest';
import { refreshDelay, spreadWithin } from './progress-tracker';

describe('refreshDelay', () => {
  it('gathers a first fill for the coalescing window only', () => {
    expect(refreshDelay(undefined, 10_000, 500, 5000)).toBe(500);
  });

  it('holds a player back until the gap since their last refresh has passed', () => {
    expect(refreshDelay(10_000, 11_000, 500, 5000)).toBe(4000);
    expect(refreshDelay(10_000, 14_800, 500, 5000)).toBe(500);
    expect(refreshDelay(10_000, 60_000, 500, 5000)).toBe(500);
  });
});

describe('spreadWithin', () => {
  it('keeps every point inside the span', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(ids.every((id) => spreadWithin(id, 60_000) >= 0 && spreadWithin(id, 60_000) < 60_000)).toBe(true);
    expect(spreadWithin('anyone', 0)).toBe(0);
  });

  it('spreads similar ids evenly: no tenth of the span holds more than twice its share', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const buckets = Array.from({ length: 10 }, () => 0);
    for (const id of ids) buckets[Math.floor(spreadWithin(id, 60_000) / 6_000)]!++;
    expect(Math.max(...buckets)).toBeLessThan(400);
    expect(Math.min(...buckets)).toBeGreaterThan(100);
  });
});
