import type { VendorEvent } from '@queueless/contracts';
import { listVendorEvents as listVendorEventsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** All of a vendor's events for staff, soonest first. */
export async function getVendorEvents(vendorId: string, signal?: AbortSignal): Promise<VendorEvent[]> {
  const { events } = await callEndpoint(listVendorEventsEndpoint, { params: { vendorId }, signal });
  return events;
}

export function vendorEventsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'events'],
    queryFn: ({ signal }) => getVendorEvents(vendorId, signal),
  });
}

export function useVendorEvents(vendorId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vendorEventsQueryOptions(vendorId), enabled });
}
