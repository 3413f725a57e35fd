import type { VendorEvent } from '@queueless/contracts';
import { getEvent as getEventEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/**
 * The event as its form edits it: in the venue's own texts (`lang=en`) whatever the page's language, the Spanish ones
 * in its translations (issue 44), so a save never writes the Spanish over the English.
 */
export async function getVendorEvent(vendorId: string, eventId: string, signal?: AbortSignal): Promise<VendorEvent> {
  const query = { vendorId, lang: 'en' } as const;
  const { event } = await callEndpoint(getEventEndpoint, { params: { eventId }, query, signal });
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
