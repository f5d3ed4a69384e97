// The moderators' queue: reported chat messages with the conversation around them.
import { z } from 'zod';

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

export const adminReportSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  reporter: z.object({ id: z.string().nullable(), username: z.string().nullable() }),
  reported: z.object({ id: z.string(), username: z.string().nullable(), suspended: z.boolean() }),
  /** The reported message and up to three messages either side of it, oldest first. */
  context: z.array(
    z.object({
      id: z.number().int(),
      senderId: z.string(),
      body: z.string(),
      createdAt: z.string(),
      reported: z.boolean(),
    }),
  ),
  resolution: z
    .object({ by: z.string().nullable(), at: z.string().nullable(), note: z.string().nullable() })
    .nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsQuerySchema = z.object({ status: z.enum([...REPORT_STATUSES, 'all']).default('open') });
export const adminReportsSchema = z.object({ reports: z.array(adminReportSchema) });
export const resolveReportBodySchema = z.object({
  status: z.enum(['resolved', 'dismissed']),
  note: z.string().trim().max(500).optional(),
});
