import type { VendorArtistPage } from '@queueless/contracts';
import { listArtistPages as listArtistPagesEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The vendor's artist pages with their content (staff, MANAGER and above). */
export async function getVendorArtistPages(vendorId: string, signal?: AbortSignal): Promise<VendorArtistPage[]> {
  const { pages } = await callEndpoint(listArtistPagesEndpoint, { params: { vendorId }, signal });
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
