// Admin companies (docs/rules.md#admin): what the table lists and
// what the form sends. Money travels as Bolts with at most two decimals and is stored in minor units.
import { z } from 'zod';
import { CATEGORIES } from '../../categories';
import { COMPANY_TRANSLATED_FIELDS } from '../../content-language';
import { parseBoltsToMinor } from '../../money';
import { translationsFormSchema, translationsViewSchema } from './translations';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Text the form may leave out: absent keeps what is saved (a client that does not know the field
 * never wipes it), empty or null clears it.
 */
const keptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The longest English text of each field; its Hebrew and Spanish are held to the same. */
export const COMPANY_TEXT_LIMITS = {
  sector: 80,
  industry: 80,
  description: 2_000,
  story: 4_000,
  businessModel: 2_000,
  competitiveAdvantages: 2_000,
  keyRisks: 2_000,
} as const satisfies Record<(typeof COMPANY_TRANSLATED_FIELDS)[number], number>;

/** Hebrew and Spanish of the company's texts; absent keeps the saved ones. */
export const companyTranslationsFormSchema = translationsFormSchema(COMPANY_TEXT_LIMITS);

/** Optional whole numbers: empty means null, anything else must be a whole number >= 0. */
const optionalInteger = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isSafeInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number, 0 or more' });
      return z.NEVER;
    }
    return n;
  });

/** A price in Bolts, more than 0, at most two decimals: "12.5" or 12.5. */
export const priceSchema = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const minor = parseBoltsToMinor(v);
  if (minor === null || minor <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Price must be a number above 0 with at most 2 decimals' });
    return z.NEVER;
  }
  return minor;
});

export const companyFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  symbol: z
    .string()
    .trim()
    .min(1, 'Symbol is required')
    .max(8)
    .regex(/^[A-Za-z0-9.]+$/, 'Symbol: letters and digits only')
    .transform((s) => s.toUpperCase()),
  description: optionalText(COMPANY_TEXT_LIMITS.description),
  story: keptText(COMPANY_TEXT_LIMITS.story),
  businessModel: keptText(COMPANY_TEXT_LIMITS.businessModel),
  competitiveAdvantages: keptText(COMPANY_TEXT_LIMITS.competitiveAdvantages),
  keyRisks: keptText(COMPANY_TEXT_LIMITS.keyRisks),
  price: priceSchema,
  category: z.enum(CATEGORIES).default('technology'),
  logo: optionalText(16),
  sector: optionalText(COMPANY_TEXT_LIMITS.sector),
  industry: optionalText(COMPANY_TEXT_LIMITS.industry),
  ceo: optionalText(80),
  founded: optionalInteger,
  employees: optionalInteger,
  marketCap: optionalInteger,
  translations: companyTranslationsFormSchema.optional(),
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyForm = z.output<typeof companyFormSchema>;

export const adminCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  symbol: z.string(),
  logo: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  priceMinor: z.number().int(),
  sector: z.string().nullable(),
  industry: z.string().nullable(),
  ceo: z.string().nullable(),
  founded: z.number().int().nullable(),
  employees: z.number().int().nullable(),
  /** Whole Bolts. */
  marketCap: z.number().int().nullable(),
  isListed: z.boolean(),
  /** Players holding shares now: deleting is refused, delisting pays them. */
  holders: z.number().int(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** One company as its edit form needs it: the long texts and their Hebrew and Spanish too. */
export const adminCompanyDetailSchema = adminCompanySchema.extend({
  story: z.string().nullable(),
  businessModel: z.string().nullable(),
  competitiveAdvantages: z.string().nullable(),
  keyRisks: z.string().nullable(),
  translations: translationsViewSchema(COMPANY_TRANSLATED_FIELDS),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

export const adminCompaniesSchema = z.object({ companies: z.array(adminCompanySchema) });

export const adminCompaniesQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

export const delistResultSchema = z.object({
  company: adminCompanySchema,
  holdersPaid: z.number().int(),
  paidMinor: z.number().int(),
  ordersCancelled: z.number().int(),
});
export type DelistResult = z.infer<typeof delistResultSchema>;
