import { describe, expect, it } from 'vitest';
import { filterGlossary, searchText } from './glossary-search';

const entries = [
  { id: 'spread', term: 'Spread', definition: 'The gap between the best bid and the best ask.' },
  { id: 'market-cap', term: 'Capitalización de mercado', definition: 'Lo que vale una empresa en bolsa.' },
  { id: 'day-change', term: 'השינוי היום', definition: 'כמה המחיר זז מאז פתיחת היום.' },
  { id: 'eps', term: 'Earnings per share (EPS)', definition: 'Profit divided by the number of shares.' },
];
const ids = (query: string, language?: string) => filterGlossary(entries, query, language).map((e) => e.id);

describe('searchText', () => {
  it('drops accents and case', () => {
    expect(searchText('Capitalización ÑANDÚ')).toBe('capitalizacion nandu');
  });

  it('drops Hebrew points, so a pointed word finds the plain one', () => {
    expect(searchText('מְנָיָה')).toBe('מניה');
  });

  it('reads the maqaf and every dash as one hyphen, and collapses spaces', () => {
    expect(searchText('  ב־Bolts   day–change ')).toBe('ב-bolts day-change');
  });
});

describe('filterGlossary', () => {
  it('keeps every entry for an empty or blank query', () => {
    expect(ids('')).toEqual(['spread', 'market-cap', 'day-change', 'eps']);
    expect(ids('   ')).toHaveLength(4);
  });

  it('finds a term in any case', () => {
    expect(ids('SPREAD')).toEqual(['spread']);
  });

  it('finds a word of a definition, not only of the term', () => {
    expect(ids('profit')).toEqual(['eps']);
  });

  it('finds a Spanish term typed without its accents', () => {
    expect(ids('capitalizacion')).toEqual(['market-cap']);
  });

  it('finds a Hebrew term', () => {
    expect(ids('השינוי')).toEqual(['day-change']);
  });

  it('asks for every word, in any order', () => {
    expect(ids('ask gap')).toEqual(['spread']);
    expect(ids('gap profit')).toEqual([]);
  });

  it('keeps the order it was given', () => {
    expect(ids('the')).toEqual(['spread', 'eps']);
  });
});
