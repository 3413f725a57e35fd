import type { VendorGleventsResponse } from '@queueless/contracts';
import { listVendorGuestlistEvents as listVendorGuestlistEventsEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** A vendor's guest-list events: upcoming soonest first, past latest first. */
export function getVendorGlevents(vendorId: string, signal?: AbortSignal): Promise<VendorGleventsResponse> {
  return apiRequest<VendorGleventsResponse>(endpointPath(listVendorGuestlistEventsEndpoint, { vendorId }), { signal });
}

export function vendorGleventsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'glevents'],
    queryFn: ({ signal }) => getVendorGlevents(vendorId, signal),
  });
}

export function useVendorGlevents(vendorId: string) {
  return useQuery(vendorGleventsQueryOptions(vendorId));
}
