import type { ShortCode } from '@queueless/contracts';
import { listShortCodes as listShortCodesEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The vendor's short links, newest first, retired ones included (staff, MANAGER and above). */
export async function getVendorShortCodes(vendorId: string, signal?: AbortSignal): Promise<ShortCode[]> {
  const { shortCodes } = await callEndpoint(listShortCodesEndpoint, { params: { vendorId }, signal });
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
