// Queries of the moderators' queue: the newest reports with the names around them, and the
// conversation around every reported message of the page, read in one statement for all of them.
import { sql, type SQL } from 'drizzle-orm';
import type { AdminReport } from '#core/schemas/admin/reports';
import { queryRows, type Db } from '../../../db/client';

interface Row {
  id: string;
  reason: string;
  status: AdminReport['status'];
  created_at: Date | string;
  reporter_id: string | null;
  reporter_username: string | null;
  reported_id: string;
  reported_username: string | null;
  reported_suspended: boolean;
  message_id: string | null;
  resolved_by: string | null;
  resolved_at: Date | string | null;
  resolution_note: string | null;
}

interface ContextRow {
  message_id: string;
  id: string;
  sender_id: string;
  body: string;
  created_at: Date | string;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The reported message and up to three messages either side of it, in its conversation. */
async function contextsOf(db: Db, messageIds: string[]): Promise<Map<string, ContextRow[]>> {
  const byMessage = new Map<string, ContextRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await queryRows<ContextRow & Record<string, unknown>>(
    db,
    sql`select m.id::text as message_id, c.id::text, c.sender_id, c.body, c.created_at
        from chat_messages m
        cross join lateral (
          (select c.id, c.sender_id, c.body, c.created_at from chat_messages c
           where least(c.sender_id, c.recipient_id) = least(m.sender_id, m.recipient_id)
             and greatest(c.sender_id, c.recipient_id) = greatest(m.sender_id, m.recipient_id) and c.id <= m.id
           order by c.id desc limit 4)
          union all
          (select c.id, c.sender_id, c.body, c.created_at from chat_messages c
           where least(c.sender_id, c.recipient_id) = least(m.sender_id, m.recipient_id)
             and greatest(c.sender_id, c.recipient_id) = greatest(m.sender_id, m.recipient_id) and c.id > m.id
           order by c.id asc limit 3)
        ) c
        where m.id in (${sql.join(
          messageIds.map((id) => sql`${Number(id)}`),
          sql`, `,
        )})`,
  );
  for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row]);
  return byMessage;
}

export function createAdminReportsRepo(db: Db) {
  return {
    /** The newest 100 reports with a status (or all), or the one with an id, each with its conversation. */
    async list(filter: { status: AdminReport['status'] | 'all' } | { id: string }): Promise<AdminReport[]> {
      const where: SQL =
        'id' in filter
          ? sql`where r.id = ${filter.id}`
          : filter.status === 'all'
            ? sql``
            : sql`where r.status = ${filter.status}`;
      const rows = await queryRows<Row & Record<string, unknown>>(
        db,
        sql`select r.id, r.reason, r.status, r.created_at, r.reporter_id, rp.username as reporter_username,
                   r.reported_user_id as reported_id, tp.username as reported_username,
                   (u.suspended_at is not null) as reported_suspended, r.message_id::text, r.resolved_by,
                   r.resolved_at, r.resolution_note
            from reports r
            left join profiles rp on rp.user_id = r.reporter_id
            join profiles tp on tp.user_id = r.reported_user_id
            join users u on u.id = r.reported_user_id
            ${where}
            order by r.created_at desc limit 100`,
      );
      const contexts = await contextsOf(db, [...new Set(rows.flatMap((r) => (r.message_id ? [r.message_id] : [])))]);
      return rows.map((row) => ({
        id: row.id,
        reason: row.reason,
        status: row.status,
        createdAt: iso(row.created_at)!,
        reporter: { id: row.reporter_id, username: row.reporter_username },
        reported: { id: row.reported_id, username: row.reported_username, suspended: row.reported_suspended },
        context: (row.message_id ? (contexts.get(row.message_id) ?? []) : [])
          .map((c) => ({
            id: Number(c.id),
            senderId: c.sender_id,
            body: c.body,
            createdAt: iso(c.created_at)!,
            reported: c.id === row.message_id,
          }))
          .sort((a, b) => a.id - b.id),
        resolution:
          row.status === 'open' ? null : { by: row.resolved_by, at: iso(row.resolved_at), note: row.resolution_note },
      }));
    },

    /** The report's status, its row locked for the rest of the transaction; null when there is none. */
    async lockStatus(tx: Db, id: string): Promise<string | null> {
      const [row] = await queryRows<{ status: string }>(
        tx,
        sql`select status from reports where id = ${id} for update`,
      );
      return row?.status ?? null;
    },

    async close(tx: Db, id: string, close: { status: string; by: string; note: string | null }): Promise<void> {
      await tx.execute(
        sql`update reports set status = ${close.status}, resolved_by = ${close.by}, resolved_at = now(),
              resolution_note = ${close.note} where id = ${id}`,
      );
    },
  };
}
export type AdminReportsRepo = ReturnType<typeof createAdminReportsRepo>;
