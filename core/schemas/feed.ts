// The news feed: pages of news with each company's live price, and the sponsored cards between them.
import { z } from 'zod';
import { companySummarySchema, newsItemSchema } from './companies';

/** The feed loads 10 news items a page. */
export const FEED_PAGE_SIZE = 10;

export const feedItemSchema = newsItemSchema.extend({
  companyLogo: z.string(),
  priceMinor: z.number().int(),
  changeBp: z.number().int(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  /** Pass back as `cursor` for the next page; null once a page came back short (the end). */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const adSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  /** Always http(s) or a path on this site (the database refuses anything else). */
  imageUrl: z.string(),
  clickUrl: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type Ad = z.infer<typeof adSchema>;
export const adsSchema = z.object({ ads: z.array(adSchema) });

/**
 * A company as the feed's search looks through it (docs/rules.md#search): what a result shows and
 * what the score reads, in the read's language; `english` holds the English description and story
 * beside another language's, so a search matches the words of both.
 */
export const searchCompanySchema = companySummarySchema
  .pick({
    id: true,
    name: true,
    symbol: true,
    logo: true,
    category: true,
    priceMinor: true,
    changeBp: true,
    volume: true,
    marketCapMinor: true,
    description: true,
  })
  .extend({
    story: z.string().nullable(),
    ceo: z.string().nullable(),
    english: z.object({ description: z.string().nullable(), story: z.string().nullable() }).optional(),
  });
export type SearchCompany = z.infer<typeof searchCompanySchema>;
export const searchCompaniesSchema = z.object({ companies: z.array(searchCompanySchema) });
export type SearchCompanies = z.infer<typeof searchCompaniesSchema>;
