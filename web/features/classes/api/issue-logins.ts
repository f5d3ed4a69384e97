import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssuedLogin } from '#core/schemas/classes';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

/** POST /api/classes/{id}/logins: one login per name, in the class already; passwords come only in this answer. */
export function issueLogins(classId: string, names: string[]): Promise<IssuedLogin[]> {
  return apiSend<{ logins: IssuedLogin[] }>('POST', `/classes/${encodeURIComponent(classId)}/logins`, { names }).then(
    (r) => r.logins,
  );
}

export function useIssueLogins(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => issueLogins(classId, names),
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
