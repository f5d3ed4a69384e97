// Turns a company's facts into the slot values the templates use, in each language: money in
// words teens understand ("42 million Bolts"), quarters in words ("the third quarter"), and the
// item's partner, city, product and regulator. Those are drawn once per item (`drawFacts`), so
// every language names the same partner, city and product and the headline and paragraphs agree.
import type { ContentLanguage } from '../content-language';
import type { Random } from '../market/random';
import {
  boltsInWords,
  integerInWords,
  LATEST_QUARTER,
  perShareInWords,
  quarterInWords,
  revenueChangeInWords,
} from './figures';
import { pick, randomIndex, type Slots } from './grammar';
import * as es from './templates/es/vocabulary';
import * as he from './templates/he/vocabulary';
import {
  CITIES,
  FINE_SIZES,
  ISSUES,
  PARTNERS,
  PRODUCT_GROUPS,
  PRODUCT_KINDS,
  REGULATORS,
  RULES,
  SECTOR_WORDS,
  TIMINGS,
  YEARS,
  type CategoryKey,
  type ProductGroup,
} from './templates/vocabulary';
import type { NewsroomCompany } from './types';

export { boltsInWords, perShareInWords, quarterInWords } from './figures';

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

/** The category's own word lists, or the default ones for a category an admin made up. */
function categoryKeyOf(category: string): CategoryKey {
  const key = category.trim().toLowerCase();
  return key in REGULATORS ? (key as CategoryKey) : 'default';
}

function productGroupOf(company: NewsroomCompany): ProductGroup | CategoryKey {
  const industry = (company.industry ?? '').toLowerCase();
  if (industry) {
    for (const [group, pattern] of PRODUCT_GROUPS) {
      if (pattern.test(industry)) return group;
    }
  }
  return categoryKeyOf(company.category);
}

/** What an item is about beyond the company's own facts, drawn once for all its languages. */
export interface ItemDraws {
  knownProduct?: string;
  productGroup: ProductGroup | CategoryKey;
  /** Indexes into the parallel word lists of every language. */
  product: number;
  partner: number;
  city: string;
  regulator: number;
  rule: number;
  issue: number;
  years: number;
  fine: number;
  timing: number;
  hires: string;
}

export function drawFacts(company: NewsroomCompany, random: Random): ItemDraws {
  const category = categoryKeyOf(company.category);
  const products = (company.products ?? []).map((product) => product.trim()).filter(Boolean);
  const knownProduct = products.length > 0 ? pick(random, products) : undefined;
  const productGroup = productGroupOf(company);
  const hq = company.headquarters?.trim();
  return {
    ...(knownProduct ? { knownProduct } : {}),
    productGroup,
    product: randomIndex(random, PRODUCT_KINDS[productGroup].length),
    partner: randomIndex(random, PARTNERS.length),
    city: pick(
      random,
      CITIES.filter((city) => city !== hq),
    ),
    regulator: randomIndex(random, REGULATORS[category].length),
    rule: randomIndex(random, RULES[category].length),
    issue: randomIndex(random, ISSUES[category].length),
    years: randomIndex(random, YEARS.length),
    fine: randomIndex(random, FINE_SIZES.length),
    timing: randomIndex(random, TIMINGS.length),
    hires: pick(random, ['120', '150', '200', '250', '300', '400']),
  };
}

