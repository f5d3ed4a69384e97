import { useQuery } from '@tanstack/react-query';
import type { AdminReport, REPORT_STATUSES } from '#core/schemas/admin/reports';
import { apiGet } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

export type ReportFilter = (typeof REPORT_STATUSES)[number] | 'all';

/** GET /api/admin/reports?status=. */
export function useAdminReports(filter: ReportFilter) {
  return useQuery({
    queryKey: adminKey('reports', filter),
    queryFn: async () => (await apiGet<{ reports: AdminReport[] }>('/admin/reports', { status: filter })).reports,
  });
}
