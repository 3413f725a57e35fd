import { t } from '@lingui/core/macro';
import { getVendor as getVendorEndpoint, type Vendor, type VendorListResponse } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '#web/lib/api-client';
import { pageDataUpdatedAt, pageVendor } from '#web/lib/page-data';

/** One vendor; a 404 ApiError when there is no such vendor. */
export async function getVendor(vendorId: string, signal?: AbortSignal): Promise<Vendor> {
  const { items } = await callEndpoint<typeof getVendorEndpoint, VendorListResponse>(getVendorEndpoint, {
    query: { vendorId },
    signal,
  });
  const vendor = items[0];
  if (!vendor) throw new ApiError(404, 'NOT_FOUND', t`Vendor not found.`);
  return vendor;
}

export function vendorQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId],
    queryFn: ({ signal }) => getVendor(vendorId, signal),
    // The location page's HTML carries its vendor (decision 017): the vendor no longer waits for the location.
    initialData: () => pageVendor(vendorId),
    initialDataUpdatedAt: pageDataUpdatedAt,
    // A vendor's name and address change rarely; the spec's 5 s is for inventory, locations and orders.
    staleTime: 5 * 60_000,
  });
}

/** The vendor, once its id is known (pass undefined to wait). */
export function useVendor(vendorId: string | undefined) {
  return useQuery({ ...vendorQueryOptions(vendorId ?? ''), enabled: Boolean(vendorId) });
}
