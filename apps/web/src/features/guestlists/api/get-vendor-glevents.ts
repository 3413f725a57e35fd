import type { VendorGleventsResponse } from '@queueless/contracts';
import { listVendorGlevents as listVendorGleventsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** A vendor's guest-list events: upcoming soonest first, past latest first. */
export function getVendorGlevents(vendorId: string, signal?: AbortSignal): Promise<VendorGleventsResponse> {
  return callEndpoint(listVendorGleventsEndpoint, { params: { vendorId }, signal });
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
