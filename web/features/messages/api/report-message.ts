import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/reports: a message reported to the moderators. */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      apiSend<{ reported: boolean }>('POST', '/reports', { messageId, reason }),
  });
}
