import { describe, expect, it } from 'vitest';
import { refreshDelay } from './progress-tracker';

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
