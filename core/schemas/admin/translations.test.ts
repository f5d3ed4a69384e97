import { describe, expect, it } from 'vitest';
import { translationChanges, translationsFormSchema, translationsOf } from './translations';

const schema = translationsFormSchema({ title: 10, description: 20 });

describe('the translations an admin form sends', () => {
  it('trims, and leaves out empty texts and languages left with none (players see the English)', () => {
    expect(
      schema.parse({ he: { title: '  כותרת ', description: '   ' }, es: { title: '', description: null } }),
    ).toEqual({ he: { title: 'כותרת' } });
    expect(schema.parse({})).toEqual({});
  });

  it.each([
    ['an unknown language', { fr: { title: 'Titre' } }],
    ['a field the content does not have', { he: { ceo: 'x' } }],
    ['a text longer than the English allows', { es: { title: 'x'.repeat(11) } }],
    ['a language that is not an object', { he: 'כותרת' }],
    ['a text that is not a string', { he: { title: 42 } }],
  ])('refuses %s', (_, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('stored translations', () => {
  it('keep only the content’s fields with text, whatever the column holds', () => {
    expect(translationsOf(null, ['title'])).toEqual({});
    expect(translationsOf('oops', ['title'])).toEqual({});
    expect(
      translationsOf({ he: { title: 'כותרת', extra: 'x', description: 3 }, es: { title: ' ' }, fr: { title: 'T' } }, [
        'title',
        'description',
      ]),
    ).toEqual({ he: { title: 'כותרת' } });
  });
});

describe('the audit of a translations change', () => {
  it('keeps only the texts that changed, by language, a missing one as null', () => {
    expect(
      translationChanges(
        { he: { title: 'ישן', description: 'אותו' }, es: { title: 'Viejo' } },
        { he: { title: 'חדש', description: 'אותו' } },
        ['title', 'description'],
      ),
    ).toEqual({
      translations: {
        from: { he: { title: 'ישן' }, es: { title: 'Viejo' } },
        to: { he: { title: 'חדש' }, es: { title: null } },
      },
    });
    expect(translationChanges({ he: { title: 'א' } }, { he: { title: 'א' } }, ['title'])).toEqual({});
    // A create has no "before".
    expect(translationChanges(undefined, { es: { title: 'Nuevo' } }, ['title'])).toEqual({
      translations: { to: { es: { title: 'Nuevo' } } },
    });
  });
});
