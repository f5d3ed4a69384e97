// Platform settings (/admin/settings): amounts in Bolts with two decimals on the wire,
// minor units in the database; intervals in seconds on the wire (null: the server's configured
// default), milliseconds in the database.
import { z } from 'zod';
import { CONSENT_AGE_MAX } from '../../age';
import { priceSchema } from './companies';

const boltsAmount = (max: number) =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    if (v === 0 || v === '0') return 0;
    const minor = priceSchema.safeParse(v);
    if (!minor.success || minor.data > max * 100) {
      ctx.addIssue({ code: 'custom', message: `Enter an amount from 0 to ${max} Bolts with at most 2 decimals` });
      return z.NEVER;
    }
    return minor.data;
  });

const seconds = (min: number, max: number, what: string) =>
  z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
    if (v === null || v === '') return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${what}: a whole number of seconds from ${min} to ${max}, or empty` });
      return z.NEVER;
    }
    return n;
  });

const count = (min: number, max: number, what: string) =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    const n = v === '' ? NaN : Number(v);
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${what}: a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return n;
  });

/** A percent with at most 2 decimals on the wire, basis points in the database (40.5 -> 4050). */
const percentAsBp = (min: number, max: number, what: string) =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    const text = String(v).trim();
    const bp = /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
    if (!(bp >= min * 100 && bp <= max * 100)) {
      ctx.addIssue({ code: 'custom', message: `${what}: a percent from ${min} to ${max} with at most 2 decimals` });
      return z.NEVER;
    }
    return bp;
  });

export const settingsFormSchema = z.object({
  startingBalance: boltsAmount(10_000_000),
  referralBonus: boltsAmount(1_000_000),
  referralWeeklyCap: count(0, 1_000, 'Referrals paid a week'),
  ordersPerMinute: count(1, 10_000, 'Orders a minute per game'),
  weeklyPrize: boltsAmount(10_000_000),
  marketTickSeconds: seconds(1, 60, 'Market tick'),
  /** 0 turns the newsroom off. */
  newsroomSeconds: seconds(0, 86_400, 'Newsroom frequency'),
  tradingPaused: z.boolean(),
  // Who may win the weekly prize (core/competition/eligibility).
  prizeMinCompanies: count(0, 20, 'Companies held to win the prize'),
  prizeMaxPositionPercent: percentAsBp(1, 100, 'Largest position to win the prize'),
  prizeMinHoldDays: count(0, 7, 'Days a position is held to win the prize'),
  /** docs/rules.md#accounts: under this age a parent confirms the account; 0 turns it off. Absent: unchanged. */
  consentAge: count(0, CONSENT_AGE_MAX, 'Consent age').optional(),
  /** docs/rules.md#short-selling: the public game's. Absent: unchanged. */
  shortSelling: z.boolean().optional(),
  shortInitialMarginPercent: percentAsBp(110, 500, 'Initial margin').optional(),
  /** Below the initial margin (the service checks). */
  shortMaintenanceMarginPercent: percentAsBp(105, 400, 'Maintenance margin').optional(),
  shortBorrowFeePercentPerDay: percentAsBp(0, 1, 'Daily borrow fee').optional(),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsForm = z.output<typeof settingsFormSchema>;

export const platformSettingsSchema = z.object({
  /** The public game's starting cash: what each player who joins from now on is granted. */
  startingBalanceMinor: z.number().int(),
  referralBonusMinor: z.number().int(),
  referralWeeklyCap: z.number().int(),
  ordersPerMinute: z.number().int(),
  weeklyPrizeMinor: z.number().int(),
  marketTickSeconds: z.number().int().nullable(),
  newsroomSeconds: z.number().int().nullable(),
  tradingPaused: z.boolean(),
  prizeMinCompanies: z.number().int(),
  /** The largest one position may be, in basis points of the portfolio's value. */
  prizeMaxPositionBp: z.number().int(),
  prizeMinHoldDays: z.number().int(),
  consentAge: z.number().int(),
  /** Short selling in the public game, and its margin rules in basis points (docs/rules.md#short-selling). */
  shortSelling: z.boolean(),
  shortInitialMarginBp: z.number().int(),
  shortMaintenanceMarginBp: z.number().int(),
  shortBorrowFeeBpPerDay: z.number().int(),
  /** What null intervals mean on this server (its configuration). */
  defaults: z.object({ marketTickSeconds: z.number(), newsroomSeconds: z.number() }),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsSchema>;
