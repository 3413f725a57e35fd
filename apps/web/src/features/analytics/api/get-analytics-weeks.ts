import type { AnalyticsWeeks } from '@queueless/contracts';
import { listAnalyticsWeeks as listAnalyticsWeeksEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { analyticsQueryTimes } from './analytics-query';

/** The weeks the navigator offers: this week in the venue's time zone and the 26 before it, newest first. */
export function getAnalyticsWeeks(vendorId: string, signal?: AbortSignal): Promise<AnalyticsWeeks> {
  return apiRequest<AnalyticsWeeks>(endpointPath(listAnalyticsWeeksEndpoint, { vendorId }), { signal });
}

export function analyticsWeeksQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['analytics', vendorId, 'weeks'],
    queryFn: ({ signal }) => getAnalyticsWeeks(vendorId, signal),
    ...analyticsQueryTimes,
  });
}

export function useAnalyticsWeeks(vendorId: string) {
  return useQuery(analyticsWeeksQueryOptions(vendorId));
}
