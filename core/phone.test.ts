import { describe, expect, it } from 'vitest';
import { filterPhoneInput, isPlausiblePhone, isValidNormalizedPhone, normalizePhone } from './phone';

describe('filterPhoneInput', () => {
  it('keeps digits, plus, hyphen, parentheses and space only', () => {
    expect(filterPhoneInput('+1 (555) 123-4567')).toBe('+1 (555) 123-4567');
    expect(filterPhoneInput('abc+44.20#7946*0958x')).toBe('+442079460958');
  });
});

describe('normalizePhone', () => {
  it('prefixes +1 to 10 digits', () => expect(normalizePhone('(555) 123-4567')).toBe('+15551234567'));
  it('prefixes + to 11 digits starting with 1', () => expect(normalizePhone('1 555 123 4567')).toBe('+15551234567'));
  it('keeps a leading + and strips the rest', () => expect(normalizePhone('+972 (54) 123-4567')).toBe('+972541234567'));
  it('prepends + otherwise', () => expect(normalizePhone('447911123456')).toBe('+447911123456'));
});

describe('validity', () => {
  it('needs at least 10 characters before normalising', () => {
    expect(isPlausiblePhone('555-1234')).toBe(false);
    expect(isPlausiblePhone('555 123 4567')).toBe(true);
    expect(isPlausiblePhone('          ')).toBe(false);
  });
  it('accepts 8 to 15 digits after the +', () => {
    expect(isValidNormalizedPhone('+15551234567')).toBe(true);
    expect(isValidNormalizedPhone('+1234567')).toBe(false);
    expect(isValidNormalizedPhone('+1234567890123456')).toBe(false);
  });
});
