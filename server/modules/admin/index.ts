// The admin console's API: every route lives under /api/admin/<area>/ behind adminGate (mounted
// by app.ts), one folder per area.
import { createRouter } from '../../http/openapi';
import { adminAdsRoutes } from './ads/ads.routes';
import { adminAuditRoutes } from './audit/audit.routes';
import { adminBackupRoutes } from './backup/backup.routes';
import { adminCompaniesRoutes } from './companies/companies.routes';
import type { AdminDeps } from './deps';
import { adminNewsRoutes } from './news/news.routes';
import { adminPrizesRoutes } from './prizes/prizes.routes';
import { adminReportsRoutes } from './reports/reports.routes';
import { adminSettingsRoutes } from './settings/settings.routes';
import { adminStatsRoutes } from './stats/stats.routes';
import { adminTransactionsRoutes } from './transactions/transactions.routes';
import { adminUsersRoutes } from './users/users.routes';

export { adminGate, staffOf, type Staff } from './admin-gate';
export type { AdminDeps } from './deps';

export function adminRoutes(deps: AdminDeps) {
  return createRouter()
    .route('/', adminStatsRoutes(deps))
    .route('/', adminCompaniesRoutes(deps))
    .route('/', adminNewsRoutes(deps))
    .route('/', adminAdsRoutes(deps))
    .route('/', adminUsersRoutes(deps))
    .route('/', adminTransactionsRoutes(deps))
    .route('/', adminAuditRoutes(deps))
    .route('/', adminSettingsRoutes(deps))
    .route('/', adminBackupRoutes(deps))
    .route('/', adminReportsRoutes(deps))
    .route('/', adminPrizesRoutes(deps));
}
