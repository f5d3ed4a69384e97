// The shape of hand-written seed content. Amounts here are in whole Bolts or Bolts with cents as
// plain decimals for readability; the seeder converts them to integer minor units (x100) once.
import type { Category } from '#core/categories';
import type { NewsType, Sentiment } from '#core/news';

export interface SeedLeader {
  name: string;
  position: string;
  bio: string;
  education: string;
}

export interface SeedQuarter {
  /** e.g. "2026-Q3"; list the four quarters newest first. */
  quarter: string;
  /** Whole Bolts. */
  revenue: number;
  /** Whole Bolts, may be negative (a loss). */
  netIncome: number;
  /** Whole Bolts. */
  totalAssets: number;
  /** Bolts with cents, e.g. 1.37; may be negative. */
  earningsPerShare: number;
}

export interface SeedNews {
  headline: string;
  summary: string;
  content: string;
  newsType: NewsType;
  sentiment: Sentiment;
  /** -10..10, two decimals at most; sign agrees with the sentiment (neutral near 0). */
  impactScore: number;
  /** How many hours before the seed's reference time the item was published (1..240). */
  hoursAgo: number;
}

export interface SeedCompany {
  name: string;
  /** 2-5 upper-case letters, unique across the whole seed, not a real ticker of a well-known company. */
  symbol: string;
  /** One emoji. */
  logo: string;
  category: Category;
  sector: string;
  industry: string;
  /** One or two sentences. */
  description: string;
  /** A short paragraph (3-5 sentences): how the company started and where it is going. */
  story: string;
  ceo: string;
  /** A fictional city, e.g. "Lumen Bay" or "Port Verdance". */
  headquarters: string;
  /** Always on the reserved .example domain, e.g. "https://www.brightloom.example". */
  website: string;
  businessModel: string;
  competitiveAdvantages: string;
  keyRisks: string;
  /** Bolts with cents, 5..900. */
  price: number;
  /** Percent with two decimals, -8..8. */
  changePercent: number;
  /** Shares traded today. */
  volume: number;
  /** Whole Bolts. */
  marketCap: number;
  employees: number;
  founded: number;
  /** 3 to 5 people; the CEO first. */
  leadership: SeedLeader[];
  /** Exactly 4 quarters, newest first. */
  financials: SeedQuarter[];
  /** At least 3 items. */
  news: SeedNews[];
}
