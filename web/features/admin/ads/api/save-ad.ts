import type { AdFormInput, AdminAd } from '#core/schemas/admin/ads';
import { apiSend } from '../../../../lib/api-client';
import { useAdsMutation } from './ads-mutation';

/** POST /api/admin/ads for a new ad, PUT /api/admin/ads/{id} for an edit. */
export const useSaveAd = () =>
  useAdsMutation(({ id, form }: { id: string | null; form: AdFormInput }) =>
    id ? apiSend<AdminAd>('PUT', `/admin/ads/${id}`, form) : apiSend<AdminAd>('POST', '/admin/ads', form),
  );
