// GET /api/admin/stats: the five stat cards of the admin console (docs/rules.md#admin).
import { z } from 'zod';

export const adminStatsSchema = z.object({
  users: z.number().int(),
  companies: z.number().int(),
  news: z.number().int(),
  transactions: z.number().int(),
  /** Sum of every trade's total, in minor units. */
  volumeMinor: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
