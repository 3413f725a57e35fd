import type { EventResponse, VendorEvent } from '@queueless/contracts';
import { getEvent as getEventEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export async function getVendorEvent(vendorId: string, eventId: string, signal?: AbortSignal): Promise<VendorEvent> {
  const { event } = await apiRequest<EventResponse>(endpointPath(getEventEndpoint, { eventId }), {
    query: { vendorId },
    signal,
  });
  return event;
}

export function vendorEventQueryOptions(vendorId: string, eventId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'events', eventId],
    queryFn: ({ signal }) => getVendorEvent(vendorId, eventId, signal),
  });
}

export function useVendorEvent(vendorId: string, eventId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vendorEventQueryOptions(vendorId, eventId), enabled });
}
