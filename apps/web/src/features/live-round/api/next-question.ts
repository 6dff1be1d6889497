import { api, unwrap } from '@/lib/api-client';
import { useRoundCall } from './use-round-call';

/** POST /round/{id}/next: shows question `question` (the first from the lobby); a double press is harmless. */
export const useNextQuestion = (roundId: string) =>
  useRoundCall(roundId, (question: number) =>
    unwrap(api.POST('/api/v1/round/{roundId}/next', { params: { path: { roundId } }, body: { question } })),
  );
