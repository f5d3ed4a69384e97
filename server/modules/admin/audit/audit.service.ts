// Reads the audit trail for the Analytics tab. Rows written by writeAudit hold { target, changes,
// details }; older rows (a player's update_settings) hold anything, which is shown as details.
import { ADMIN_AUDIT_PAGE_SIZE, type AdminAuditPage, type AuditEntryView } from '#core/schemas/admin/audit';
import type { AdminAuditRepo, AuditRow } from './audit.repo';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export function toAuditEntry(row: AuditRow): AuditEntryView {
  const raw = parseJson(row.details);
  let target: AuditEntryView['target'] = null;
  let changes: AuditEntryView['changes'] = null;
  let details: AuditEntryView['details'] = null;
  if (isRecord(raw)) {
    const { target: t, changes: c, details: d, ...rest } = raw;
    if (isRecord(t) && typeof t.type === 'string' && typeof t.id === 'string') {
      target = { type: t.type, id: t.id, ...(typeof t.name === 'string' ? { name: t.name } : {}) };
    }
    if (isRecord(c)) {
      changes = Object.fromEntries(
        Object.entries(c).filter((e): e is [string, { from?: unknown; to?: unknown }] => isRecord(e[1])),
      );
    }
    const extra = { ...(isRecord(d) ? d : d === undefined ? {} : { details: d }), ...rest };
    if (target === null && t !== undefined) extra.target = t;
    if (changes === null && c !== undefined) extra.changes = c;
    details = Object.keys(extra).length ? extra : null;
  } else if (raw !== null && raw !== undefined) {
    details = { value: raw };
  }
  return {
    id: String(row.id),
    createdAt: row.created_at,
    action: row.action,
    actor: row.user_id ? { id: row.user_id, username: row.username } : null,
    target,
    changes,
    details,
  };
}

export function createAdminAuditService(repo: AdminAuditRepo) {
  return {
    async list(query: { q?: string | undefined; cursor?: string | undefined }): Promise<AdminAuditPage> {
      const rows = await repo.list(query);
      const entries = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE).map(toAuditEntry);
      return { entries, nextCursor: rows.length > ADMIN_AUDIT_PAGE_SIZE ? entries.at(-1)!.id : null };
    },
  };
}
