// Admin area "news": routes under /api/admin/news (the gate in admin-gate.ts has already checked the role).
import { createRouter } from '../../../http/openapi';
import type { AdminDeps } from '../deps';

export function adminNewsRoutes(_deps: AdminDeps) {
  return createRouter();
}
