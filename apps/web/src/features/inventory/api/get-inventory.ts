import { getLocationProducts, type Product } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Every product of a location, available or not, as staff manage them. */
export async function getInventory(vendorLocationId: string, signal?: AbortSignal): Promise<Product[]> {
  const { items } = await callEndpoint(getLocationProducts, { params: { vendorLocationId }, signal });
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
