import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roundQueries } from '@/api/round-queries';
import { api, unwrap } from '@/lib/api-client';
import type { OptionLetter } from '@/lib/answers';

/** A child's one answer to a question: the option chosen, or the number written (a typed exam). */
export type RoundAnswer = { question: number; choice: OptionLetter } | { question: number; value: number };

/** POST /round/{id}/answers, once per question; then the round is read again, which holds the answer. */
export function useSendAnswer(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RoundAnswer) =>
      unwrap(api.POST('/api/v1/round/{roundId}/answers', { params: { path: { roundId } }, body: answer })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roundQueries.detail(roundId).queryKey }),
  });
}
