import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport } from '#core/schemas/admin/reports';
import { apiSend } from '../../../../lib/api-client';
import { adminKey } from '../../api/admin-keys';

/** POST /api/admin/reports/{id}/resolve: resolved (action taken) or dismissed, with a note. */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: 'resolved' | 'dismissed'; note: string }) =>
      apiSend<AdminReport>('POST', `/admin/reports/${id}/resolve`, { status, ...(note ? { note } : {}) }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKey('reports') });
      void client.invalidateQueries({ queryKey: adminKey('audit') });
    },
  });
}
