// The seed's Hebrew and Spanish, gathered by language and symbol (docs/decisions/018), and shaped
// as each table's `translations` value: the company's own fields, each leader's and each news
// item's by their place in the English seed.
import { COMPANY_TRANSLATED_FIELDS, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#core/content-language';
import { esAutomotive } from './es/automotive';
import { esEnergy } from './es/energy';
import { esFinance } from './es/finance';
import { esHealthcare } from './es/healthcare';
import { esRetail } from './es/retail';
import { esTechnology } from './es/technology';
import { heAutomotive } from './he/automotive';
import { heEnergy } from './he/energy';
import { heFinance } from './he/finance';
import { heHealthcare } from './he/healthcare';
import { heRetail } from './he/retail';
import { heTechnology } from './he/technology';
import type { CategoryTranslations, CompanyTranslation } from './types';

export const seedTranslations: Record<TranslatedLanguage, CategoryTranslations> = {
  he: { ...heTechnology, ...heHealthcare, ...heFinance, ...heEnergy, ...heRetail, ...heAutomotive },
  es: { ...esTechnology, ...esHealthcare, ...esFinance, ...esEnergy, ...esRetail, ...esAutomotive },
};

type Texts = Record<string, string>;
export type SeedTranslations = Partial<Record<TranslatedLanguage, Texts>>;

/** Each language's texts that `pick` finds for a company; a language without them is left out. */
function byLanguage(symbol: string, pick: (company: CompanyTranslation) => object | undefined): SeedTranslations {
  const out: SeedTranslations = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const company = seedTranslations[lang][symbol];
    const texts = company && pick(company);
    if (texts) out[lang] = { ...texts } as Texts;
  }
  return out;
}

export function companyTranslations(symbol: string): SeedTranslations {
  return byLanguage(symbol, (c) => Object.fromEntries(COMPANY_TRANSLATED_FIELDS.map((f) => [f, c[f]])));
}

/** The leader at `index` in the English seed's order. */
export function leaderTranslations(symbol: string, index: number): SeedTranslations {
  return byLanguage(symbol, (c) => c.leadership[index]);
}

/** The news item at `index` in the English seed's order. */
export function newsTranslations(symbol: string, index: number): SeedTranslations {
  return byLanguage(symbol, (c) => c.news[index]);
}
