import { t } from '@lingui/core/macro';
import {
  getVendorLocation as getVendorLocationEndpoint,
  type VendorLocation,
  type VendorLocationListResponse,
} from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint, isApiError } from '#web/lib/api-client';
import { pageDataUpdatedAt, pageLocation } from '#web/lib/page-data';

const notFound = () => new ApiError(404, 'NOT_FOUND', t`Location not found.`);

/**
 * One vendor location; a 404 ApiError when there is no such location, including an id the API cannot even read
 * (a 400), so the page goes to /404 at once instead of retrying.
 */
export async function getVendorLocation(vendorLocationId: string, signal?: AbortSignal): Promise<VendorLocation> {
  let items: VendorLocationListResponse['items'];
  try {
    ({ items } = await callEndpoint<typeof getVendorLocationEndpoint, VendorLocationListResponse>(
      getVendorLocationEndpoint,
      {
        query: { vendorLocationId },
        signal,
      },
    ));
  } catch (error) {
    throw isApiError(error) && error.status === 400 ? notFound() : error;
  }
  const location = items[0];
  if (!location) throw notFound();
  return location;
}

export function vendorLocationQueryOptions(vendorLocationId: string) {
  return queryOptions({
    queryKey: ['vendor-locations', vendorLocationId],
    queryFn: ({ signal }) => getVendorLocation(vendorLocationId, signal),
    // The location page's HTML carries the location (decision 017).
    initialData: () => pageLocation(vendorLocationId),
    initialDataUpdatedAt: pageDataUpdatedAt,
  });
}

export function useVendorLocation(vendorLocationId: string) {
  return useQuery(vendorLocationQueryOptions(vendorLocationId));
}
