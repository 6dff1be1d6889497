import { useQueryClient } from '@tanstack/react-query';
import { roundQueries } from '@/api/round-queries';
import { api, unwrap } from '@/lib/api-client';
import { useRoundCall } from './use-round-call';

/** POST /round/{id}/end: the round is over, its board final; it leaves the list of rounds running. */
export function useEndRound(roundId: string) {
  const queryClient = useQueryClient();
  return useRoundCall(roundId, async () => {
    const round = await unwrap(api.POST('/api/v1/round/{roundId}/end', { params: { path: { roundId } } }));
    void queryClient.invalidateQueries({ queryKey: roundQueries.lists() });
    return round;
  });
}
