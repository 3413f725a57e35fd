import type { VendorLocation } from '@queueless/contracts';
import { listVendorLocations as listVendorLocationsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/**
 * Every location of a vendor: the landing page's 'Order from' buttons, an API key's location limit and the export's
 * location. The menu page does not import it, so it stays out of the menu's first-load chunk (vite.config.ts chunks
 * by the module graph).
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
