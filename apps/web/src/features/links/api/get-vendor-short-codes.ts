import type { ShortCode, ShortCodeListResponse } from '@queueless/contracts';
import { listShortCodes as listShortCodesEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** The vendor's short links, newest first, retired ones included (staff, MANAGER and above). */
export async function getVendorShortCodes(vendorId: string, signal?: AbortSignal): Promise<ShortCode[]> {
  const { shortCodes } = await apiRequest<ShortCodeListResponse>(endpointPath(listShortCodesEndpoint, { vendorId }), {
    signal,
  });
  return shortCodes;
}

export function vendorShortCodesQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'short-codes'],
    queryFn: ({ signal }) => getVendorShortCodes(vendorId, signal),
  });
}

export function useVendorShortCodes(vendorId: string) {
  return useQuery(vendorShortCodesQueryOptions(vendorId));
}
