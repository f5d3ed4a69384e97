import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKey } from '../../api/admin-keys';
import { adminAdsKey } from './get-ads';

/** After any write: the ads list and the audit log show it. */
export function useAdsMutation<V, R>(send: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminAdsKey }),
        client.invalidateQueries({ queryKey: adminKey('audit') }),
      ]),
  });
}
