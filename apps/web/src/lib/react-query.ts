import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A client error (400–499) will not go away by asking again; a lost connection or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The freshness of results, and of the figures made from them: they arrive from students' devices, which
 * this one hears of only while its live stream is open, so a screen showing them asks again on every visit.
 */
export const ON_EVERY_VISIT = 0;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Coming back to the tab reads again what went out of date meanwhile (the live stream covers the rest).
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
