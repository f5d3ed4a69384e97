// Admin ads (docs/rules.md#admin): image and click URLs must be http(s) (or a path
// on this site); a display order that is not a whole number falls back to 0.
import { z } from 'zod';
import { AD_TRANSLATED_FIELDS } from '../../content-language';
import { translationsFormSchema, translationsViewSchema } from './translations';

const SITE = 'https://bolts.invalid';

/**
 * An absolute http(s) URL, or a path on this site ("/ads/x.svg", as the seeded ads use): nothing a
 * browser would run, and no other host reached through a path. A path is resolved the way a
 * browser does, so "//host", "/\host" and "/<tab>/host" (all another host) are refused. The
 * literal "http(s)://" prefix matches the table's check constraint, so a URL that passes here is
 * never a database error.
 */
export function isSafeUrl(value: string): boolean {
  try {
    if (/^https?:\/\//i.test(value)) return new URL(value).host !== '';
    return value.startsWith('/') && new URL(value, SITE).origin === SITE;
  } catch {
    return false;
  }
}

const safeUrl = (what: string) =>
  z.string().trim().max(2_000).refine(isSafeUrl, `${what} must start with http:// or https://`);

/** The longest English text of each field; its Hebrew and Spanish are held to the same. */
export const AD_TEXT_LIMITS = {
  title: 120,
  description: 500,
} as const satisfies Record<(typeof AD_TRANSLATED_FIELDS)[number], number>;

export const adFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(AD_TEXT_LIMITS.title),
  description: z
    .string()
    .trim()
    .max(AD_TEXT_LIMITS.description)
    .nullish()
    .transform((v) => (v ? v : null)),
  imageUrl: safeUrl('Image URL'),
  clickUrl: z
    .union([safeUrl('Click URL'), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  displayOrder: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => {
      const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
      return Number.isSafeInteger(n) ? Math.max(-1_000_000, Math.min(1_000_000, n)) : 0;
    }),
  isActive: z.boolean().default(true),
  /** Hebrew and Spanish; absent keeps the saved ones, an empty field falls back to English. */
  translations: translationsFormSchema(AD_TEXT_LIMITS).optional(),
});
export type AdFormInput = z.input<typeof adFormSchema>;
export type AdForm = z.output<typeof adFormSchema>;

export const adminAdSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  clickUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  translations: translationsViewSchema(AD_TRANSLATED_FIELDS),
});
export type AdminAd = z.infer<typeof adminAdSchema>;
export const adminAdsSchema = z.object({ ads: z.array(adminAdSchema) });
