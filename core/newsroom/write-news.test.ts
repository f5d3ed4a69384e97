import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../market/random';
import { IMPACT_MAX, IMPACT_MIN, NEWS_TYPES, SENTIMENTS } from '../news';
import { problemsWith, writtenWordsSchema } from './check-written';
import { boltsInWords, perShareInWords, quarterInWords, shortNameOf } from './facts';
import { sentenceKey, sentencesOf } from './grammar';
import { pickEvent, type PickEventOptions } from './pick-event';
import {
  CONTENT_MAX,
  CONTENT_PARAGRAPHS_MAX,
  CONTENT_PARAGRAPHS_MIN,
  HEADLINE_MAX,
  SUMMARY_MAX,
  type NewsroomCompany,
  type WrittenNews,
} from './types';
import { writeEvent } from './write-news';

/** An event picked as the newsroom picks one, then written: what a reader of the feed gets. */
const writeNews = (company: NewsroomCompany, random: Random, previous?: WrittenNews, options?: PickEventOptions) =>
  writeEvent(company, pickEvent(random, options), random, previous);

// Facts copied from a few seeded companies (amounts in minor units), plus sparse ones.
const COMPANIES: NewsroomCompany[] = [
  {
    name: 'Canopyvault Cloud',
    symbol: 'CNPV',
    category: 'technology',
    industry: 'Cloud Computing',
    description:
      'Canopyvault rents out computing power, storage and databases so other companies can run their apps without owning servers. It is one of the largest cloud providers in the game world.',
    ceo: 'Priya Valdemar',
    headquarters: 'Skyhaven',
    founded: 2004,
    employees: 48_000,
    products: ['Vault Drive', 'Canopy Analytics'],
    latestQuarter: {
      quarter: '2026-Q3',
      revenueMinor: 948_000_000_000,
      netIncomeMinor: 210_600_000_000,
      earningsPerShareMinor: 175,
    },
    previousQuarter: {
      quarter: '2026-Q2',
      revenueMinor: 912_000_000_000,
      netIncomeMinor: 198_700_000_000,
      earningsPerShareMinor: 166,
    },
  },
  {
    name: 'Dreamplank Games',
    symbol: 'DRPK',
    category: 'technology',
    industry: 'Video Games',
    description: 'Dreamplank makes adventure and puzzle games for consoles, PCs and phones.',
    ceo: 'Marisol Oyelaran',
    headquarters: 'Port Calloway',
    founded: 1998,
    employees: 6_200,
    products: ['Lanternfall'],
    latestQuarter: {
      quarter: '2026-Q3',
      revenueMinor: 61_000_000_000,
      netIncomeMinor: 8_000_000_000,
      earningsPerShareMinor: 26,
    },
    previousQuarter: null,
  },
  {
    name: 'Zippwell Micromobility',
    symbol: 'ZPWL',
    category: 'automotive',
    industry: 'E-Bikes & Scooters',
    description: null,
    ceo: 'Mateo Fairweather',
    headquarters: 'Larkspur Bay',
    founded: 2017,
    employees: 5_600,
    latestQuarter: {
      quarter: '2026-Q3',
      revenueMinor: 41_200_000_000,
      netIncomeMinor: -3_600_000_000,
      earningsPerShareMinor: -7,
    },
    previousQuarter: {
      quarter: '2026-Q2',
      revenueMinor: 43_500_000_000,
      netIncomeMinor: -3_100_000_000,
      earningsPerShareMinor: -6,
    },
  },
  {
    name: 'Helixbloom Therapeutics',
    symbol: 'HLXB',
    category: 'healthcare',
    industry: 'Biotechnology',
    description: 'Helixbloom researches new medicines for allergies and rare conditions.',
    ceo: 'Amara Lindgren-Osei',
    headquarters: 'Brightwater Falls',
    founded: 2012,
    employees: 1_300,
    latestQuarter: {
      quarter: '2026-Q3',
      revenueMinor: 14_600_000_000,
      netIncomeMinor: -11_800_000_000,
      earningsPerShareMinor: -56,
    },
    previousQuarter: {
      quarter: '2026-Q2',
      revenueMinor: 13_100_000_000,
      netIncomeMinor: -12_600_000_000,
      earningsPerShareMinor: -60,
    },
  },
  {
    name: 'Ivyleaf Savings',
    symbol: 'IVYS',
    category: 'finance',
    industry: 'Digital Savings Banking',
    description: 'Ivyleaf is an app-only bank that helps people save.',
    ceo: 'Amara Okonkwo-Reyes',
    headquarters: 'Lumen Bay',
    founded: 2014,
    employees: 2_100,
    latestQuarter: {
      quarter: '2026-Q3',
      revenueMinor: 31_800_000_000,
      netIncomeMinor: 4_950_000_000,
      earningsPerShareMinor: 28,
    },
    previousQuarter: {
      quarter: '2026-Q2',
      revenueMinor: 31_700_000_000,
      netIncomeMinor: 4_800_000_000,
      earningsPerShareMinor: 27,
    },
  },
  {
    name: 'Northgale Wind Power',
    symbol: 'NGWP',
    category: 'energy',
    industry: 'Wind Power Generation',
    description: null,
    ceo: 'Alistair Ngata-Brennan',
    headquarters: 'Windholm',
    founded: 1998,
    employees: 8_900,
    latestQuarter: {
      quarter: '2026-Q3',
      revenueMinor: 158_000_000_000,
      netIncomeMinor: 12_100_000_000,
      earningsPerShareMinor: 24,
    },
  },
  // Sparse: only what the database requires.
  {
    name: 'Quietbrook Foods',
    symbol: 'QBF',
    category: 'retail',
    industry: null,
    description: null,
    ceo: null,
    headquarters: null,
    founded: null,
    employees: null,
    latestQuarter: null,
  },
  // An admin-made company: unknown category, one-word CEO, odd quarter label, long name.
  {
    name: 'The Very Long Name Interplanetary Tourism and Souvenir Company of Greater Halcyon Point',
    symbol: 'VLNG',
    category: 'Space Tourism',
    industry: 'Orbital Holidays',
    description: '',
    ceo: 'Zephyrine',
    headquarters: '',
    founded: 2024,
    employees: 0,
    products: [],
    latestQuarter: { quarter: 'FY26 H1', revenueMinor: 12_345, netIncomeMinor: 0, earningsPerShareMinor: 0 },
  },
];

