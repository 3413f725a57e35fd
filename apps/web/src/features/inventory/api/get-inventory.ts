import type { Product, ProductListResponse } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { apiPaths } from '#web/lib/paths';

/** Every product of a location, available or not, as staff manage them. */
export async function getInventory(vendorLocationId: string, signal?: AbortSignal): Promise<Product[]> {
  const { items } = await apiRequest<ProductListResponse>(apiPaths.locationProducts(vendorLocationId), { signal });
  return items;
}

export function inventoryQueryOptions(vendorLocationId: string) {
  return queryOptions({
    queryKey: ['inventory', vendorLocationId],
    queryFn: ({ signal }) => getInventory(vendorLocationId, signal),
  });
}

export function useInventory(vendorLocationId: string) {
  return useQuery(inventoryQueryOptions(vendorLocationId));
}
