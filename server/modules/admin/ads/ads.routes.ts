// Admin area "ads": routes under /api/admin/ads (the gate in admin-gate.ts has already checked the role).
import { createRouter } from '../../../http/openapi';
import type { AdminDeps } from '../deps';

export function adminAdsRoutes(_deps: AdminDeps) {
  return createRouter();
}
