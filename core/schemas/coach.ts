// The Trade Coach (docs/rules.md#learning): what /api/coach answers and takes. A card carries its
// figures, not a sentence: the browser words it in the player's language.
import { z } from 'zod';
import { COACH_CARD_KINDS } from '../learn/coach-cards';

/** The figures a card shows; each kind fills the ones it needs. */
export const coachCardParamsSchema = z.object({
  symbol: z.string().optional(),
  companyName: z.string().optional(),
  side: z.enum(['buy', 'sell']).optional(),
  limitPriceMinor: z.number().int().optional(),
  priceMinor: z.number().int().optional(),
  seconds: z.number().int().optional(),
  shareBp: z.number().int().optional(),
  changeBp: z.number().int().optional(),
  gainMinor: z.number().int().optional(),
  gainBp: z.number().int().optional(),
  heldMs: z.number().int().optional(),
  /** A review's reasons written on the opening buys (the player's own words, shown only to them). */
  reasons: z.array(z.string()).optional(),
  score: z.number().optional(),
});
export type CoachCardParams = z.infer<typeof coachCardParamsSchema>;

export const coachCardSchema = z.object({
  id: z.string(),
  kind: z.enum(COACH_CARD_KINDS),
  /** The lesson the card opens (/learn/<id>), with its title in the asked language. */
  lesson: z.object({ id: z.string(), title: z.string() }).nullable(),
  params: coachCardParamsSchema,
  createdAt: z.string(),
});
export type CoachCard = z.infer<typeof coachCardSchema>;

export const coachCardsSchema = z.object({
  /** The player's switch: off, no new cards and the open ones are hidden. */
  enabled: z.boolean(),
  /** Open (not dismissed) cards, newest first. */
  cards: z.array(coachCardSchema),
});
export type CoachCards = z.infer<typeof coachCardsSchema>;

export const coachSettingsSchema = z.object({ enabled: z.boolean() });
export type CoachSettings = z.infer<typeof coachSettingsSchema>;

export const coachCardIdSchema = z.object({ id: z.uuid() });
