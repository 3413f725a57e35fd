import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_STALE_TIME_MS } from './constants';

/** Spec: queries are not retried on a 404; otherwise they are retried up to 3 times. */
export const MAX_QUERY_RETRIES = 3;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 404) return false;
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
