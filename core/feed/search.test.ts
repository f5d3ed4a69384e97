import { describe, expect, it } from 'vitest';
import {
  prepareSearchIndex,
  scoreCompany,
  searchCompanies,
  searchIndex,
  SEARCH_WEIGHTS,
  type SearchableCompany,
} from './search';

// A company matching nothing; each test fills in only the field under test.
const blank = (fields: Partial<SearchableCompany> = {}): SearchableCompany => ({
  id: fields.name ?? 'id',
  name: '',
  symbol: '',
  category: '',
  description: null,
  story: null,
  ceo: null,
  ...fields,
});

// Two-character queries earn no word bonus, so each rule can be pinned on its own.
describe('scoreCompany weights (docs/rules.md#search), one rule at a time', () => {
  it('name contains: +50', () => expect(scoreCompany(blank({ name: 'xxQzxx' }), 'qz')).toBe(50));
  it('symbol contains: +50', () => expect(scoreCompany(blank({ symbol: 'XQZ' }), 'qz')).toBe(50));
  it('category contains: +30', () => expect(scoreCompany(blank({ category: 'AQZB' }), 'qz')).toBe(30));
  it('description contains: +20', () => expect(scoreCompany(blank({ description: 'a qz b' }), 'qz')).toBe(20));
  it('story contains: +15', () => expect(scoreCompany(blank({ story: 'a qz b' }), 'qz')).toBe(15));
  it('CEO contains: +10', () => expect(scoreCompany(blank({ ceo: 'Ada Qz' }), 'qz')).toBe(10));
  // An exact match also contains the query, so exact adds 100 on top of the contains 50.
  it('exact name: +100 on top of name contains', () => expect(scoreCompany(blank({ name: 'QZ' }), 'qz')).toBe(150));
  it('exact symbol: +100 on top of symbol contains', () =>
    expect(scoreCompany(blank({ symbol: 'QZ' }), 'qz')).toBe(150));
  it('a field that only starts alike is not an exact match', () =>
    expect(scoreCompany(blank({ name: 'QZA' }), 'qz')).toBe(SEARCH_WEIGHTS.nameContains));
  it('rules add up across fields', () =>
    expect(
      scoreCompany(
        blank({ name: 'QZ', symbol: 'QZ', category: 'qz', description: 'qz', story: 'qz', ceo: 'qz' }),
        'qz',
      ),
    ).toBe(100 + 100 + 50 + 50 + 30 + 20 + 15 + 10));
});

// Two words: the whole query ("alpha omega") is found nowhere, so only word bonuses count.
describe('scoreCompany word bonuses', () => {
  it('+10 per word in the name', () => {
    expect(scoreCompany(blank({ name: 'Omega Alpha' }), 'alpha omega')).toBe(20);
    expect(scoreCompany(blank({ name: 'Alphabet' }), 'alpha omega')).toBe(10);
  });
  it('+5 per word in the description', () =>
    expect(scoreCompany(blank({ description: 'omega then alpha' }), 'alpha omega')).toBe(10));
  it('+3 per word in the story', () =>
    expect(scoreCompany(blank({ story: 'omega then alpha' }), 'alpha omega')).toBe(6));
  it('no word bonus for symbol, category or CEO', () =>
    expect(scoreCompany(blank({ symbol: 'OMEGA', category: 'alpha', ceo: 'Omega Alpha' }), 'alpha omega')).toBe(0));
  it('ignores words of 2 characters or fewer', () => {
    expect(scoreCompany(blank({ name: 'ab cd', description: 'ab cd', story: 'ab cd' }), 'ab x cd')).toBe(0);
    expect(scoreCompany(blank({ name: 'abc' }), 'ab abc')).toBe(10);
  });
  it('a single long word earns both the contains score and its word bonus', () =>
    expect(scoreCompany(blank({ name: 'TechCorp' }), 'tech')).toBe(50 + 10));
  it('word bonuses add to whole-query matches in every field', () =>
    expect(scoreCompany(blank({ name: 'Solar', description: 'solar', story: 'solar' }), 'solar')).toBe(
      100 + 50 + 10 + 20 + 5 + 15 + 3,
    ));
});

