import { describe, expect, it } from 'vitest';
import { seededRandom } from '../market/random';
import { canFill, capitalizeSentences, forStory, render, sentencesOf, slotsOf, storiesOf } from './grammar';

describe('newsroom grammar', () => {
  const random = seededRandom(1);

  it('fills slots, picks variants and tidies the text', () => {
    const text = render(
      '{name} [posts|reports] revenue of {revenue} .',
      { name: 'Acme', revenue: '5 million Bolts' },
      random,
    );
    expect(text).toMatch(/^Acme (posts|reports) revenue of 5 million Bolts\.$/);
  });

  it('treats {?slot} as a requirement that prints nothing', () => {
    expect(canFill('{short} grows{?growth}', { short: 'Acme' })).toBe(false);
    expect(render('{short} grows{?growth}', { short: 'Acme', growth: 'yes' }, random)).toBe('Acme grows');
  });

  it('refuses to render a missing fact', () => {
    expect(canFill('Led by {ceo}.', { ceo: undefined })).toBe(false);
    expect(() => render('Led by {ceo}.', {}, random)).toThrow(/ceo/);
  });

  it('capitalizes sentence starts and fixes possessives of names ending in s', () => {
    expect(capitalizeSentences('the board met. “we agree,” she said. a new plan.')).toBe(
      'The board met. “We agree,” she said. A new plan.',
    );
    expect(render('{name}’s results', { name: 'Quietbrook Foods' }, random)).toBe('Quietbrook Foods’ results');
  });

  it('keeps a story together and lets untagged templates join any story', () => {
    const templates = ['@fine: A fine.', '@rules,fine: New rules.', 'Any story.'];
    expect(storiesOf(templates[1] as string)).toEqual(['rules', 'fine']);
    expect(forStory(templates, 'fine')).toEqual(['A fine.', 'New rules.', 'Any story.']);
    expect(forStory(templates, 'rules')).toEqual(['New rules.', 'Any story.']);
    expect(forStory(templates, null)).toHaveLength(3);
  });

  it('splits sentences without breaking decimals or quotes', () => {
    expect(sentencesOf('Revenue was 9.48 billion Bolts. “We’re pleased,” she said. Next!')).toEqual([
      'Revenue was 9.48 billion Bolts.',
      '“We’re pleased,” she said.',
      'Next!',
    ]);
  });

  it('makes a word agree with its noun, before variants are picked', () => {
    const template = '{partner} <partner:בחר|בחרה> [ב{short}|בחברה]';
    expect(slotsOf(template)).toEqual(['partner', 'short', 'partner']);
    expect(render(template, { partner: 'מועדון', 'partner:g': 'm', short: 'Acme' }, seededRandom(2), 'he')).toMatch(
      /^מועדון בחר (ב-Acme|בחברה)$/,
    );
    expect(render(template, { partner: 'רשת', 'partner:g': 'f', short: 'Acme' }, seededRandom(2), 'he')).toMatch(
      /^רשת בחרה/,
    );
    expect(canFill('<product:lo|la>', {})).toBe(false);
    expect(() => render('<product:lo|la>', { product: 'x' }, random, 'es')).toThrow(/gender/);
  });

  it('joins a Hebrew prefix to Latin script and digits with a hyphen', () => {
    expect(
      render('ב{city} עובדים כ{n} אנשים ב{year}.', { city: 'Skyhaven', n: '48,000', year: '2004' }, random, 'he'),
    ).toBe('ב-Skyhaven עובדים כ-48,000 אנשים ב-2004.');
  });

  it('contracts Spanish "de el" and "a el", and capitalizes any language’s letters', () => {
    const slots = { regulator: 'el banco central' };
    expect(render('{regulator} pidió algo. Es de {regulator} y va a {regulator}.', slots, random, 'es')).toBe(
      'El banco central pidió algo. Es del banco central y va al banco central.',
    );
    // Not inside a word: "para el", "día el".
    expect(render('para el día el lunes', {}, random, 'es')).toBe('Para el día el lunes');
    expect(capitalizeSentences('bien. él dijo: “ésta es”.')).toBe('Bien. Él dijo: “ésta es”.');
  });
});
