// A game's weekly board: what GET /api/leaderboard[?game=] answers (the public game by default).
// Privacy is applied by the server before this shape is filled: a hidden value is null, a private
// trader has only a username.
import { z } from 'zod';
import { lackSchema } from '../competition/eligibility';
import { TIERS } from '../competition/leagues';
import { avatarIdSchema } from '../social/avatars';

export const tierSchema = z.enum(TIERS);
export const boardSchema = z.enum(['league', 'global']);
export type Board = z.infer<typeof boardSchema>;

export const leaderboardQuerySchema = z.object({
  /** A game the reader plays; the public game when absent. */
  game: z.uuid().optional(),
  /** The reader's league group (the default) or the whole game's board. */
  board: boardSchema.default('league'),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** Username, or null for a player who has not chosen one yet (shown as "a trader"). */
  username: z.string().nullable(),
  /** The trader's display name (docs/rules.md#accounts); null when none is chosen. Never the full name. */
  displayName: z.string().nullable(),
  /** One of the drawn avatars; null shows the initial. */
  avatar: avatarIdSchema.nullable(),
  /** Portfolio value in this game; null when the trader hides it or their profile from the reader. */
  valueMinor: z.number().int().nullable(),
  /** The gain in Bolts; null with the value (it would give the value away). */
  gainMinor: z.number().int().nullable(),
  /** The gain in basis points of the week's baseline: always shown, next to the score. */
  gainBp: z.number().int(),
  /**
   * The Bolts Score (docs/rules.md#bolts-score), what ranks: return above the Bolts Index divided
   * by the week's swing, to two decimals. Null for a player who has never traded (listed last).
   */
  score: z.number().nullable(),
  /**
   * Meets the prize's rules if the week ended now (docs/rules.md#prize-eligibility); false in a
   * game with no prize.
   */
  eligible: z.boolean(),
  /** Their league tier this week; null before they are placed in one. */
  tier: tierSchema.nullable(),
  level: z.number().int().positive(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const championSchema = z.object({
  weekStart: z.string(),
  username: z.string().nullable(),
  gainBp: z.number().int().nullable(),
  score: z.number().nullable(),
  prizeMinor: z.number().int(),
});
export type Champion = z.infer<typeof championSchema>;

export const leagueSchema = z.object({
  tier: tierSchema,
  /** The group's number within its tier this week (1, 2, ...). */
  groupNo: z.number().int().positive(),
  size: z.number().int(),
  /** How many at the top go up a tier at the week's end (0 in the highest tier). */
  promote: z.number().int(),
  /** How many at the bottom go down (0 in the lowest tier). */
  demote: z.number().int(),
});
export type League = z.infer<typeof leagueSchema>;

export const eligibilitySchema = z.object({
  eligible: z.boolean(),
  /** What the reader still needs, in the order to fix it; empty when eligible. */
  lacks: z.array(lackSchema),
  rules: z.object({
    minCompanies: z.number().int(),
    maxPositionBp: z.number().int(),
    minHoldDays: z.number().int(),
  }),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const leaderboardSchema = z.object({
  board: boardSchema,
  weekStart: z.string(),
  weekEnd: z.string(),
  /** Winner takes all: the platform settings' prize in the public game (5,000 Bolts by default), 0 elsewhere. */
  prizeMinor: z.number().int(),
  /** Players on the whole game's board. */
  players: z.number().int(),
  /**
   * The board asked for: the reader's league group, whole (rank = place in the group), or the
   * game's top 50 (rank = place in the game).
   */
  top: z.array(leaderboardEntrySchema),
  /** The reader's own line on that board, wherever they are; null before their first standing. */
  me: leaderboardEntrySchema.nullable(),
  /** The reader's group this week; null until they are placed (their first standing line). */
  league: leagueSchema.nullable(),
  /**
   * The reader's prize eligibility; null without a standing line (staff, or not yet ranked) or in
   * a game with no prize.
   */
  eligibility: eligibilitySchema.nullable(),
  /** Past winners, newest first. */
  champions: z.array(championSchema),
  /** When the standings were last computed (they are refreshed every few seconds). */
  updatedAt: z.string().nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const LEADERBOARD_TOP = 50;
