// The admin console's audit log (admin_logs): GET /api/admin/audit.
import { z } from 'zod';

export const ADMIN_AUDIT_PAGE_SIZE = 50;

export const adminAuditQuerySchema = z.object({
  /** Case-insensitive, over the action, the actor's username and full name, and the details' text. */
  q: z.string().trim().max(100).optional(),
  /** The last entry id of the previous page (keyset: newest first). */
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

const changeSchema = z.object({ from: z.unknown().optional(), to: z.unknown().optional() });

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Dotted "<thing>.<verb>" (user.role, company.update...), or an older plain name (update_settings). */
  action: z.string(),
  /** Null when the account is gone; `name` is the account's full name, read when the log is. */
  actor: z.object({ id: z.string(), username: z.string().nullable(), name: z.string().nullable() }).nullable(),
  /**
   * What was acted on. `name` is its name today (a company's, an article's headline, a user's full
   * name...) or, when it is gone, the name written with the entry; `username` for people.
   */
  target: z
    .object({ type: z.string(), id: z.string(), name: z.string().optional(), username: z.string().optional() })
    .nullable(),
  /** Field by field, before and after; a news item's company is given by name (`company`), not id. */
  changes: z.record(z.string(), changeSchema).nullable(),
  /** Anything else the entry recorded. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const adminAuditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
