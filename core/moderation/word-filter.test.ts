import { describe, expect, it } from 'vitest';
import { blockedWordsIn, containsLink, maskBlockedWords } from './word-filter';

describe('word filter', () => {
  it('finds blocked words as whole words, in any case and simple inflections, in en, es and he', () => {
    expect(blockedWordsIn('What an IDIOT move')).toEqual(['IDIOT']);
    expect(blockedWordsIn('Those idiots were killed')).toEqual(['idiots', 'killed']);
    expect(blockedWordsIn('Qué mierda de día')).toEqual(['mierda']);
    expect(blockedWordsIn('איזה מניאק')).toEqual(['מניאק']);
  });

  it('leaves ordinary words that merely contain one alone', () => {
    expect(blockedWordsIn('Skill, Dickens, Sussex, class, assessment, Scunthorpe')).toEqual([]);
    expect(blockedWordsIn('Sparrowlight Robotics beat its revenue forecast')).toEqual([]);
  });

  it('masks each blocked word with as many asterisks as it has letters', () => {
    expect(maskBlockedWords('you idiot, really')).toBe('you *****, really');
    expect(maskBlockedWords('nothing to hide')).toBe('nothing to hide');
  });

  it('spots links to outside sites', () => {
    expect(containsLink('see https://evil.example/x')).toBe(true);
    expect(containsLink('go to www.something.test')).toBe(true);
    expect(containsLink('visit free-bolts.com now')).toBe(true);
    expect(containsLink('Revenue rose 12.5% to 3.2 million Bolts.')).toBe(false);
  });
});
