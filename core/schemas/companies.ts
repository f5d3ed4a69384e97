// Request and response shapes of the companies and landing endpoints, shared by server and web.
import { z } from 'zod';
import { NEWS_TYPES, SENTIMENTS } from '../news';

export const COMPANY_SORTS = ['name', 'price', 'change', 'market_cap'] as const;

export const companyListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  sort: z.enum(COMPANY_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

export const companyIdParamSchema = z.object({
  id: z.uuid(),
});

export const companySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  symbol: z.string(),
  logo: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  sector: z.string().nullable(),
  industry: z.string().nullable(),
  priceMinor: z.number().int(),
  changeBp: z.number().int(),
  volume: z.number().int(),
  marketCapMinor: z.number().int().nullable(),
  employees: z.number().int().nullable(),
  founded: z.number().int().nullable(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyListSchema = z.object({
  companies: z.array(companySummarySchema),
  /** Every distinct category of listed companies, for the filter chips. */
  categories: z.array(z.string()),
});
export type CompanyList = z.infer<typeof companyListSchema>;

export const leaderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.string(),
  bio: z.string().nullable(),
  education: z.string().nullable(),
});

export const financialsSchema = z.object({
  quarter: z.string(),
  revenueMinor: z.number().int(),
  netIncomeMinor: z.number().int(),
  totalAssetsMinor: z.number().int(),
  earningsPerShareMinor: z.number().int(),
  publishedAt: z.string(),
});
export type Financials = z.infer<typeof financialsSchema>;

export const newsItemSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  companySymbol: z.string(),
  headline: z.string(),
  summary: z.string(),
  newsType: z.enum(NEWS_TYPES),
  sentiment: z.enum(SENTIMENTS),
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const companyDetailSchema = companySummarySchema.extend({
  story: z.string().nullable(),
  ceo: z.string().nullable(),
  headquarters: z.string().nullable(),
  website: z.string().nullable(),
  businessModel: z.string().nullable(),
  competitiveAdvantages: z.string().nullable(),
  keyRisks: z.string().nullable(),
  leadership: z.array(leaderSchema),
  /** The last 4 quarters, newest first: the page shows the latest, the metrics use all four. */
  financials: z.array(financialsSchema),
  news: z.array(newsItemSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const landingSchema = z.object({
  stats: z.object({
    traders: z.number().int(),
    companies: z.number().int(),
    trades: z.number().int(),
    volumeMinor: z.number().int(),
    /** News items published in the last 24 hours. */
    newsLastDay: z.number().int(),
    /** What this week's champion wins (the platform settings). */
    weeklyPrizeMinor: z.number().int(),
    topGainer: z.object({ name: z.string(), symbol: z.string(), changeBp: z.number().int() }).nullable(),
    /** What a new player starts with: the public game's starting cash. */
    startingCashMinor: z.number().int(),
  }),
  companies: z.array(companySummarySchema),
  news: z.array(newsItemSchema),
});
export type Landing = z.infer<typeof landingSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migration: z.string().nullable(),
});
export type Health = z.infer<typeof healthSchema>;
