// A player's progress: XP, level, this week's rank on the public game's board and the achievements,
// for /profile.
import { z } from 'zod';

export const progressSchema = z.object({
  xp: z.number().int(),
  level: z.number().int().positive(),
  /** XP at which the current level began and at which the next one begins. */
  levelStartXp: z.number().int(),
  nextLevelXp: z.number().int(),
  /** Rank on the public game's board this week; null before the player's first standing. */
  weeklyRank: z.number().int().positive().nullable(),
  players: z.number().int(),
  achievements: z.array(z.object({ id: z.string(), unlockedAt: z.string().nullable() })),
});
export type Progress = z.infer<typeof progressSchema>;
