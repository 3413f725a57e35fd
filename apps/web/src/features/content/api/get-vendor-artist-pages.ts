import type { VendorArtistPage, VendorArtistPagesResponse } from '@queueless/contracts';
import { listArtistPages as listArtistPagesEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** The vendor's artist pages with their content (staff, MANAGER and above). */
export async function getVendorArtistPages(vendorId: string, signal?: AbortSignal): Promise<VendorArtistPage[]> {
  const { pages } = await apiRequest<VendorArtistPagesResponse>(endpointPath(listArtistPagesEndpoint, { vendorId }), {
    signal,
  });
  return pages;
}

export function vendorArtistPagesQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'artist-pages'],
    queryFn: ({ signal }) => getVendorArtistPages(vendorId, signal),
  });
}

export function useVendorArtistPages(vendorId: string) {
  return useQuery(vendorArtistPagesQueryOptions(vendorId));
}
