import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readingOf, roundQueries } from '@/api/round-queries';
import type { Round } from '@/types/api';

/**
 * A call that answers with the round as it now is (show the next question, close one, end the round):
 * that answer is the screen's new state at once, without waiting for the event or a read.
 */
export function useRoundCall<Variables>(roundId: string, call: (variables: Variables) => Promise<Round>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (round) => {
      queryClient.setQueryData(roundQueries.detail(roundId).queryKey, readingOf(round));
    },
  });
}
