// A portfolio's value over time against the Bolts Index (docs/rules.md#your-progress).
import { z } from 'zod';
import { HISTORY_RANGES } from '../progress/portfolio-history';

export const portfolioHistoryQuerySchema = z.object({
  game: z.uuid().optional(),
  range: z.enum(HISTORY_RANGES).default('1D'),
});

export const portfolioHistorySchema = z.object({
  range: z.enum(HISTORY_RANGES),
  /** Milliseconds between points. */
  stepMs: z.number().int(),
  points: z.array(
    z.object({
      /** The step's start, epoch milliseconds. */
      time: z.number(),
      valueMinor: z.number().int(),
      /** The Bolts Index rescaled to the first value; null where the index has no history. */
      indexMinor: z.number().int().nullable(),
    }),
  ),
});
export type PortfolioHistory = z.infer<typeof portfolioHistorySchema>;
