import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '#core/languages';
import type { QuizResult } from '#core/schemas/learn';
import { apiSend } from '../../../lib/api-client';
import { lessonsKeys } from '../../../lib/lessons';
import { PROGRESS_KEY } from '../../../lib/progress';

/** POST /api/lessons/{id}/answers: what was right and why; the first answer earns the lesson's XP. */
export function answerQuiz(id: string, answers: number[], lang: LanguageCode): Promise<QuizResult> {
  return apiSend<QuizResult>('POST', `/lessons/${encodeURIComponent(id)}/answers`, { answers, lang });
}

export function useAnswerQuiz(id: string, lang: LanguageCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: number[]) => answerQuiz(id, answers, lang),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: lessonsKeys.all });
      void client.invalidateQueries({ queryKey: PROGRESS_KEY });
      // A first finish completes today's lesson quest (docs/rules.md#habits): the streak moves.
      void client.invalidateQueries({ queryKey: ['habits'] });
    },
  });
}
