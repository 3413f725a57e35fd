import { getLocationProducts, type Product } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/**
 * Every product of a location, available or not, as staff manage them: in the venue's own texts (`lang=en`), whatever
 * the page's language, so the Menu editor's English fields hold the English and a save never writes the Spanish over
 * them; the Spanish comes with each product's translations (issue 44).
 */
export async function getInventory(vendorLocationId: string, signal?: AbortSignal): Promise<Product[]> {
  const { items } = await callEndpoint(getLocationProducts, {
    params: { vendorLocationId },
    query: { lang: 'en' },
    signal,
  });
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
