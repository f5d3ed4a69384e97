// Admin area "settings": routes under /api/admin/settings (the gate in admin-gate.ts has already checked the role).
import { createRouter } from '../../../http/openapi';
import type { AdminDeps } from '../deps';

export function adminSettingsRoutes(_deps: AdminDeps) {
  return createRouter();
}
