// Admin area "companies": routes under /api/admin/companies (the gate in admin-gate.ts has already checked the role).
import { createRouter } from '../../../http/openapi';
import type { AdminDeps } from '../deps';

export function adminCompaniesRoutes(_deps: AdminDeps) {
  return createRouter();
}
