// The newsroom writes every item in English, Hebrew and Spanish from the same facts
// (docs/decisions/018). Property-style: many companies drawn from a seed (full, sparse, admin-made
// with an unknown category, losses, growth and dips) times every type and mood. Each language must
// be there, well formed, in its own script and words, name the symbol, carry an earnings item's
// revenue in that language's words, quote no figure the facts do not give, tell the same story,
// and never repeat the company's previous item in that language.
import { describe, expect, it } from 'vitest';
import { missingFields, NEWS_TRANSLATED_FIELDS, type ContentLanguage } from '../content-language';
import { seededRandom, type Random } from '../market/random';
import { NEWS_TYPES, SENTIMENTS } from '../news';
import { isInLanguage, problemsWith, writtenWordsSchema } from './check-written';
import { boltsInWords, integerInWords, perShareInWords, percentInWords } from './figures';
import { sentenceKey, sentencesOf } from './grammar';
import { pickEvent } from './pick-event';
import * as es from './templates/es/vocabulary';
import * as he from './templates/he/vocabulary';
import * as en from './templates/vocabulary';
import {
  CONTENT_MAX,
  CONTENT_PARAGRAPHS_MAX,
  CONTENT_PARAGRAPHS_MIN,
  HEADLINE_MAX,
  SUMMARY_MAX,
  type NewsroomCompany,
  type NewsWords,
  type WrittenNews,
} from './types';
import { writeEvent, writeEventIn } from './write-news';

const LANGUAGES: readonly ContentLanguage[] = ['en', 'he', 'es'];

const wordsIn = (item: WrittenNews, language: ContentLanguage): NewsWords =>
  language === 'en' ? item : item.translations[language];
const textOf = (words: NewsWords) => `${words.headline}\n${words.summary}\n${words.content}`;

const INDUSTRIES = [
  'Cloud Computing',
  'Video Games',
  'Biotechnology',
  'Wind Power Generation',
  'E-Bikes & Scooters',
  'Digital Savings Banking',
  'Footwear',
  'Hobby & Game Retail',
  null,
  'Orbital Holidays',
];
const CATEGORIES = ['technology', 'healthcare', 'finance', 'energy', 'retail', 'automotive', 'Space Tourism'];
const NAMES = ['Canopyvault Cloud', 'Dreamplank Games', 'The Harbor Bank', 'Zippwell Micromobility', 'Quokka', 'Oak'];

/** A company with facts drawn from `random`: any of them may be missing, as in the database. */
function companyFrom(random: Random, i: number): NewsroomCompany {
  const maybe = <T>(value: T): T | null => (random() < 0.25 ? null : value);
  const pickOf = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const revenue = Math.round(10 ** (5 + random() * 8)) * 100;
  const previousRevenue = Math.round(revenue * (0.8 + random() * 0.4));
  const net = Math.round(revenue * (random() * 0.4 - 0.15));
  const name = `${pickOf(NAMES)}${i % 3 === 0 ? '' : ` ${i}`}`;
  return {
    name,
    symbol: `K${String(i).padStart(2, '0')}V`,
    category: pickOf(CATEGORIES),
    industry: pickOf(INDUSTRIES),
    description: maybe(`${name} makes things people like.`),
    ceo: maybe(pickOf(['Priya Valdemar', 'Zephyrine', 'Mateo Fairweather'])),
    headquarters: maybe(pickOf(['Skyhaven', 'Port Calloway', 'Lumen Bay'])),
    founded: maybe(1950 + Math.floor(random() * 70)),
    employees: maybe(Math.floor(10 + random() * 90_000)),
    products: random() < 0.5 ? ['Vault Drive', 'Lanternfall'] : [],
    latestQuarter:
      random() < 0.2
        ? null
        : {
            quarter: random() < 0.9 ? '2026-Q3' : 'FY26 H1',
            revenueMinor: revenue,
            netIncomeMinor: net,
            earningsPerShareMinor: Math.round(net / 1e8),
          },
    previousQuarter:
      random() < 0.3
        ? null
        : {
            quarter: '2026-Q2',
            revenueMinor: previousRevenue,
            netIncomeMinor: Math.round(net * (0.5 + random())),
            earningsPerShareMinor: 1,
          },
    translations:
      random() < 0.7
        ? {
            he: { description: `${name} מייצרת דברים שאנשים אוהבים.` },
            es: { description: `${name} fabrica cosas que a la gente le gustan.` },
          }
        : null,
  };
}