// Whole words (and phrases) a teen newsroom should never print.
const UNKIND = [
  ...['stupid', 'idiot', 'idiots', 'dumb', 'loser', 'losers', 'pathetic', 'ugly', 'lazy', 'greedy', 'liar', 'liars'],
  ...['hate', 'hates', 'hated', 'worthless', 'useless', 'shameful', 'disgrace', 'disgraceful'],
  ...['disaster', 'disastrous', 'catastrophe', 'catastrophic', 'collapse', 'collapses', 'collapsed'],
  ...['crash', 'crashes', 'crashed', 'plunge', 'plunges', 'plunged', 'tank', 'tanks', 'tanked'],
  ...['panic', 'panics', 'doom', 'doomed', 'terrible', 'awful', 'horrible', 'nightmare', 'crisis'],
  ...['scam', 'scams', 'fraud', 'bankrupt', 'bankruptcy', 'kill', 'kills', 'killed', 'dead', 'die', 'dies'],
  ...['fear', 'fears', 'scary', 'terrifying', 'bloodbath', 'meltdown'],
  ...['you should buy', 'you should sell', 'buy now', 'sell now', 'guaranteed', 'sure thing', 'get rich'],
];

function textOf(item: WrittenNews): string {
  return `${item.headline}\n${item.summary}\n${item.content}`;
}

