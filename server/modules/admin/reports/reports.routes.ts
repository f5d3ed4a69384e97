// Admin area "reports" (moderators and admins): the queue of reported chat messages, each with the
// conversation around it (messages are kept for this), and closing a report as resolved or
// dismissed with a note; logged as report.resolve. Suspending the sender is the Users tab's job.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import {
  adminReportSchema,
  adminReportsQuerySchema,
  adminReportsSchema,
  resolveReportBodySchema,
  type AdminReport,
} from '#core/schemas/admin/reports';
import { apiErrorSchema } from '#core/schemas/errors';
import { queryRows, type Db } from '../../../db/client';
import { HttpError } from '../../../http/http-error';
import { createRouter, jsonContent } from '../../../http/openapi';
import { staffOf } from '../admin-gate';
import { writeAudit } from '../audit';
import type { AdminDeps } from '../deps';

const failures = {
  400: jsonContent(apiErrorSchema, 'Invalid'),
  401: jsonContent(apiErrorSchema, 'Not signed in'),
  403: jsonContent(apiErrorSchema, 'Not staff'),
  404: jsonContent(apiErrorSchema, 'No such report'),
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/admin/reports',
  tags: ['admin'],
  summary: 'Reported messages (open by default), newest first, each with its conversation around it',
  request: { query: adminReportsQuerySchema },
  responses: { 200: jsonContent(adminReportsSchema, 'Reports'), ...failures },
});
const resolveRoute = createRoute({
  method: 'post',
  path: '/admin/reports/{id}/resolve',
  tags: ['admin'],
  summary: 'Close a report as resolved or dismissed, with a note; logged as report.resolve',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: { 'application/json': { schema: resolveReportBodySchema } }, required: true },
  },
  responses: { 200: jsonContent(adminReportSchema, 'Closed'), ...failures },
});

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

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

async function readReports(db: Db, where: ReturnType<typeof sql>): Promise<AdminReport[]> {
  const rows = await queryRows<Row & Record<string, unknown>>(
    db,
    sql`select r.id, r.reason, r.status, r.created_at, r.reporter_id, rp.username as reporter_username,
               r.reported_user_id as reported_id, tp.username as reported_username,
               (u.suspended_at is not null) as reported_suspended, r.message_id::text, r.resolved_by, r.resolved_at,
               r.resolution_note
        from reports r
        left join profiles rp on rp.user_id = r.reporter_id
        join profiles tp on tp.user_id = r.reported_user_id
        join users u on u.id = r.reported_user_id
        ${where}
        order by r.created_at desc limit 100`,
  );
  const out: AdminReport[] = [];
  for (const row of rows) {
    const context = row.message_id
      ? await queryRows<{ id: string; sender_id: string; body: string; created_at: Date | string }>(
          db,
          sql`with m as (select sender_id, recipient_id, id from chat_messages where id = ${Number(row.message_id)})
              (select c.id::text, c.sender_id, c.body, c.created_at from chat_messages c, m
               where least(c.sender_id, c.recipient_id) = least(m.sender_id, m.recipient_id)
                 and greatest(c.sender_id, c.recipient_id) = greatest(m.sender_id, m.recipient_id) and c.id <= m.id
               order by c.id desc limit 4)
              union all
              (select c.id::text, c.sender_id, c.body, c.created_at from chat_messages c, m
               where least(c.sender_id, c.recipient_id) = least(m.sender_id, m.recipient_id)
                 and greatest(c.sender_id, c.recipient_id) = greatest(m.sender_id, m.recipient_id) and c.id > m.id
               order by c.id asc limit 3)`,
        )
      : [];
    out.push({
      id: row.id,
      reason: row.reason,
      status: row.status,
      createdAt: iso(row.created_at)!,
      reporter: { id: row.reporter_id, username: row.reporter_username },
      reported: { id: row.reported_id, username: row.reported_username, suspended: row.reported_suspended },
      context: context
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
    });
  }
  return out;
}

export function adminReportsRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { status } = c.req.valid('query');
      const where = status === 'all' ? sql`` : sql`where r.status = ${status}`;
      return c.json({ reports: await readReports(db, where) }, 200);
    })
    .openapi(resolveRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { status, note } = c.req.valid('json');
      const actorId = staffOf(c).userId;
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [row] = await queryRows<{ status: string }>(
          tx,
          sql`select status from reports where id = ${id} for update`,
        );
        if (!row) throw new HttpError(404, 'not_found', 'Report not found');
        await tx.execute(
          sql`update reports set status = ${status}, resolved_by = ${actorId}, resolved_at = now(),
                resolution_note = ${note ?? null} where id = ${id}`,
        );
        await writeAudit(tx, actorId, {
          action: 'report.resolve',
          target: { type: 'report', id },
          changes: { status: { from: row.status, to: status } },
          ...(note ? { details: { note } } : {}),
        });
      });
      const [report] = await readReports(db, sql`where r.id = ${id}`);
      return c.json(report!, 200);
    });
}
