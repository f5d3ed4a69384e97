// The audit log's query: admin_logs newest first, a keyset page at a time (through
// admin_logs_created_id_idx), optionally filtered by a text search. The page's names are read in
// the same query: the actor's, what each entry acted on (as it is called today), and the companies
// a news edit moved between, so the log shows names where the rows hold ids.
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_AUDIT_PAGE_SIZE } from '#core/schemas/admin/audit';
import { queryRows, type Db } from '../../../db/client';
import { likeContains } from '../../../db/like-pattern';

/** An ISO-8601 UTC text of a timestamptz, the same from both drivers. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/**
 * A text of the details as a uuid, or null when it is not one: entries hold ids of any shape (an
 * old row, a test's "c-1"), and a cast of anything else would fail the whole page.
 */
const asUuid = (text: SQL) =>
  sql`(case when ${text} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${text})::uuid end)`;

export interface AuditRow extends Record<string, unknown> {
  id: string | number;
  created_at: string;
  action: string;
  user_id: string | null;
  username: string | null;
  /** The actor's full name. */
  full_name: string | null;
  details: unknown;
  /** The target's name today (null when it is gone or has none). */
  target_name: string | null;
  /** A person target's username (a user, or the player a report is about). */
  target_username: string | null;
  /** Company id → name, for the companies a news edit names in its changes. */
  company_names: unknown;
}

export function createAdminAuditRepo(db: Db) {
  return {
    /** Up to a page and one more row (the caller learns whether another page exists). */
    async list({ q, cursor }: { q?: string | undefined; cursor?: string | undefined }): Promise<AuditRow[]> {
      const conditions: SQL[] = [sql`true`];
      if (q) {
        const pattern = likeContains(q);
        conditions.push(
          sql`(l.action ilike ${pattern} or p.username ilike ${pattern} or p.full_name ilike ${pattern} or l.details::text ilike ${pattern})`,
        );
      }
      if (cursor) {
        conditions.push(
          sql`(l.created_at, l.id) < (select c.created_at, c.id from admin_logs c where c.id = ${cursor}::bigint)`,
        );
      }
      const targetId = sql`g.details->'target'->>'id'`;
      const targetUuid = asUuid(targetId);
      const changedCompany = (side: 'from' | 'to') => asUuid(sql.raw(`g.details->'changes'->'companyId'->>'${side}'`));
      // The page first, then its names: each lookup is one primary-key read per entry shown.
      return queryRows<AuditRow>(
        db,
        sql`
        with page as (
          select l.id, l.created_at, l.action, l.user_id, p.username, p.full_name, l.details
          from admin_logs l left join profiles p on p.user_id = l.user_id
          where ${sql.join(conditions, sql` and `)}
          order by l.created_at desc, l.id desc
          limit ${ADMIN_AUDIT_PAGE_SIZE + 1}
        )
        select g.id, ${isoText(sql`g.created_at`)} as created_at, g.action, g.user_id, g.username, g.full_name,
          g.details,
          case g.details->'target'->>'type'
            when 'company' then (select c.name from companies c where c.id = ${targetUuid})
            when 'news' then (select n.headline from news n where n.id = ${targetUuid})
            when 'ad' then (select a.title from ads a where a.id = ${targetUuid})
            when 'user' then (select nullif(tp.full_name, '') from profiles tp where tp.user_id = ${targetId})
            when 'report' then (
              select nullif(rp.full_name, '') from reports r join profiles rp on rp.user_id = r.reported_user_id
              where r.id = ${targetUuid})
          end as target_name,
          case g.details->'target'->>'type'
            when 'user' then (select tp.username from profiles tp where tp.user_id = ${targetId})
            when 'report' then (
              select rp.username from reports r join profiles rp on rp.user_id = r.reported_user_id
              where r.id = ${targetUuid})
          end as target_username,
          (select jsonb_object_agg(c.id::text, c.name) from companies c
            where c.id in (${changedCompany('from')}, ${changedCompany('to')})) as company_names
        from page g
        order by g.created_at desc, g.id desc`,
      );
    },
  };
}
export type AdminAuditRepo = ReturnType<typeof createAdminAuditRepo>;
