import { ANALYTICS_QUERY_GC_MS, ANALYTICS_QUERY_RETRIES, ANALYTICS_QUERY_STALE_MS } from '@queueless/contracts';

/** The spec's analytics query times (customer.md section 9): stale after 5 minutes, kept 30, retried twice. */
export const analyticsQueryTimes = {
  staleTime: ANALYTICS_QUERY_STALE_MS,
  gcTime: ANALYTICS_QUERY_GC_MS,
  retry: ANALYTICS_QUERY_RETRIES,
} as const;
