import { describe, expect, it } from 'vitest';
import { localize, missingFields, type ContentLanguage } from './content-language';
import { contentLanguageQuerySchema, translationsSchema, translationsSchemaFor } from './schemas/content-language';

const english: { description: string; story: string; keyRisks: string | null } = {
  description: 'Builds cars.',
  story: 'Started in a garage.',
  keyRisks: null,
};

describe('localize', () => {
  const cases: [string, unknown, ContentLanguage, typeof english][] = [
    ['English reads the columns', { he: { description: 'בונה מכוניות.' } }, 'en', english],
    [
      'a present translation replaces its field',
      { he: { description: 'בונה מכוניות.', story: 'התחילה במוסך.' } },
      'he',
      { description: 'בונה מכוניות.', story: 'התחילה במוסך.', keyRisks: null },
    ],
    [
      'each missing field falls back to English on its own',
      { es: { story: 'Empezó en un garaje.' } },
      'es',
      { ...english, story: 'Empezó en un garaje.' },
    ],
    ['an empty text counts as missing', { he: { description: '', story: '   ' } }, 'he', english],
    ['another language never leaks in', { es: { description: 'Fabrica coches.' } }, 'he', english],
    ['no translations at all', {}, 'he', english],
    ['null from the database', null, 'es', english],
    ['a non-string text is ignored', { he: { description: 42, story: ['x'] } }, 'he', english],
    ['a language that is not an object', { he: 'oops' }, 'he', english],
    [
      'a translation fills a field English leaves empty',
      { he: { keyRisks: 'תחרות.' } },
      'he',
      { ...english, keyRisks: 'תחרות.' },
    ],
    ['fields English does not have are not added', { he: { secret: 'x' } }, 'he', english],
  ];
  it.each(cases)('%s', (_name, translations, lang, expected) => {
    expect(localize(english, translations, lang)).toEqual(expected);
  });

  it('does not change its arguments', () => {
    const input = { ...english };
    localize(input, { he: { description: 'חדש' } }, 'he');
    expect(input).toEqual(english);
  });
});

describe('?lang=', () => {
  it.each([
    [{}, 'en'],
    [{ lang: 'he' }, 'he'],
    [{ lang: 'es' }, 'es'],
    [{ lang: 'en' }, 'en'],
  ])('%j reads as %s', (query, lang) => {
    expect(contentLanguageQuerySchema.parse(query)).toEqual({ lang });
  });

  it.each(['xx', 'HE', 'he-IL', '', 'fr'])('refuses %j', (lang) => {
    expect(contentLanguageQuerySchema.safeParse({ lang }).success).toBe(false);
  });
});

describe('translations shape', () => {
  it('accepts Hebrew and Spanish texts, each optional', () => {
    expect(translationsSchema.parse({})).toEqual({});
    expect(translationsSchema.parse({ he: { title: 'א' } })).toEqual({ he: { title: 'א' } });
  });

  it('refuses English (it lives in the columns) and other languages', () => {
    expect(translationsSchema.safeParse({ en: { title: 'x' } }).success).toBe(false);
    expect(translationsSchema.safeParse({ fr: { title: 'x' } }).success).toBe(false);
    expect(translationsSchema.safeParse({ he: { title: 5 } }).success).toBe(false);
  });

  it('for one kind of content, only that content’s fields', () => {
    const ads = translationsSchemaFor(['title', 'description'], 10);
    expect(ads.parse({ he: { title: 'מודעה' }, es: {} })).toEqual({ he: { title: 'מודעה' }, es: {} });
    expect(ads.safeParse({ he: { clickUrl: 'https://evil.example' } }).success).toBe(false);
    expect(ads.safeParse({ es: { title: 'x'.repeat(11) } }).success).toBe(false);
  });
});

describe('missingFields', () => {
  it.each([
    [{ he: { a: 'x', b: 'y' } }, 'he', []],
    [{ he: { a: 'x', b: ' ' } }, 'he', ['b']],
    [{ he: { a: 'x' } }, 'es', ['a', 'b']],
    [null, 'he', ['a', 'b']],
  ] as const)('%j in %s lacks %j', (translations, lang, missing) => {
    expect(missingFields(translations, lang, ['a', 'b'])).toEqual(missing);
  });
});
