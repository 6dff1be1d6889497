import { api, unwrap } from '@/lib/api-client';
import { useRoundCall } from './use-round-call';

/** POST /round/{id}/reveal: closes the question now and shows its answer (again: nothing changes). */
export const useRevealAnswer = (roundId: string) =>
  useRoundCall(roundId, () =>
    unwrap(api.POST('/api/v1/round/{roundId}/reveal', { params: { path: { roundId } } })),
  );
