import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JoinPreview } from '#core/schemas/classes';
import { ApiError, apiGet } from '../../../lib/api-client';

/** GET /api/join/{code}: the class a code opens (404 class_not_found, 409 class_closed or class_ended). */
export const joinPreviewQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['join', code] as const,
    queryFn: () => apiGet<JoinPreview>(`/join/${encodeURIComponent(code)}`),
    // A wrong code stays wrong; asking again only spends the player's tries.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

/** The preview of a complete code, or nothing asked while the code is incomplete. */
export function useJoinPreview(code: string | null) {
  return useQuery({ ...joinPreviewQueryOptions(code ?? ''), enabled: code !== null });
}