/** Writes `count` items, each for a random company, passing that company's previous item. */
function generate(seed: number, count: number, companies = COMPANIES) {
  const random = seededRandom(seed);
  const previousBySymbol = new Map<string, WrittenNews>();
  const items: { company: NewsroomCompany; previous: WrittenNews | undefined; item: WrittenNews }[] = [];
  for (let i = 0; i < count; i++) {
    const company = companies[Math.floor(random() * companies.length)] as NewsroomCompany;
    const previous = previousBySymbol.get(company.symbol);
    const item = writeNews(company, random, previous);
    previousBySymbol.set(company.symbol, item);
    items.push({ company, previous, item });
  }
  return items;
}

function expectNoRepeat(item: WrittenNews, previous: WrittenNews | undefined) {
  if (!previous) return;
  expect(sentenceKey(item.headline)).not.toBe(sentenceKey(previous.headline));
  const before = new Set(sentencesOf(`${previous.summary} ${previous.content}`).map(sentenceKey));
  for (const sentence of sentencesOf(`${item.summary} ${item.content}`)) {
    expect(before.has(sentenceKey(sentence)), sentence).toBe(false);
  }
}

function expectWellFormed(item: WrittenNews) {
  expect(NEWS_TYPES).toContain(item.newsType);
  expect(SENTIMENTS).toContain(item.sentiment);
  for (const text of [item.headline, item.summary, item.content]) {
    expect(text.trim().length).toBeGreaterThan(10);
    expect(text).not.toMatch(/[{}[\]|]/);
    expect(text).not.toMatch(/\b(undefined|null|NaN|Infinity)\b|\[object/);
    expect(text).not.toMatch(/ {2}| [,.!?]|\.\./);
  }
  expect(item.headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
  expect(item.headline).not.toMatch(/[\n.]$/);
  expect(item.headline[0]).toMatch(/[A-Z0-9]/);
  expect(item.summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
  expect(item.summary).toMatch(/[.!?”]$/);
  expect(item.content.length).toBeLessThanOrEqual(CONTENT_MAX);
  const paragraphs = item.content.split('\n\n');
  expect(paragraphs.length).toBeGreaterThanOrEqual(CONTENT_PARAGRAPHS_MIN);
  expect(paragraphs.length).toBeLessThanOrEqual(CONTENT_PARAGRAPHS_MAX);
  for (const paragraph of paragraphs) {
    expect(paragraph.length).toBeGreaterThan(20);
    expect(paragraph.length).toBeLessThanOrEqual(600);
    expect(paragraph).toMatch(/^[A-Z“]/);
    expect(paragraph).toMatch(/[.!?”]$/);
  }
  // Within one item, no sentence appears twice.
  const sentences = sentencesOf(`${item.summary} ${item.content}`).map(sentenceKey);
  expect(new Set(sentences).size).toBe(sentences.length);

  expect(Number.isFinite(item.impactScore)).toBe(true);
  expect(item.impactScore).toBeGreaterThanOrEqual(IMPACT_MIN);
  expect(item.impactScore).toBeLessThanOrEqual(IMPACT_MAX);
  expect(Math.round(item.impactScore * 100) / 100).toBe(item.impactScore);
  if (item.sentiment === 'positive') expect(item.impactScore).toBeGreaterThan(0);
  if (item.sentiment === 'negative') expect(item.impactScore).toBeLessThan(0);
  if (item.sentiment === 'neutral') expect(Math.abs(item.impactScore)).toBeLessThanOrEqual(1);
}

// Each item is written in three languages: a thousand of them take a few seconds.
describe('writeNews', { timeout: 30_000 }, () => {
  it('writes a thousand well-formed items that never repeat the previous one for a company', () => {
    const items = generate(20_261_122, 1000);
    expect(items).toHaveLength(1000);
    for (const { item, previous, company } of items) {
      expectWellFormed(item);
      expectNoRepeat(item, previous);
      // The checks a language model's answer is held to pass for the built-in writer too.
      expect(problemsWith(writtenWordsSchema.parse(item), company, previous)).toEqual([]);
    }
    // Every type and every sentiment shows up; good and bad news are about equally common, so
    // news adds no drift of its own (docs/rules.md#news-and-prices).
    const types = new Set(items.map(({ item }) => item.newsType));
    expect([...types].sort()).toEqual([...NEWS_TYPES].sort());
    const count = (sentiment: string) => items.filter(({ item }) => item.sentiment === sentiment).length;
    for (const sentiment of ['positive', 'negative']) {
      expect(count(sentiment)).toBeGreaterThan(320);
      expect(count(sentiment)).toBeLessThan(440);
    }
    expect(count('neutral')).toBeGreaterThan(0);
  });

  it('covers every news type and sentiment for full and sparse companies', () => {
    const random = seededRandom(7);
    for (const company of COMPANIES) {
      let previous: WrittenNews | undefined;
      for (const newsType of NEWS_TYPES) {
        for (const sentiment of SENTIMENTS) {
          const item = writeNews(company, random, previous, { newsType, sentiment });
          expect(item.newsType).toBe(newsType);
          expect(item.sentiment).toBe(sentiment);
          expectWellFormed(item);
          expectNoRepeat(item, previous);
          previous = item;
        }
      }
    }
  });

  it('still never repeats when the same event comes up again and again for a sparse company', () => {
    const random = seededRandom(99);
    const sparse = COMPANIES.find((company) => company.symbol === 'QBF') as NewsroomCompany;
    let previous: WrittenNews | undefined;
    for (let i = 0; i < 200; i++) {
      const item = writeEvent(
        sparse,
        { newsType: 'regulatory', sentiment: 'neutral', impactScore: 0.1 },
        random,
        previous,
      );
      expectWellFormed(item);
      expectNoRepeat(item, previous);
      previous = item;
    }
  });

  it('tells one story per item and rarely needs the rewording fallback', () => {
    const random = seededRandom(17);
    for (let i = 0; i < 200; i++) {
      const item = writeNews(COMPANIES[i % 3] as NewsroomCompany, random, undefined, {
        newsType: 'regulatory',
        sentiment: 'negative',
      });
      const mentionsFine = (text: string) => /\bfine\b/.test(text);
      expect(mentionsFine(item.summary), item.headline).toBe(mentionsFine(item.headline));
      expect(mentionsFine(item.content.split('\n\n')[0] as string)).toBe(mentionsFine(item.headline));
    }
    const reworded = generate(20_261_122, 1000).filter(({ item }) =>
      /To recap:|As a reminder:|Worth repeating:|As noted before:|Once more:/.test(item.content + item.summary),
    );
    expect(reworded.length).toBeLessThan(20);
  });

  it('is deterministic for a seed', () => {
    const first = generate(42, 60).map(({ item }) => item);
    const again = generate(42, 60).map(({ item }) => item);
    const other = generate(43, 60).map(({ item }) => item);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('has enough variety for a day of news', () => {
    const items = generate(2026, 300).map(({ item }) => item);
    expect(new Set(items.map((item) => item.headline)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(items.map((item) => item.summary)).size).toBeGreaterThanOrEqual(200);
    // No single content paragraph dominates the day.
    const paragraphCounts = new Map<string, number>();
    for (const item of items) {
      for (const paragraph of item.content.split('\n\n')) {
        paragraphCounts.set(paragraph, (paragraphCounts.get(paragraph) ?? 0) + 1);
      }
    }
    expect(Math.max(...paragraphCounts.values())).toBeLessThanOrEqual(15);
  });

  it('never uses unkind, alarming or advice-giving words', () => {
    const items = generate(5, 1000).map(({ item }) => item);
    for (const item of items) {
      const text = textOf(item).toLowerCase();
      for (const word of UNKIND) {
        expect(new RegExp(`\\b${word}\\b`).test(text), `"${word}" in: ${text}`).toBe(false);
      }
    }
  });

  it('uses the company’s own facts and never invents missing ones', () => {
    const random = seededRandom(11);
    const canopy = COMPANIES[0] as NewsroomCompany;
    const texts = Array.from({ length: 60 }, () =>
      textOf(writeNews(canopy, random, undefined, { newsType: 'earnings' })),
    ).join('\n');
    expect(texts).toContain('9.48 billion Bolts');
    expect(texts).toMatch(/Priya Valdemar|Valdemar/);
    expect(texts).toContain('Skyhaven');

    const sparse = COMPANIES.find((company) => company.symbol === 'QBF') as NewsroomCompany;
    for (let i = 0; i < 100; i++) {
      const text = textOf(writeNews(sparse, random));
      expect(text).not.toMatch(
        /chief executive|founded in|employees|revenue of|(first|second|third|fourth|latest) quarter\b/i,
      );
    }
  });

  it('keeps claims consistent with the figures', () => {
    const random = seededRandom(3);
    // Zippwell's revenue fell and it made a loss: no "profit", no "grows revenue", no "narrows its loss".
    const zippwell = COMPANIES.find((company) => company.symbol === 'ZPWL') as NewsroomCompany;
    for (let i = 0; i < 100; i++) {
      const text = textOf(writeNews(zippwell, random, undefined, { newsType: 'earnings' }));
      expect(text).not.toMatch(/earns [\d.]+ (million|billion)|up about|narrows its loss|kept [\d.]+/);
    }
  });
});

describe('pickEvent', () => {
  it('sizes the impact by type and matches its sign to the sentiment', () => {
    const random = seededRandom(1);
    const byType = new Map<string, number[]>();
    for (let i = 0; i < 5000; i++) {
      const event = pickEvent(random);
      if (event.sentiment !== 'neutral') {
        byType.set(event.newsType, [...(byType.get(event.newsType) ?? []), Math.abs(event.impactScore)]);
      }
      if (event.sentiment === 'positive') expect(event.impactScore).toBeGreaterThan(0);
      if (event.sentiment === 'negative') expect(event.impactScore).toBeLessThan(0);
      if (event.sentiment === 'neutral') expect(Math.abs(event.impactScore)).toBeLessThanOrEqual(1);
    }
    const mean = (type: string) => {
      const values = byType.get(type) ?? [];
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    expect(mean('earnings')).toBeGreaterThan(mean('market_update') + 2);
    expect(mean('regulatory')).toBeGreaterThan(mean('market_update') + 1);
  });
});

describe('facts in words', () => {
  it('formats money teens can read', () => {
    expect(boltsInWords(948_000_000_000)).toBe('9.48 billion Bolts');
    expect(boltsInWords(4_200_000_000)).toBe('42 million Bolts');
    expect(boltsInWords(-3_600_000_000)).toBe('36 million Bolts');
    expect(boltsInWords(99_960_000_000)).toBe('1 billion Bolts');
    expect(boltsInWords(1_250_000)).toBe('12,500 Bolts');
    expect(boltsInWords(12_345)).toBe('123.45 Bolts');
    expect(boltsInWords(100)).toBe('1 Bolt');
    expect(perShareInWords(175)).toBe('1.75 Bolts');
    expect(perShareInWords(-7)).toBe('0.07 Bolts');
  });

  it('names quarters and companies as a reporter would', () => {
    expect(quarterInWords('2026-Q3')).toEqual({
      long: 'the third quarter',
      within: 'in the third quarter',
      short: 'Q3',
      year: '2026',
    });
    expect(quarterInWords('FY26 H1')).toBeNull();
    expect(shortNameOf('Canopyvault Cloud')).toBe('Canopyvault');
    expect(shortNameOf('The Harbor Bank')).toBe('The Harbor Bank');
    expect(shortNameOf('Zoom')).toBe('Zoom');
  });
});
