import type { AnalyticsWeek } from '@queueless/contracts';
import { getAnalyticsWeek as getAnalyticsWeekEndpoint } from '@queueless/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { analyticsQueryTimes } from './analytics-query';

/** One week's numbers (Sunday to Saturday, venue's time zone), refunded orders left out. */
export function getAnalyticsWeek(vendorId: string, weekStart: string, signal?: AbortSignal): Promise<AnalyticsWeek> {
  return callEndpoint(getAnalyticsWeekEndpoint, { params: { vendorId, weekStart }, signal });
}

export function analyticsWeekQueryOptions(vendorId: string, weekStart: string) {
  return queryOptions({
    queryKey: ['analytics', vendorId, 'week', weekStart],
    queryFn: ({ signal }) => getAnalyticsWeek(vendorId, weekStart, signal),
    ...analyticsQueryTimes,
  });
}

/** Keeps the last week on screen while the next one loads, so the navigator does not flash. */
export function useAnalyticsWeek(vendorId: string, weekStart: string | undefined) {
  return useQuery({
    ...analyticsWeekQueryOptions(vendorId, weekStart ?? ''),
    enabled: Boolean(weekStart),
    placeholderData: keepPreviousData,
  });
}
