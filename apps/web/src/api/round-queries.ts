import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api-client';
import type { Round } from '@/types/api';

/** More rounds than a teacher runs in a term, in one request. */
const ALL = 100;

/**
 * A round as this device read it, with how far the server's clock is ahead of the device's (taken when
 * the answer arrived): a question's moments are the server's, and a tablet's clock may be minutes off.
 */
export interface RoundReading {
  round: Round;
  clockOffsetMs: number;
}

export const readingOf = (round: Round): RoundReading => ({
  round,
  clockOffsetMs: Date.parse(round.server_time) - Date.now(),
});

/** Live rounds: the teacher's, and those a child may join (on My exams), each read whole by its id. */
export const roundQueries = {
  all: () => ['rounds'] as const,
  lists: () => [...roundQueries.all(), 'list'] as const,
  /** GET /round: a teacher's rounds, newest first; a child's, the rounds running that they may join. */
  list: () =>
    queryOptions({
      queryKey: roundQueries.lists(),
      queryFn: () => unwrap(api.GET('/api/v1/round', { params: { query: { limit: ALL } } })),
    }),
  details: () => [...roundQueries.all(), 'detail'] as const,
  /** GET /round/{id}: where the round is now, as I may see it; null when it is not mine to see. */
  detail: (roundId: string) =>
    queryOptions({
      queryKey: [...roundQueries.details(), roundId] as const,
      queryFn: async (): Promise<RoundReading | null> => {
        try {
          return readingOf(
            await unwrap(api.GET('/api/v1/round/{roundId}', { params: { path: { roundId } } })),
          );
        } catch (error) {
          if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
          throw error;
        }
      },
      // Every change comes by the live stream or the question's own moments, never by staleness alone.
      staleTime: 0,
    }),
};
