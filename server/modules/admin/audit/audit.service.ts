// Reads the audit trail for the Analytics tab. Rows written by writeAudit hold { target, changes,
// details }; older rows (a player's update_settings) hold anything, which is shown as details.
// Names come from the query (the repo): the actor's, the target's as it is called today (else the
// name written with the entry), and a news edit's companies in place of their ids.
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

/**
 * The target's names: today's when it still exists, else the one written with the entry. The
 * platform settings have no name of their own (the one written is English), so none is given.
 */
function targetNames(row: AuditRow, target: Record<string, unknown>): { name?: string; username?: string } {
  const stored = target.type !== 'settings' && typeof target.name === 'string' ? target.name : null;
  const name = row.target_name ?? stored;
  return { ...(name ? { name } : {}), ...(row.target_username ? { username: row.target_username } : {}) };
}

type Changes = NonNullable<AuditEntryView['changes']>;

/**
 * A news edit's companyId becomes `company`, by name. The id stays when the company is gone (its
 * news went with it), and the log words it as deleted.
 */
function withCompanyNames(changes: Changes, names: unknown): Changes {
  const { companyId, ...rest } = changes;
  if (!companyId) return changes;
  const nameOf = (id: unknown) =>
    isRecord(names) && typeof id === 'string' && typeof names[id] === 'string' ? names[id] : id;
  const company: Changes[string] = {
    ...('from' in companyId ? { from: nameOf(companyId.from) } : {}),
    ...('to' in companyId ? { to: nameOf(companyId.to) } : {}),
  };
  return { company, ...rest };
}

export function toAuditEntry(row: AuditRow): AuditEntryView {
  const raw = parseJson(row.details);
  let target: AuditEntryView['target'] = null;
  let changes: AuditEntryView['changes'] = null;
  let details: AuditEntryView['details'] = null;
  if (isRecord(raw)) {
    const { target: t, changes: c, details: d, ...rest } = raw;
    if (isRecord(t) && typeof t.type === 'string' && typeof t.id === 'string') {
      target = { type: t.type, id: t.id, ...targetNames(row, t) };
    }
    if (isRecord(c)) {
      changes = withCompanyNames(
        Object.fromEntries(
          Object.entries(c).filter((e): e is [string, { from?: unknown; to?: unknown }] => isRecord(e[1])),
        ),
        parseJson(row.company_names),
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
    actor: row.user_id ? { id: row.user_id, username: row.username, name: row.full_name || null } : null,
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
