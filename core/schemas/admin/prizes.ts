// Weekly prizes held for an admin's review (docs/rules.md#admin): the champion is linked to
// another top-10 player, so the prize waits until an admin approves (pays) or denies it.
import { z } from 'zod';

export const PRIZE_LINKS = ['device', 'address', 'phone'] as const;
export type PrizeLink = (typeof PRIZE_LINKS)[number];

/** Why a prize was held: the top-10 players linked to the winner, and what links them. */
export const prizeEvidenceSchema = z.object({
  linked: z.array(
    z.object({
      userId: z.string(),
      username: z.string().nullable(),
      rank: z.number().int(),
      via: z.array(z.enum(PRIZE_LINKS)),
    }),
  ),
});
export type PrizeEvidence = z.infer<typeof prizeEvidenceSchema>;

export const adminPrizeSchema = z.object({
  /** slug 'public' for the public game (whose name the app translates). */
  game: z.object({ id: z.uuid(), slug: z.string().nullable(), name: z.string() }),
  /** The week's first day (a Sunday, UTC), YYYY-MM-DD. */
  weekStart: z.string(),
  winner: z.object({ userId: z.string().nullable(), username: z.string().nullable() }),
  score: z.number().nullable(),
  gainBp: z.number().int().nullable(),
  prizeMinor: z.number().int(),
  status: z.enum(['paid', 'held', 'approved', 'denied']),
  evidence: prizeEvidenceSchema,
  decidedAt: z.string(),
  review: z
    .object({ by: z.object({ id: z.string().nullable(), username: z.string().nullable() }), at: z.string() })
    .nullable(),
});
export type AdminPrize = z.infer<typeof adminPrizeSchema>;

/** The held prizes, newest first, and the latest reviewed ones for history. */
export const adminPrizesSchema = z.object({ held: z.array(adminPrizeSchema), reviewed: z.array(adminPrizeSchema) });
export type AdminPrizes = z.infer<typeof adminPrizesSchema>;

/** A champion is one game's one week. */
export const prizeKeySchema = z.object({ gameId: z.uuid(), weekStart: z.iso.date() });
export const denyPrizeBodySchema = z.object({ reason: z.string().trim().max(200).optional() });
