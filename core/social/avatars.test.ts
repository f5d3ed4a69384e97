import { describe, expect, it } from 'vitest';
import { AVATAR_IDS, avatarIdSchema, avatarOf } from './avatars';

describe('drawn avatars', () => {
  it('are sixteen distinct ids', () => {
    expect(new Set(AVATAR_IDS).size).toBe(16);
  });

  it.each([
    ['fox', 'fox'],
    ['bolt', 'bolt'],
    ['Fox', null],
    ['https://example.com/me.png', null],
    ['', null],
    [null, null],
    [42, null],
  ])('read %j as %j', (stored, expected) => {
    expect(avatarOf(stored)).toBe(expected);
  });

  it('accept only listed ids on save', () => {
    expect(avatarIdSchema.safeParse('owl').success).toBe(true);
    expect(avatarIdSchema.safeParse('data:image/svg+xml,<svg/>').success).toBe(false);
  });
});