describe('scoreCompany input handling', () => {
  it('is case-insensitive on both sides', () => {
    expect(scoreCompany(blank({ name: 'BoLtS' }), 'bOlTs')).toBe(100 + 50 + 10);
    expect(scoreCompany(blank({ symbol: 'blt' }), 'BLT')).toBe(150);
  });
  it('trims the query', () => expect(scoreCompany(blank({ name: 'QZ' }), '  qz \t')).toBe(150));
  it('tolerates null and missing optional fields', () => {
    const company = { id: '1', name: 'Acme', symbol: 'ACM', category: 'Tech', description: null };
    expect(scoreCompany(company, 'null')).toBe(0);
    expect(scoreCompany(company, 'undefined')).toBe(0);
    expect(scoreCompany(company, 'acme')).toBe(160);
  });
  it('scores 0 for a blank query', () => {
    expect(scoreCompany(blank({ name: 'Acme' }), '')).toBe(0);
    expect(scoreCompany(blank({ name: 'Acme' }), '   ')).toBe(0);
  });
});

describe('searchCompanies', () => {
  const make = (name: string, extra: Partial<SearchableCompany> = {}): SearchableCompany & { extra: string } => ({
    ...blank({ name, symbol: name.slice(0, 3).toUpperCase(), category: 'Tech', ...extra }),
    id: `id-${name}`,
    extra: `own-${name}`,
  });

  it('keeps only positive scores', () => {
    const companies = [make('Alpha'), make('Beta'), make('Gamma')];
    expect(searchCompanies(companies, 'beta').map((h) => h.company.name)).toEqual(['Beta']);
    expect(searchCompanies(companies, 'zzz')).toEqual([]);
  });

  it('returns the callers own type with the score', () => {
    const [hit] = searchCompanies([make('Alpha')], 'alpha');
    expect(hit?.company.extra).toBe('own-Alpha');
    expect(hit?.score).toBe(100 + 50 + 10); // symbol ALP does not contain alpha
  });

  it('sorts by score descending', () => {
    const companies = [
      make('Nothing', { ceo: 'Solar' }), // 10
      make('Sunny', { description: 'solar' }), // 25
      make('Solar'), // 160: symbol SOL does not contain solar
      make('Solaris'), // 60
    ];
    const hits = searchCompanies(companies, 'solar');
    expect(hits.map((h) => [h.company.name, h.score])).toEqual([
      ['Solar', 160],
      ['Solaris', 60],
      ['Sunny', 25],
      ['Nothing', 10],
    ]);
  });

  it('breaks ties by name ascending, case-insensitively, then input order', () => {
    const companies = [
      make('zeta', { ceo: 'qz' }),
      make('Beta', { ceo: 'qz', id: 'first' }),
      make('alpha', { ceo: 'qz' }),
      make('Beta', { ceo: 'qz', id: 'second' }),
    ];
    const hits = searchCompanies(companies, 'qz');
    expect(hits.map((h) => h.score)).toEqual([10, 10, 10, 10]);
    expect(hits.map((h) => h.company.name)).toEqual(['alpha', 'Beta', 'Beta', 'zeta']);
    expect(hits.slice(1, 3).map((h) => h.company.id)).toEqual(['id-Beta', 'id-Beta']);
    expect(hits.slice(1, 3).map((h) => h.company.extra)).toEqual(['own-Beta', 'own-Beta']);
  });

  it('keeps equal names in input order', () => {
    const companies = [
      { ...blank({ name: 'Same', ceo: 'qz' }), id: 'a' },
      { ...blank({ name: 'Same', ceo: 'qz' }), id: 'b' },
      { ...blank({ name: 'Same', ceo: 'qz' }), id: 'c' },
    ];
    expect(searchCompanies(companies, 'qz').map((h) => h.company.id)).toEqual(['a', 'b', 'c']);
    expect(searchCompanies([...companies].reverse(), 'qz').map((h) => h.company.id)).toEqual(['c', 'b', 'a']);
  });

  it('returns at most 5 by default, the best ones', () => {
    const companies = Array.from({ length: 12 }, (_, i) => make(`Co${String(i).padStart(2, '0')}`, { ceo: 'qz' }));
    companies.push(make('Last', { description: 'qz' })); // 20 beats the others' 10
    const hits = searchCompanies(companies, 'qz');
    expect(hits).toHaveLength(5);
    expect(hits.map((h) => h.company.name)).toEqual(['Last', 'Co00', 'Co01', 'Co02', 'Co03']);
  });

  it('honours an explicit limit', () => {
    const companies = Array.from({ length: 8 }, (_, i) => make(`Co${i}`, { ceo: 'qz' }));
    expect(searchCompanies(companies, 'qz', 7)).toHaveLength(7);
    expect(searchCompanies(companies, 'qz', 0)).toEqual([]);
  });

  it('returns nothing for a blank query', () => {
    const companies = [make('Alpha')];
    expect(searchCompanies(companies, '')).toEqual([]);
    expect(searchCompanies(companies, ' \t\n ')).toEqual([]);
  });
});

