import { describe, expect, it } from 'vitest';
import { nextPassDelayMs } from './standings-job';

describe('the standings job spacing', () => {
  it('waits the configured interval after a quick pass', () => {
    expect(nextPassDelayMs(15_000, 40)).toBe(15_000);
  });

  it('waits three times a slow pass, so a large board takes at most a quarter of the time', () => {
    expect(nextPassDelayMs(15_000, 4_800)).toBe(15_000);
    expect(nextPassDelayMs(15_000, 6_000.2)).toBe(18_001);
    expect(nextPassDelayMs(1_000, 2_000)).toBe(6_000);
  });
});
