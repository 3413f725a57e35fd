import {
  getLocationProducts as getLocationProductsEndpoint,
  type Product,
  type ProductListResponse,
} from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { pageDataUpdatedAt, pageProducts } from '#web/lib/page-data';

/** Every product of a location, available or not (the menu shows only the available ones). */
export async function getLocationProducts(vendorLocationId: string, signal?: AbortSignal): Promise<Product[]> {
  const { items } = await callEndpoint<typeof getLocationProductsEndpoint, ProductListResponse>(
    getLocationProductsEndpoint,
    {
      params: { vendorLocationId },
      signal,
    },
  );
  return items;
}

export function locationProductsQueryOptions(vendorLocationId: string) {
  return queryOptions({
    queryKey: ['vendor-locations', vendorLocationId, 'products'],
    queryFn: ({ signal }) => getLocationProducts(vendorLocationId, signal),
    // The menu page's HTML carries the menu (decision 017): no request while it is fresh.
    initialData: () => pageProducts(vendorLocationId),
    initialDataUpdatedAt: pageDataUpdatedAt,
  });
}

export function useLocationProducts(vendorLocationId: string) {
  return useQuery(locationProductsQueryOptions(vendorLocationId));
}
