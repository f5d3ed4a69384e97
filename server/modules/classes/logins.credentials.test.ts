import { describe, expect, it } from 'vitest';
import { newPassword, PASSWORD_WORDS, usernameBase, usernameCandidate } from './logins.credentials';

describe('issued login cards', () => {
  it('draw passwords of two listed words and four digits, at least 12 characters', () => {
    expect(new Set(PASSWORD_WORDS).size).toBe(PASSWORD_WORDS.length);
    expect(PASSWORD_WORDS.length).toBeGreaterThanOrEqual(250);
    const drawn = Array.from({ length: 200 }, newPassword);
    for (const password of drawn) {
      const [first, second, digits] = password.split('-');
      expect(PASSWORD_WORDS).toContain(first);
      expect(PASSWORD_WORDS).toContain(second);
      expect(digits).toMatch(/^\d{4}$/);
      expect(password.length).toBeGreaterThanOrEqual(12);
    }
    expect(new Set(drawn).size).toBeGreaterThan(190);
  });

  it('make usernames from the first name in ASCII, or "student" when it has no latin letters', () => {
    expect(usernameBase('Zoë Smith')).toBe('zoe');
    expect(usernameBase('  José-María ')).toBe('jose');
    expect(usernameBase("O'Brien")).toBe('obrien');
    expect(usernameBase('נועה כהן')).toBe('student');
    expect(usernameBase('Wolfeschlegelsteinhausenberger')).toBe('wolfeschlegelsteinha');
  });

  it('add 4 random digits, then 6 after repeated collisions, staying within 3-30 of [a-z0-9_.]', () => {
    expect(usernameCandidate('zoe', 0)).toMatch(/^zoe\d{4}$/);
    expect(usernameCandidate('zoe', 5)).toMatch(/^zoe\d{6}$/);
    expect(usernameCandidate('a'.repeat(20), 9)).toMatch(/^[a-z0-9_.]{3,30}$/);
  });
});
