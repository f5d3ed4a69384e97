// The news feed: pages of news with each company's live price, and the sponsored cards between them.
import { z } from 'zod';
import { newsItemSchema } from './companies';

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
