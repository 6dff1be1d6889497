import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readingOf, roundQueries } from '@/api/round-queries';
import { api, unwrap } from '@/lib/api-client';

export interface StartRoundValues {
  exam: string;
  secondsToAnswer: number;
  /** Every child of the class, or only those at the exam's level. */
  wholeClass: boolean;
}

/** POST /round: a round of the exam's questions, in its lobby, ready for the projector. */
export function useStartRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exam, secondsToAnswer, wholeClass }: StartRoundValues) =>
      unwrap(
        api.POST('/api/v1/round', {
          body: { exam, seconds_to_answer: secondsToAnswer, whole_class: wholeClass },
        }),
      ),
    onSuccess: (round) => {
      queryClient.setQueryData(roundQueries.detail(round.round_id).queryKey, readingOf(round));
      void queryClient.invalidateQueries({ queryKey: roundQueries.lists() });
    },
  });
}
