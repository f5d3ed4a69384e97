// Admin area "audit": routes under /api/admin/audit (the gate in admin-gate.ts has already checked the role).
import { createRouter } from '../../../http/openapi';
import type { AdminDeps } from '../deps';

export function adminAuditRoutes(_deps: AdminDeps) {
  return createRouter();
}
