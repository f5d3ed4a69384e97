// Admin area "users": routes under /api/admin/users (the gate in admin-gate.ts has already checked the role).
import { createRouter } from '../../../http/openapi';
import type { AdminDeps } from '../deps';

export function adminUsersRoutes(_deps: AdminDeps) {
  return createRouter();
}
