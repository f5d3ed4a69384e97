import { apiSend } from '../../../../lib/api-client';
import { useAdsMutation } from './ads-mutation';

/** DELETE /api/admin/ads/{id}. */
export const useDeleteAd = () => useAdsMutation((id: string) => apiSend('DELETE', `/admin/ads/${id}`));