/** The slots every language fills the same way: names, places, and figures in its own words. */
function commonSlots(
  company: NewsroomCompany,
  draws: ItemDraws,
  language: ContentLanguage,
): Record<string, string | undefined> {
  const slots: Record<string, string | undefined> = {};
  const name = company.name.trim();
  slots.name = name;
  slots.short = shortNameOf(name);
  slots.symbol = company.symbol.trim();
  const ceo = company.ceo?.trim();
  if (ceo) {
    slots.ceo = ceo;
    slots.ceoLast = ceo.split(/\s+/).pop();
  }
  slots.hq = company.headquarters?.trim() || undefined;
  if (company.founded && company.founded > 1000) slots.founded = String(company.founded);
  if (company.employees && company.employees > 0) slots.employees = integerInWords(company.employees, language);
  // A description only in its own language: no English sentence in a Hebrew item.
  slots.description = firstSentence(
    language === 'en' ? company.description : (company.translations?.[language]?.description ?? null),
  );
  slots.knownProduct = draws.knownProduct;
  slots.city = draws.city;
  slots.hires = draws.hires;

  // Without figures, nothing contradicts a growth claim (the story is fiction either way).
  slots.revenueNotDown = 'yes';
  const latest = company.latestQuarter;
  if (latest) {
    const quarter = quarterInWords(latest.quarter, language);
    slots.quarter = quarter?.long ?? LATEST_QUARTER[language].long;
    slots.inQuarter = quarter?.within ?? LATEST_QUARTER[language].within;
    slots.quarterShort = quarter?.short;
    if (latest.revenueMinor > 0) slots.revenue = boltsInWords(latest.revenueMinor, language);
    if (latest.netIncomeMinor > 0) slots.profit = boltsInWords(latest.netIncomeMinor, language);
    if (latest.netIncomeMinor < 0) slots.loss = boltsInWords(latest.netIncomeMinor, language);
    if (latest.earningsPerShareMinor > 0) slots.eps = perShareInWords(latest.earningsPerShareMinor, language);
    const previous = company.previousQuarter;
    if (previous && latest.revenueMinor > 0) {
      const change = percentChange(previous.revenueMinor, latest.revenueMinor);
      if (change !== null && change >= 1) {
        const up = latest.revenueMinor > previous.revenueMinor;
        slots[up ? 'revenueGrowth' : 'revenueDip'] = revenueChangeInWords(change, up, language);
      }
    }
    // Growth may be claimed unless the figures show a dip.
    if (slots.revenueDip) slots.revenueNotDown = undefined;
    if (previous && latest.netIncomeMinor < 0 && previous.netIncomeMinor < latest.netIncomeMinor) {
      slots.lossSmaller = boltsInWords(latest.netIncomeMinor, language);
    }
  }
  return slots;
}

/** Every slot value of an item in one language; a missing fact leaves its slots undefined. */
export function buildSlots(company: NewsroomCompany, draws: ItemDraws, language: ContentLanguage): Slots {
  const slots = commonSlots(company, draws, language);
  const categoryName = company.category.trim().toLowerCase();
  const category = categoryKeyOf(company.category);
  const at = <T>(list: readonly T[], index: number): T => list[index] as T;
  if (language === 'he') {
    const sector = category === 'default' ? undefined : he.SECTORS[category];
    const product = at(he.PRODUCT_KINDS[draws.productGroup], draws.product);
    const partner = at(he.PARTNERS, draws.partner);
    const regulator = at(he.REGULATORS[category], draws.regulator);
    Object.assign(slots, {
      sector: sector?.sector,
      theSector: sector?.theSector,
      product: product.product,
      theProduct: product.theProduct,
      'product:g': product.gender,
      partner: partner.text,
      'partner:g': partner.gender,
      regulator: regulator.text,
      'regulator:g': regulator.gender,
      rule: at(he.RULES[category], draws.rule),
      issue: at(he.ISSUES[category], draws.issue),
      years: at(he.YEARS, draws.years),
      fine: at(he.FINES, draws.fine),
      timing: at(he.TIMINGS, draws.timing),
    });
  } else if (language === 'es') {
    const product = at(es.PRODUCT_KINDS[draws.productGroup], draws.product);
    const feminine = product.gender === 'f';
    Object.assign(slots, {
      sector: category === 'default' ? undefined : es.SECTORS[category],
      product: `${feminine ? 'una nueva' : 'un nuevo'} ${product.noun}`,
      theProduct: `${feminine ? 'la nueva' : 'el nuevo'} ${product.noun}`,
      itsProduct: `${feminine ? 'su nueva' : 'su nuevo'} ${product.noun}`,
      'product:g': product.gender,
      partner: at(es.PARTNERS, draws.partner),
      regulator: at(es.REGULATORS[category], draws.regulator),
      rule: at(es.RULES[category], draws.rule),
      issue: at(es.ISSUES[category], draws.issue),
      years: at(es.YEARS, draws.years),
      fine: at(es.FINES, draws.fine),
      timing: at(es.TIMINGS, draws.timing),
    });
  } else {
    const kind = at(PRODUCT_KINDS[draws.productGroup], draws.product);
    Object.assign(slots, {
      sector: SECTOR_WORDS[categoryName] ?? (categoryName || 'listed'),
      productKind: kind,
      product: `a new ${kind}`,
      theProduct: `the new ${kind}`,
      partner: at(PARTNERS, draws.partner),
      regulator: at(REGULATORS[category], draws.regulator),
      rule: at(RULES[category], draws.rule),
      issue: at(ISSUES[category], draws.issue),
      years: at(YEARS, draws.years),
      fineSize: at(FINE_SIZES, draws.fine),
      timing: at(TIMINGS, draws.timing),
    });
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
  'inQuarter',
  'quarterShort',
  'revenue',
  'profit',
  'loss',
  'eps',
  'revenueGrowth',
  'revenueDip',
  'lossSmaller',
]);
