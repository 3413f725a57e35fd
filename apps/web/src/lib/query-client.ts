import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_STALE_TIME_MS } from './constants';

/**
 * Spec: queries are not retried on a 404; otherwise they are retried up to 3 times. Nor are they on
 * the other refusals that asking again cannot change (400, 401, 403, 409): a page then shows its
 * error at once rather than after seconds of retries. Timeouts, 429, 5xx and a lost network are retried.
 */
export const MAX_QUERY_RETRIES = 3;
const FINAL_STATUSES = new Set([400, 401, 403, 404, 409]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && FINAL_STATUSES.has(status)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: DEFAULT_STALE_TIME_MS, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
