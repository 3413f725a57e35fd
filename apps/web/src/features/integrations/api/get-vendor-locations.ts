import { listVendorLocations as listVendorLocationsEndpoint, type VendorLocation } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The vendor's locations, for a key's location limit and the export's location (the same cache key as the landing's). */
export async function getVendorLocations(vendorId: string, signal?: AbortSignal): Promise<VendorLocation[]> {
  const { items } = await callEndpoint(listVendorLocationsEndpoint, { query: { vendorId }, signal });
  return items;
}

export function vendorLocationsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'locations'],
    queryFn: ({ signal }) => getVendorLocations(vendorId, signal),
  });
}

export function useVendorLocations(vendorId: string) {
  return useQuery(vendorLocationsQueryOptions(vendorId));
}
