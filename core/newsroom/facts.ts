// Turns a company's facts into the slot values the templates use: money in words teens
// understand ("42 million Bolts"), quarters in words ("the third quarter"), and the item's
// partner, city, product and regulator, drawn once so an item stays consistent throughout.
import type { Random } from '../market/random';
import { pick, type Slots } from './grammar';
import {
  CITIES,
  ISSUES,
  PARTNERS,
  PRODUCT_KINDS_BY_CATEGORY,
  PRODUCT_KINDS_BY_INDUSTRY,
  REGULATORS,
  RULES,
  SECTOR_WORDS,
} from './templates/vocabulary';
import type { NewsroomCompany } from './types';

const MINOR_PER_BOLT = 100;

function threeDigits(value: number): string {
  return String(Number(value.toPrecision(3)));
}

/** An amount in minor units in words, sign dropped: 948000000000 -> "9.48 billion Bolts". */
export function boltsInWords(minor: number): string {
  const bolts = Math.abs(minor) / MINOR_PER_BOLT;
  const units: readonly (readonly [number, string])[] = [
    [1e12, 'trillion'],
    [1e9, 'billion'],
    [1e6, 'million'],
  ];
  for (const [size, word] of units) {
    if (bolts >= size * 0.9995) {
      const scaled = Number(threeDigits(bolts / size));
      if (scaled >= 1000 && word !== 'trillion') continue;
      return `${scaled} ${word} Bolts`;
    }
  }
  if (bolts >= 1000) return `${Math.round(bolts).toLocaleString('en-US')} Bolts`;
  if (Number.isInteger(bolts)) return `${bolts} ${bolts === 1 ? 'Bolt' : 'Bolts'}`;
  return `${bolts.toFixed(2)} Bolts`;
}

/** Per-share amounts keep their cents: 175 -> "1.75 Bolts". */
export function perShareInWords(minor: number): string {
  return `${(Math.abs(minor) / MINOR_PER_BOLT).toFixed(2)} Bolts`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

/** "2026-Q3" -> { long: "the third quarter", short: "Q3" }; null when the label is unusual. */
export function quarterInWords(label: string): { long: string; short: string; year: string } | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(label.trim());
  if (!match) return null;
  const index = Number(match[2]) - 1;
  return { long: `the ${ORDINALS[index]} quarter`, short: `Q${index + 1}`, year: match[1] as string };
}

/** "Canopyvault Cloud" -> "Canopyvault": the name used on second mention, as news writers do. */
export function shortNameOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? name;
  if (words.length < 2 || first.length < 4 || /^(the|first|new|north|south|east|west)$/i.test(first)) return name;
  return first;
}