/** Every figure an item about `company` may quote in `language`, as that language writes it. */
function figuresOf(company: NewsroomCompany, language: ContentLanguage): Set<string> {
  const figures = new Set(['120', '150', '200', '250', '300', '400']);
  const add = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).forEach((n) => figures.add(n));
  add(company.symbol);
  add(company.name);
  if (company.founded) add(String(company.founded));
  if (company.employees) add(integerInWords(company.employees, language));
  const latest = company.latestQuarter;
  if (latest) {
    // English headlines may say "Q3".
    add(latest.quarter);
    for (const minor of [latest.revenueMinor, latest.netIncomeMinor]) add(boltsInWords(minor, language));
    add(perShareInWords(latest.earningsPerShareMinor, language));
    const previous = company.previousQuarter;
    if (previous && previous.revenueMinor > 0) {
      const change = Math.round((Math.abs(latest.revenueMinor - previous.revenueMinor) / previous.revenueMinor) * 100);
      add(percentInWords(change, language));
    }
  }
  return figures;
}

/** The company's items for every type and mood, each after the previous one, in all languages. */
function itemsFor(company: NewsroomCompany, random: Random) {
  const items: { item: WrittenNews; previous: WrittenNews | undefined }[] = [];
  let previous: WrittenNews | undefined;
  for (const newsType of NEWS_TYPES) {
    for (const sentiment of SENTIMENTS) {
      const item = writeEvent(company, pickEvent(random, { newsType, sentiment }), random, previous);
      items.push({ item, previous });
      previous = item;
    }
  }
  return items;
}

