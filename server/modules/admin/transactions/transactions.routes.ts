// Admin area "transactions": routes under /api/admin/transactions (the gate in admin-gate.ts has already checked the role).
import { createRouter } from '../../../http/openapi';
import type { AdminDeps } from '../deps';

export function adminTransactionsRoutes(_deps: AdminDeps) {
  return createRouter();
}
