import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readingOf, roundQueries } from '@/api/round-queries';
import { api, unwrap } from '@/lib/api-client';

/** POST /round/join with the code on the projector; joining again (after a dropped connection) is harmless. */
export function useJoinRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => unwrap(api.POST('/api/v1/round/join', { body: { code } })),
    onSuccess: (round) => {
      queryClient.setQueryData(roundQueries.detail(round.round_id).queryKey, readingOf(round));
    },
  });
}
