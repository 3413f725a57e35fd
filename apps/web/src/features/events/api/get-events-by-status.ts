import type { EventStatus, VendorEvent } from '@queueless/contracts';
import { listEventsByStatus as listEventsByStatusEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '#web/lib/api-client';

/** The landing page's events of a vendor in these statuses; a 404 ApiError when there are none. */
export async function getEventsByStatus(
  vendorId: string,
  statuses: EventStatus[],
  signal?: AbortSignal,
): Promise<VendorEvent[]> {
  const { events } = await callEndpoint(listEventsByStatusEndpoint, {
    query: { vendorId, status: statuses.join(',') },
    signal,
  });
  return events;
}

export function eventsByStatusQueryOptions(vendorId: string, statuses: EventStatus[]) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'events', 'by-status', statuses.join(',')],
    queryFn: ({ signal }) => getEventsByStatus(vendorId, statuses, signal),
    // A 404 is an answer (no events), not a failure to retry.
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 2,
  });
}

export function useEventsByStatus(vendorId: string, statuses: EventStatus[]) {
  return useQuery(eventsByStatusQueryOptions(vendorId, statuses));
}
