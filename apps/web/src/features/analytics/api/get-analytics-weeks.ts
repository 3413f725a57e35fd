import type { AnalyticsWeeks } from '@queueless/contracts';
import { listAnalyticsWeeks as listAnalyticsWeeksEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { analyticsQueryTimes } from './analytics-query';

/** The weeks the navigator offers: this week in the venue's time zone and the 26 before it, newest first. */
export function getAnalyticsWeeks(vendorId: string, signal?: AbortSignal): Promise<AnalyticsWeeks> {
  return callEndpoint(listAnalyticsWeeksEndpoint, { params: { vendorId }, signal });
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
