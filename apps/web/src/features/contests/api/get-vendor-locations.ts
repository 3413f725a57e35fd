import type { VendorLocation } from '@queueless/contracts';
import { listVendorLocations as listVendorLocationsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/**
 * Every location of a vendor, for the landing page's 'Order from' buttons. Kept in this feature, not in
 * vendor-locations/api/ (which vite.config.ts puts in the menu's first-load chunk), as only the landing page asks.
 */
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
