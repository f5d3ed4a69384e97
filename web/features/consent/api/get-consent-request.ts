import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentRequest } from '#core/schemas/auth';
import { apiGet } from '../../../lib/api-client';

/** GET /api/consent/{token}: the child's username and when the link was sent (public). */
export const consentRequestQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['consent', token],
    queryFn: () => apiGet<ConsentRequest>(`/consent/${encodeURIComponent(token)}`),
    retry: false,
  });

export function useConsentRequest(token: string) {
  return useQuery(consentRequestQueryOptions(token));
}
