// Habits (docs/rules.md#habits): what /api/habits answers and what the quest, friend and
// time-zone writes take.
import { z } from 'zod';
import { QUEST_IDS } from '#core/habits/quests';
import { avatarIdSchema } from '../social/avatars';

export const questIdSchema = z.enum(QUEST_IDS);

export const habitsSchema = z.object({
  /** The player's day these quests and the streak are counted in ("YYYY-MM-DD", their zone). */
  day: z.string(),
  timeZone: z.string(),
  quests: z.array(z.object({ id: questIdSchema, done: z.boolean(), xp: z.number().int() })),
  streak: z.object({
    current: z.number().int(),
    best: z.number().int(),
    freezes: z.number().int(),
    /** The streak ends (or uses its freeze) unless a quest is done today. */
    atRisk: z.boolean(),
    doneToday: z.boolean(),
  }),
  /** The one friend the player keeps a streak with; null when none is picked. */
  friend: z
    .object({
      id: z.string(),
      username: z.string().nullable(),
      displayName: z.string().nullable(),
      avatar: avatarIdSchema.nullable(),
      /** They picked this player back: only then is the shared streak counted and shown. */
      mutual: z.boolean(),
      /** Days in a row both did a quest; null until the pick is mutual. */
      days: z.number().int().nullable(),
    })
    .nullable(),
});
export type Habits = z.infer<typeof habitsSchema>;

export const questParamSchema = z.object({ questId: questIdSchema });

export const completeQuestSchema = z.object({
  /** For read_news_held: the news item opened (it must be about a company the player holds). */
  newsId: z.string().uuid().optional(),
});
export type CompleteQuest = z.infer<typeof completeQuestSchema>;

export const pickFriendSchema = z.object({ friendId: z.string().min(1).max(64).nullable() });

export const timeZoneSchema = z.object({ timeZone: z.string().min(1).max(64) });
