import { describe, expect, it } from 'vitest';
import { chosenDisplayName, displayNameRefusal, shownName } from './display-name';

describe('the display name others see', () => {
  it.each([
    ['a chosen name', 'Maya the Trader', 'Maya Levi', 'Maya the Trader'],
    ['trimmed', '  Maya T  ', 'Maya Levi', 'Maya T'],
    ['none when blank', '   ', 'Maya Levi', null],
    ['none when missing', null, 'Maya Levi', null],
    ['none when it is the full name (copied at sign-up)', 'Maya Levi', 'Maya Levi', null],
    ['none when it is the full name in another case', ' maya levi', 'MAYA LEVI ', null],
    ['kept when there is no full name', 'Noa', null, 'Noa'],
    ['kept when the full name is blank', 'Noa', '  ', 'Noa'],
    ['kept when it only starts like the full name', 'Maya', 'Maya Levi', 'Maya'],
  ])('%s', (_, displayName, fullName, expected) => {
    expect(chosenDisplayName(displayName, fullName)).toBe(expected);
  });

  it.each([
    [{ displayName: 'Maya T', username: 'maya_l' }, 'Maya T'],
    [{ displayName: null, username: 'noa_c' }, 'noa_c'],
    [{ displayName: null, username: null }, null],
  ])('is shown as %j -> %j', (person, expected) => {
    expect(shownName(person)).toBe(expected);
  });
});

describe('a display name to save', () => {
  it.each([
    ['a chosen name', 'Maya the Trader', 'Maya Levi', null],
    ['empty (the username shows)', '  ', 'Maya Levi', null],
    ['the full name', 'maya levi', 'Maya Levi', 'full_name'],
    ['a blocked word', 'Shit Trader', 'Maya Levi', 'not_allowed'],
    ['a link', 'visit example.com', 'Maya Levi', 'not_allowed'],
    ['Hebrew', 'מאיה הסוחרת', 'מאיה לוי', null],
  ])('%s', (_, displayName, fullName, expected) => {
    expect(displayNameRefusal(displayName, fullName)).toBe(expected);
  });
});
