// The audit trail (admin_logs): every admin or moderator write adds one row with who acted, what
// they did, on what, and the values that changed. Written inside the write's own transaction, so
// there is never a change without its row or a row without its change.
import type { Db } from '../../db/client';
import { adminLogs } from '../../db/schema';

/** Dotted "<thing>.<verb>": company.create, news.update, ad.toggle, user.role, settings.update... */
export type AuditAction = `${string}.${string}`;

export interface AuditEntry {
  action: AuditAction;
  /** What was acted on, with a name a person can read in the log. */
  target?: { type: string; id: string; name?: string };
  /** Field by field, the value before and after (create: before is absent; delete: after is). */
  changes?: Record<string, { from?: unknown; to?: unknown }>;
  /** Anything else worth keeping (a backup's size, a payout's total...). */
  details?: Record<string, unknown>;
}

export async function writeAudit(db: Db, actorId: string, entry: AuditEntry): Promise<void> {
  const { action, ...details } = entry;
  await db.insert(adminLogs).values({ userId: actorId, action, details });
}

/**
 * The fields whose values differ between two versions of a row. Dates compare by time; other
 * values by their JSON form (money is integers, so this is exact).
 */
export function changesBetween<T extends Record<string, unknown>>(
  before: Partial<T> | undefined,
  after: Partial<T> | undefined,
  fields: readonly (keyof T & string)[],
): Record<string, { from?: unknown; to?: unknown }> {
  const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const out: Record<string, { from?: unknown; to?: unknown }> = {};
  for (const field of fields) {
    const from = norm(before?.[field]);
    const to = norm(after?.[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) {
      out[field] = { ...(before ? { from: from ?? null } : {}), ...(after ? { to: to ?? null } : {}) };
    }
  }
  return out;
}