function firstSentence(text: string | null): string | undefined {
  if (!text) return undefined;
  const sentence = text
    .trim()
    .split(/(?<=[.!?])\s+/)[0]
    ?.trim();
  if (!sentence || sentence.length > 220 || /[{}[\]|]/.test(sentence)) return undefined;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

function percentChange(from: number, to: number): number | null {
  if (from <= 0) return null;
  return Math.round((Math.abs(to - from) / from) * 100);
}

function lowerKey(category: string): string {
  return category.trim().toLowerCase();
}

function productKindsFor(company: NewsroomCompany): readonly string[] {
  const industry = (company.industry ?? '').toLowerCase();
  if (industry) {
    for (const [pattern, kinds] of PRODUCT_KINDS_BY_INDUSTRY) {
      if (pattern.test(industry)) return kinds;
    }
  }
  return PRODUCT_KINDS_BY_CATEGORY[lowerKey(company.category)] ?? (PRODUCT_KINDS_BY_CATEGORY.default as string[]);
}

function byCategory(table: Readonly<Record<string, readonly string[]>>, category: string): readonly string[] {
  return table[lowerKey(category)] ?? (table.default as readonly string[]);
}

/** Every slot value for one item; a missing fact leaves its slots undefined. */
export function buildSlots(company: NewsroomCompany, random: Random): Slots {
  const slots: Record<string, string | undefined> = {};
  const name = company.name.trim();
  slots.name = name;
  slots.short = shortNameOf(name);
  slots.symbol = company.symbol.trim();
  const category = lowerKey(company.category);
  slots.sector = SECTOR_WORDS[category] ?? (category || 'listed');

  const ceo = company.ceo?.trim();
  if (ceo) {
    slots.ceo = ceo;
    slots.ceoLast = ceo.split(/\s+/).pop();
  }
  slots.hq = company.headquarters?.trim() || undefined;
  if (company.founded && company.founded > 1000) slots.founded = String(company.founded);
  if (company.employees && company.employees > 0) slots.employees = company.employees.toLocaleString('en-US');
  slots.description = firstSentence(company.description);

  const products = (company.products ?? []).map((product) => product.trim()).filter(Boolean);
  if (products.length > 0) slots.knownProduct = pick(random, products);
  const kind = pick(random, productKindsFor(company));
  slots.productKind = kind;
  slots.product = `a new ${kind}`;
  slots.theProduct = `the new ${kind}`;

  slots.partner = pick(random, PARTNERS);
  const cities = CITIES.filter((city) => city !== slots.hq);
  slots.city = pick(random, cities);
  slots.regulator = pick(random, byCategory(REGULATORS, category));
  slots.rule = pick(random, byCategory(RULES, category));
  slots.issue = pick(random, byCategory(ISSUES, category));
  // Numbers an item repeats, drawn once so the headline and paragraphs agree.
  slots.years = pick(random, ['two', 'three', 'four', 'five']);
  slots.fineSize = pick(random, ['a few', 'several']);
  slots.timing = pick(random, ['ahead of schedule', 'on time', 'on time and on budget']);
  slots.hires = pick(random, ['120', '150', '200', '250', '300', '400']);

  // Without figures, nothing contradicts a growth claim (the story is fiction either way).
  slots.revenueNotDown = 'yes';
  const latest = company.latestQuarter;
  if (latest) {
    const quarter = quarterInWords(latest.quarter);
    slots.quarter = quarter?.long ?? 'the latest quarter';
    slots.quarterShort = quarter?.short;
    if (latest.revenueMinor > 0) slots.revenue = boltsInWords(latest.revenueMinor);
    if (latest.netIncomeMinor > 0) slots.profit = boltsInWords(latest.netIncomeMinor);
    if (latest.netIncomeMinor < 0) slots.loss = boltsInWords(latest.netIncomeMinor);
    if (latest.earningsPerShareMinor > 0) slots.eps = perShareInWords(latest.earningsPerShareMinor);
    const previous = company.previousQuarter;
    if (previous && latest.revenueMinor > 0) {
      const change = percentChange(previous.revenueMinor, latest.revenueMinor);
      if (change !== null && change >= 1) {
        if (latest.revenueMinor > previous.revenueMinor)
          slots.revenueGrowth = `up about ${change}% from the quarter before`;
        else slots.revenueDip = `down about ${change}% from the quarter before`;
      }
    }
    // Growth may be claimed unless the figures show a dip.
    if (slots.revenueDip) slots.revenueNotDown = undefined;
    if (previous && latest.netIncomeMinor < 0 && previous.netIncomeMinor < latest.netIncomeMinor) {
      slots.lossSmaller = boltsInWords(latest.netIncomeMinor);
    }
  }
  return slots;
}

/** Slots that carry the company's own facts: templates using them are preferred. */
export const FACT_SLOTS: ReadonlySet<string> = new Set([
  'ceo',
  'ceoLast',
  'hq',
  'founded',
  'employees',
  'description',
  'knownProduct',
  'quarter',
  'quarterShort',
  'revenue',
  'profit',
  'loss',
  'eps',
  'revenueGrowth',
  'revenueDip',
  'lossSmaller',
]);
