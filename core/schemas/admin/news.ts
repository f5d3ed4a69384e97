// Admin news (docs/rules.md#admin): the table's rows and the form.
import { z } from 'zod';
import { NEWS_TRANSLATED_FIELDS } from '../../content-language';
import { IMPACT_MAX, IMPACT_MIN, impactAgreesWithSentiment, NEWS_TYPES, SENTIMENTS } from '../../news';
import { translationsFormSchema, translationsViewSchema } from './translations';

/** The longest English text of each field; its Hebrew and Spanish are held to the same. */
export const NEWS_TEXT_LIMITS = {
  headline: 200,
  summary: 1_000,
  content: 10_000,
} as const satisfies Record<(typeof NEWS_TRANSLATED_FIELDS)[number], number>;

/** -10..10 with at most two decimals; "2.5" or 2.5. */
const impactSchema = z.union([z.number(), z.string().trim().min(1)]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n) || n < IMPACT_MIN || n > IMPACT_MAX || Math.round(n * 100) !== Number((n * 100).toFixed(6))) {
    ctx.addIssue({ code: 'custom', message: 'Impact score must be a number from -10 to 10 with at most 2 decimals' });
    return z.NEVER;
  }
  return Math.round(n * 100) / 100;
});

/** The issue's message when the impact goes against the sentiment; the form shows its own words. */
export const IMPACT_AGAINST_SENTIMENT =
  'The impact must agree with the sentiment: above 0 for positive, below 0 for negative, within -1..1 for neutral';

export const newsFormSchema = z
  .object({
    companyId: z.uuid('Choose a company'),
    headline: z.string().trim().min(1, 'Headline is required').max(NEWS_TEXT_LIMITS.headline),
    summary: z.string().trim().min(1, 'Summary is required').max(NEWS_TEXT_LIMITS.summary),
    impactScore: impactSchema.default(0),
    sentiment: z.enum(SENTIMENTS).default('neutral'),
    newsType: z.enum(NEWS_TYPES).default('market_update'),
    content: z
      .string()
      .trim()
      .max(NEWS_TEXT_LIMITS.content)
      .nullish()
      .transform((v) => (v ? v : null)),
    /** Hebrew and Spanish; absent keeps the saved ones, an empty field falls back to English. */
    translations: translationsFormSchema(NEWS_TEXT_LIMITS).optional(),
  })
  .refine((form) => impactAgreesWithSentiment(form.impactScore, form.sentiment), {
    path: ['impactScore'],
    message: IMPACT_AGAINST_SENTIMENT,
  });
export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsForm = z.output<typeof newsFormSchema>;

export const adminNewsItemSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  companySymbol: z.string(),
  headline: z.string(),
  summary: z.string(),
  content: z.string().nullable(),
  newsType: z.string(),
  sentiment: z.string(),
  /** Only admins see it (core/admin/permissions canSetNewsImpact): null for a moderator. */
  impactScore: z.number().nullable(),
  isGenerated: z.boolean(),
  publishedAt: z.string(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

/** One item as its edit form needs it, with its Hebrew and Spanish. */
export const adminNewsDetailSchema = adminNewsItemSchema.extend({
  translations: translationsViewSchema(NEWS_TRANSLATED_FIELDS),
});
export type AdminNewsDetail = z.infer<typeof adminNewsDetailSchema>;

export const ADMIN_NEWS_PAGE_SIZE = 25;

/** A page of the News tab, newest first; `nextCursor` is null on the last page. */
export const adminNewsPageSchema = z.object({ news: z.array(adminNewsItemSchema), nextCursor: z.uuid().nullable() });
export type AdminNewsPage = z.infer<typeof adminNewsPageSchema>;
export const adminNewsQuerySchema = z.object({
  /** Case-insensitive, over the headline, the company's name and the sentiment. */
  q: z.string().trim().max(100).optional(),
  /** The last item of the previous page (keyset: newest first). */
  cursor: z.uuid().optional(),
});
