// A game's weekly board: what GET /api/leaderboard[?game=] answers (the public game by default).
// Privacy is applied by the server before this shape is filled: a hidden value is null, a private
// trader has only a username.
import { z } from 'zod';

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** Username, or null for a player who has not chosen one yet (shown as "a trader"). */
  username: z.string().nullable(),
  /** Shown only when the trader's profile is visible to the reader. */
  displayName: z.string().nullable(),
  /** Portfolio value in this game; null when the trader hides it or their profile from the reader. */
  valueMinor: z.number().int().nullable(),
  /** The gain in Bolts; null with the value (it would give the value away). */
  gainMinor: z.number().int().nullable(),
  /** The gain in basis points of the week's baseline: always shown, it is what ranks. */
  gainBp: z.number().int(),
  level: z.number().int().positive(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const championSchema = z.object({
  weekStart: z.string(),
  username: z.string().nullable(),
  gainBp: z.number().int().nullable(),
  prizeMinor: z.number().int(),
});
export type Champion = z.infer<typeof championSchema>;

export const leaderboardSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  /** Winner takes all: the platform settings' prize in the public game (5,000 Bolts by default), 0 elsewhere. */
  prizeMinor: z.number().int(),
  players: z.number().int(),
  top: z.array(leaderboardEntrySchema),
  /** The reader's own line, wherever they are; null before their first standing this week. */
  me: leaderboardEntrySchema.nullable(),
  /** Past winners, newest first. */
  champions: z.array(championSchema),
  /** When the standings were last computed (they are refreshed every few seconds). */
  updatedAt: z.string().nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const LEADERBOARD_TOP = 50;