describe('prepareSearchIndex / searchIndex', () => {
  it('gives the same hits as searchCompanies and can be reused across queries', () => {
    const companies = [
      blank({ id: '1', name: 'Volt Motors', symbol: 'VLT', category: 'Automotive', description: 'Electric cars' }),
      blank({ id: '2', name: 'Bolt Foods', symbol: 'BLTF', category: 'Food', story: 'Started as an electric diner' }),
      blank({ id: '3', name: 'Quiet Co', symbol: 'QCO', category: 'Software', ceo: 'Volta Smith' }),
    ];
    const index = prepareSearchIndex(companies);
    for (const query of ['volt', 'ELECTRIC', 'bolt foods', 'o', 'software co', '  ']) {
      expect(searchIndex(index, query)).toEqual(searchCompanies(companies, query));
    }
    expect(searchIndex(index, 'volt').map((h) => [h.company.id, h.score])).toEqual([
      ['1', 60],
      ['3', 10],
    ]);
  });

  it('keeps the same top hits as ranking every match, whatever the limit', () => {
    // Many ties on score and name, so the running top-k must match a full stable sort exactly.
    const names = ['Volt', 'volt', 'Bolt', 'Amp', 'Ohm'];
    const companies = Array.from({ length: 200 }, (_, i) =>
      blank({
        id: String(i),
        name: `${names[i % 5]} ${i % 7}`,
        ceo: i % 3 === 0 ? 'Olt' : null,
        description: i % 4 === 0 ? 'volt' : null,
      }),
    );
    const index = prepareSearchIndex(companies);
    for (const query of ['o', 'olt', 'volt', '1']) {
      const key = (name: string) => name.toLowerCase();
      const all = companies
        .map((company) => ({ company, score: scoreCompany(company, query) }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score || key(a.company.name).localeCompare(key(b.company.name), 'en'));
      expect(searchIndex(index, query, Infinity)).toEqual(all);
      for (const limit of [1, 5, 13]) expect(searchIndex(index, query, limit)).toEqual(all.slice(0, limit));
    }
  });

  it('does not change the input companies', () => {
    const company = blank({ name: 'MiXeD', symbol: 'MxD' });
    prepareSearchIndex([company]);
    expect(company.name).toBe('MiXeD');
    expect(company.symbol).toBe('MxD');
  });
});

describe('another language beside English (docs/rules.md#search)', () => {
  const hebrew = blank({
    name: 'Verdigo Motors',
    description: 'בונה מכוניות חשמליות',
    story: 'התחילה כפרויקט סוף שבוע',
    ceo: 'Amara Lindgren-Osei',
    english: { description: 'Builds electric cars', story: 'Started as a weekend project' },
  });

  it.each([
    ['a word of the Hebrew story', 'סוף', SEARCH_WEIGHTS.storyContains + SEARCH_WEIGHTS.wordInStory],
    ['a word of the English story', 'weekend', SEARCH_WEIGHTS.storyContains + SEARCH_WEIGHTS.wordInStory],
    [
      'a word of the Hebrew description',
      'חשמליות',
      SEARCH_WEIGHTS.descriptionContains + SEARCH_WEIGHTS.wordInDescription,
    ],
    ['the English description', 'electric', SEARCH_WEIGHTS.descriptionContains + SEARCH_WEIGHTS.wordInDescription],
    ["the CEO's name", 'lindgren', SEARCH_WEIGHTS.ceoContains],
  ])('%s scores', (_name, query, score) => expect(scoreCompany(hebrew, query)).toBe(score));

  it('a field found in both languages scores once', () => {
    const same = blank({ story: 'Volt story', english: { story: 'Another volt tale' } });
    expect(scoreCompany(same, 'volt')).toBe(SEARCH_WEIGHTS.storyContains + SEARCH_WEIGHTS.wordInStory);
  });

  it('a query never matches across the two texts', () => {
    const seam = blank({ story: 'ends with abc', english: { story: 'def starts' } });
    expect(scoreCompany(seam, 'abc def')).toBe(2 * SEARCH_WEIGHTS.wordInStory);
  });

  it('finds a company by its CEO among others', () => {
    const other = blank({ name: 'Other', ceo: 'Someone Else' });
    expect(searchCompanies([other, hebrew], 'Amara').map((h) => h.company.name)).toEqual(['Verdigo Motors']);
  });
});