function expectWellFormed(words: NewsWords, label: string) {
  expect(words.headline.length, label).toBeGreaterThan(10);
  expect(words.headline.length, label).toBeLessThanOrEqual(HEADLINE_MAX);
  expect(words.headline, label).not.toMatch(/[\n.]$/);
  expect(words.summary.length, label).toBeLessThanOrEqual(SUMMARY_MAX);
  expect(words.summary, label).toMatch(/[.!?”"]$/);
  expect(words.content.length, label).toBeLessThanOrEqual(CONTENT_MAX);
  const paragraphs = words.content.split('\n\n');
  expect(paragraphs.length, label).toBeGreaterThanOrEqual(CONTENT_PARAGRAPHS_MIN);
  expect(paragraphs.length, label).toBeLessThanOrEqual(CONTENT_PARAGRAPHS_MAX);
  for (const text of [words.headline, words.summary, ...paragraphs]) {
    expect(text, label).not.toMatch(/[{}[\]|<>]|\b(undefined|null|NaN)\b|\[object/);
    expect(text, label).not.toMatch(/ {2}| [,.!?]|\.\./);
  }
  const sentences = sentencesOf(`${words.summary} ${words.content}`).map(sentenceKey);
  expect(new Set(sentences).size, label).toBe(sentences.length);
}

describe('news in three languages', { timeout: 30_000 }, () => {
  const random = seededRandom(20_261_122);
  const companies = Array.from({ length: 40 }, (_, i) => companyFrom(random, i));
  const all = companies.flatMap((company) => itemsFor(company, random).map((entry) => ({ company, ...entry })));

  it('writes every item in every language: well formed, in its own script, naming the symbol', () => {
    expect(all).toHaveLength(40 * NEWS_TYPES.length * SENTIMENTS.length);
    for (const { company, item, previous } of all) {
      // The test that fails when any generated item lacks a language.
      expect(missingFields(item.translations, 'he', NEWS_TRANSLATED_FIELDS), item.headline).toEqual([]);
      expect(missingFields(item.translations, 'es', NEWS_TRANSLATED_FIELDS), item.headline).toEqual([]);
      for (const language of LANGUAGES) {
        const words = wordsIn(item, language);
        const label = `${language} ${item.newsType}/${item.sentiment}: ${words.headline}`;
        expectWellFormed(words, label);
        expect(textOf(words), label).toContain(company.symbol);
        expect(isInLanguage(textOf(words), language), label).toBe(true);
        // The checks a language model's answer is held to pass for the built-in writer too.
        const before = previous && wordsIn(previous, language);
        expect(problemsWith(writtenWordsSchema.parse(words), company, before, language), label).toEqual([]);
      }
    }
  });

  it('gives an earnings item’s revenue in every language, in that language’s words', () => {
    const earnings = all.filter(({ item }) => item.newsType === 'earnings');
    expect(earnings.length).toBeGreaterThan(50);
    for (const { company, item } of earnings) {
      const revenue = company.latestQuarter?.revenueMinor ?? 0;
      if (revenue <= 0) continue;
      for (const language of LANGUAGES) {
        expect(textOf(wordsIn(item, language)), `${language}: ${item.headline}`).toContain(
          boltsInWords(revenue, language),
        );
      }
    }
  });

  it('quotes no figure the facts do not give, written with each language’s separators', () => {
    for (const { company, item } of all) {
      for (const language of LANGUAGES) {
        const allowed = figuresOf(company, language);
        const text = textOf(wordsIn(item, language));
        for (const figure of text.match(/\d+(?:[.,]\d+)*/g) ?? []) {
          expect(allowed.has(figure), `${language} "${figure}" in: ${text}`).toBe(true);
        }
      }
    }
  });

  it('tells the same story in every language', () => {
    const random = seededRandom(17);
    const company = companyFrom(random, 1);
    for (let i = 0; i < 150; i++) {
      const item = writeEvent(company, { newsType: 'regulatory', sentiment: 'negative', impactScore: -3 }, random);
      const fine = /\bfine\b/.test(item.headline);
      expect(/קנס/.test(item.translations.he.headline), item.headline).toBe(fine);
      expect(/multa/.test(item.translations.es.headline), item.headline).toBe(fine);
    }
  });

  it('never repeats the previous item in any language, even for the same event again and again', () => {
    const random = seededRandom(99);
    const sparse: NewsroomCompany = {
      name: 'Quietbrook Foods',
      symbol: 'QBF',
      category: 'Space Tourism',
      industry: null,
      description: null,
      ceo: null,
      headquarters: null,
      founded: null,
      employees: null,
      latestQuarter: null,
    };
    let previous: WrittenNews | undefined;
    for (let i = 0; i < 120; i++) {
      const item = writeEvent(
        sparse,
        { newsType: 'operational', sentiment: 'neutral', impactScore: 0.2 },
        random,
        previous,
      );
      for (const language of LANGUAGES) {
        const words = wordsIn(item, language);
        if (!previous) continue;
        const before = wordsIn(previous, language);
        expect(sentenceKey(words.headline)).not.toBe(sentenceKey(before.headline));
        const old = new Set(sentencesOf(`${before.summary} ${before.content}`).map(sentenceKey));
        for (const sentence of sentencesOf(`${words.summary} ${words.content}`)) {
          expect(old.has(sentenceKey(sentence)), `${language}: ${sentence}`).toBe(false);
        }
      }
      previous = item;
    }
  });

  it('keeps Hebrew and Spanish grammar the joins could break', () => {
    for (const { item } of all) {
      const hebrew = textOf(item.translations.he);
      // A prefix before Latin script or digits takes a hyphen ("ב-Skyhaven"); ב/ל/כ never sit
      // before a definite article they would swallow ("ברבעון", never "בהרבעון").
      expect(hebrew).not.toMatch(/[\u05D0-\u05EA][A-Za-z0-9]/);
      expect(hebrew).not.toMatch(/(^|[\s(])[בלכ]ה(רבעון|רשות|מועצה|משרד|בנק|רגולטור)/);
      const spanish = textOf(item.translations.es);
      expect(spanish).not.toMatch(/(^|[^\p{L}])(de|a) el(?![\p{L}])/u);
      expect(spanish).not.toMatch(/\b(una nuevo|un nueva|la nuevo|el nueva)\b/);
    }
  });

  it('never uses alarming, unkind or advice-giving words in Hebrew or Spanish', () => {
    const hebrew = [
      'קריסה',
      'קרסה',
      'אסון',
      'התרסקות',
      'פאניקה',
      'הונאה',
      'פשיטת רגל',
      'טיפש',
      'מפחיד',
      'קנו עכשיו',
      'מובטח',
    ];
    const spanish = [
      'desastre',
      'colapso',
      'catástrofe',
      'pánico',
      'fraude',
      'estafa',
      'quiebra',
      'bancarrota',
      'estúpido',
    ];
    const spanishToo = ['terrible', 'horrible', 'compra ya', 'vende ya', 'garantizado'];
    for (const { item } of all) {
      const he = textOf(item.translations.he);
      for (const word of hebrew) expect(he.includes(word), `"${word}" in: ${he}`).toBe(false);
      const es = textOf(item.translations.es).toLowerCase();
      for (const word of [...spanish, ...spanishToo]) {
        expect(new RegExp(`(^|[^\\p{L}])${word}(?![\\p{L}])`, 'u').test(es), `"${word}" in: ${es}`).toBe(false);
      }
    }
  });

  it('writes one language alone, for when a language model got that one wrong', () => {
    const random = seededRandom(5);
    const company = companies[0] as NewsroomCompany;
    for (const language of LANGUAGES) {
      const words = writeEventIn(language, company, pickEvent(random), random);
      expectWellFormed(words, language);
      expect(isInLanguage(textOf(words), language)).toBe(true);
    }
  });

  it('is deterministic for a seed, in every language', () => {
    const write = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 30 }, (_, i) => writeEvent(companies[i % 5]!, pickEvent(random), random));
    };
    expect(write(42)).toEqual(write(42));
    expect(write(43)).not.toEqual(write(42));
  });
});

describe('the word lists of the three languages', () => {
  it('name the same things in the same order, so one draw means one thing in every language', () => {
    expect(he.PARTNERS).toHaveLength(en.PARTNERS.length);
    expect(es.PARTNERS).toHaveLength(en.PARTNERS.length);
    for (const key of Object.keys(en.REGULATORS) as (keyof typeof en.REGULATORS)[]) {
      for (const [list, english] of [
        [he.REGULATORS, en.REGULATORS],
        [es.REGULATORS, en.REGULATORS],
        [he.RULES, en.RULES],
        [es.RULES, en.RULES],
        [he.ISSUES, en.ISSUES],
        [es.ISSUES, en.ISSUES],
      ] as const) {
        expect(list[key], key).toHaveLength(english[key].length);
      }
    }
    expect(Object.keys(he.PRODUCT_KINDS).sort()).toEqual(Object.keys(en.PRODUCT_KINDS).sort());
    expect(Object.keys(es.PRODUCT_KINDS).sort()).toEqual(Object.keys(en.PRODUCT_KINDS).sort());
    for (const [group, kinds] of Object.entries(en.PRODUCT_KINDS)) {
      expect(he.PRODUCT_KINDS[group as keyof typeof he.PRODUCT_KINDS], group).toHaveLength(kinds.length);
      expect(es.PRODUCT_KINDS[group as keyof typeof es.PRODUCT_KINDS], group).toHaveLength(kinds.length);
    }
    for (const [list, english] of [
      [he.YEARS, en.YEARS],
      [es.YEARS, en.YEARS],
      [he.FINES, en.FINE_SIZES],
      [es.FINES, en.FINE_SIZES],
      [he.TIMINGS, en.TIMINGS],
      [es.TIMINGS, en.TIMINGS],
    ] as const) {
      expect(list).toHaveLength(english.length);
    }
  });

  it('mark the new product as the Hebrew definite form does', () => {
    for (const kind of Object.values(he.PRODUCT_KINDS).flat()) {
      expect(kind.product, kind.product).toMatch(kind.gender === 'f' ? /חדשה/ : /חדש(?!ה)/);
      expect(kind.theProduct, kind.theProduct).toMatch(kind.gender === 'f' ? /החדשה/ : /החדש(?!ה)/);
    }
  });
});

describe('figures in each language', () => {
  it.each<[ContentLanguage, string, string, string, string]>([
    ['en', '9.48 billion Bolts', '42 million Bolts', '1 Bolt', '1.75 Bolts'],
    ['he', '9.48 מיליארד בולטים', '42 מיליון בולטים', 'בולט אחד', '1.75 בולטים'],
    ['es', '9,48 mil millones de Bolts', '42 millones de Bolts', '1 Bolt', '1,75 Bolts'],
  ])('writes money in %s', (language, billions, millions, one, perShare) => {
    expect(boltsInWords(948_000_000_000, language)).toBe(billions);
    expect(boltsInWords(4_200_000_000, language)).toBe(millions);
    expect(boltsInWords(100, language)).toBe(one);
    expect(perShareInWords(175, language)).toBe(perShare);
  });

  it('groups thousands and writes percents as each language does', () => {
    expect(integerInWords(48_000, 'en')).toBe('48,000');
    expect(integerInWords(48_000, 'he')).toBe('48,000');
    expect(integerInWords(48_000, 'es')).toBe('48.000');
    expect(boltsInWords(100_000_000, 'es')).toBe('1 millón de Bolts');
    expect(percentInWords(4, 'es')).toBe('4\u00a0%');
  });
});
