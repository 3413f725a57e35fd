import type {
  getLocationProducts as getLocationProductsEndpoint,
  Product,
  ProductListResponse,
} from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type EndpointRef } from '#web/lib/api-client';
import { pageDataUpdatedAt, pageProducts } from '#web/lib/page-data';

/** The contract's endpoint, copied (and checked against it) for the menu's first load: no schema, no zod. */
const endpoint = {
  method: 'GET',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/products',
} as const satisfies EndpointRef<typeof getLocationProductsEndpoint>;

/** Every product of a location, available or not (the menu shows only the available ones). */
export async function getLocationProducts(vendorLocationId: string, signal?: AbortSignal): Promise<Product[]> {
  const { items } = await callEndpoint<typeof getLocationProductsEndpoint, ProductListResponse>(endpoint, {
    params: { vendorLocationId },
    signal,
  });
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
