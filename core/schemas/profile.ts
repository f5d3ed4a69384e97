import { z } from 'zod';
import { avatarIdSchema } from '../social/avatars';
import { fullNameSchema, usernameSchema } from './auth';
import { portfolioFiguresSchema } from './games';
import { PROFILE_VISIBILITIES } from '../social/privacy';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
} from './notifications';

export const profileUpdateSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    username: usernameSchema.optional(),
    bio: z.string().trim().max(280).optional(),
    /** One of the drawn avatars, or null for the initial (docs/rules.md#privacy: no uploads). */
    avatar: avatarIdSchema.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'nothing to update');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile page's figures, for one of the player's games. */
export const profileStatsSchema = z.object({
  gameId: z.uuid(),
  portfolio: portfolioFiguresSchema,
  totalTrades: z.number().int(),
  /** Share of sells that realised a gain, in basis points; null before the first sell. */
  successRateBp: z.number().int().nullable(),
  totalReferrals: z.number().int(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const referralLinkSchema = z.object({ code: z.string(), createdAt: z.string() });
export type ReferralLink = z.infer<typeof referralLinkSchema>;

// Read from core/social/privacy by the settings page, which then loads no zod.
export { PROFILE_VISIBILITIES };

export const settingsSchema = z.object({
  /** The name others see (docs/rules.md#accounts); empty shows the username. Never the full name. */
  displayName: z.string().trim().max(80),
  bio: z.string().trim().max(280),
  privacy: z.object({
    profileVisibility: z.enum(PROFILE_VISIBILITIES),
    showTrades: z.boolean(),
    showPortfolioValue: z.boolean(),
  }),
  /** Push, per-type switches, quiet hours and the daily cap: core/schemas/notifications. */
  notifications: notificationSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** A save: notification fields it leaves out keep their saved values. */
export const settingsInputSchema = settingsSchema.extend({ notifications: notificationSettingsInputSchema });
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** Private by default: a product for minors (the social features read these). */
export const DEFAULT_SETTINGS: Settings = {
  displayName: '',
  bio: '',
  privacy: { profileVisibility: 'private', showTrades: false, showPortfolioValue: false },
  notifications: DEFAULT_NOTIFICATION_SETTINGS,
};
