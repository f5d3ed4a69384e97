import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassSummary } from '#core/schemas/classes';
import { apiSend } from '../../../lib/api-client';
import { classesKeys } from './get-classes';

export interface JoiningChange {
  open: boolean;
  /** A fresh code: the old one stops working at once. */
  newCode?: boolean;
}

/** POST /api/classes/{id}/joining: close joining, open it again, or change the code. */
export function setJoining(classId: string, change: JoiningChange): Promise<ClassSummary> {
  return apiSend<ClassSummary>('POST', `/classes/${encodeURIComponent(classId)}/joining`, {
    open: change.open,
    newCode: change.newCode ?? false,
  });
}

export function useSetJoining(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: JoiningChange) => setJoining(classId, change),
    onSuccess: (saved) => {
      client.setQueryData(classesKeys.one(classId), saved);
      return client.invalidateQueries({ queryKey: classesKeys.mine });
    },
  });
}
