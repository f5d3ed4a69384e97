// The seed's Hebrew and Spanish content (docs/decisions/018), written for each language, not word
// for word. Keyed by company symbol; leaders and news are in the same order as the English seed
// (server/db/seed/data). Names of companies, people and places, symbols and numbers stay as they are.

export interface LeaderTranslation {
  position: string;
  bio: string;
  education: string;
}

export interface NewsTranslation {
  headline: string;
  summary: string;
  content: string;
}

export interface CompanyTranslation {
  sector: string;
  industry: string;
  description: string;
  story: string;
  businessModel: string;
  competitiveAdvantages: string;
  keyRisks: string;
  /** One per English leader, in the same order. */
  leadership: LeaderTranslation[];
  /** One per English news item, in the same order. */
  news: NewsTranslation[];
}

/** One category's companies in one language, by symbol. */
export type CategoryTranslations = Record<string, CompanyTranslation>;
