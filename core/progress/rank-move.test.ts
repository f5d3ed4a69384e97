import { describe, expect, it } from 'vitest';
import { rankMoveWorthTelling } from './rank-move';

describe('rankMoveWorthTelling', () => {
  it.each([
    [20, 17, true], // up three
    [17, 20, true], // down three
    [20, 18, false], // up two
    [11, 10, true], // into the top ten
    [12, 9, true],
    [10, 11, false], // out of the top ten by one
    [5, 4, false], // inside the top ten by one
    [8, 8, false],
    [1, 4, true],
  ])('%s -> %s: %s', (from, to, tell) => expect(rankMoveWorthTelling(from, to)).toBe(tell));
});
