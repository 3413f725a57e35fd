import type { VendorEvent } from '@queueless/contracts';
import { getEvent as getEventEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

export async function getVendorEvent(vendorId: string, eventId: string, signal?: AbortSignal): Promise<VendorEvent> {
  const { event } = await callEndpoint(getEventEndpoint, { params: { eventId }, query: { vendorId }, signal });
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
