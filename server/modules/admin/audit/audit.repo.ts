// The audit log's query: admin_logs newest first with the actor's username, a keyset page at a
// time (through admin_logs_created_id_idx), optionally filtered by a text search.
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_AUDIT_PAGE_SIZE } from '#core/schemas/admin/audit';
import { queryRows, type Db } from '../../../db/client';

/** An ISO-8601 UTC text of a timestamptz, the same from both drivers. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** ILIKE pattern for "contains", with the user's % _ and \ taken literally. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AuditRow extends Record<string, unknown> {
  id: string | number;
  created_at: string;
  action: string;
  user_id: string | null;
  username: string | null;
  details: unknown;
}

export function createAdminAuditRepo(db: Db) {
  return {
    /** Up to a page and one more row (the caller learns whether another page exists). */
    async list({ q, cursor }: { q?: string | undefined; cursor?: string | undefined }): Promise<AuditRow[]> {
      const conditions: SQL[] = [sql`true`];
      if (q) {
        const pattern = containsPattern(q);
        conditions.push(
          sql`(l.action ilike ${pattern} or p.username ilike ${pattern} or l.details::text ilike ${pattern})`,
        );
      }
      if (cursor) {
        conditions.push(
          sql`(l.created_at, l.id) < (select c.created_at, c.id from admin_logs c where c.id = ${cursor}::bigint)`,
        );
      }
      return queryRows<AuditRow>(
        db,
        sql`
        select l.id, ${isoText(sql`l.created_at`)} as created_at, l.action, l.user_id, p.username, l.details
        from admin_logs l left join profiles p on p.user_id = l.user_id
        where ${sql.join(conditions, sql` and `)}
        order by l.created_at desc, l.id desc
        limit ${ADMIN_AUDIT_PAGE_SIZE + 1}`,
      );
    },
  };
}
export type AdminAuditRepo = ReturnType<typeof createAdminAuditRepo>;
