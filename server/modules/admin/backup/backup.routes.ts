// Admin area "backup": routes under /api/admin/backup (the gate in admin-gate.ts has already checked the role).
import { createRouter } from '../../../http/openapi';
import type { AdminDeps } from '../deps';

export function adminBackupRoutes(_deps: AdminDeps) {
  return createRouter();
}
