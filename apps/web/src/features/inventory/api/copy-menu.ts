import { copyLocationMenu, listVendorLocations, type Product, type VendorLocation } from '@queueless/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { inventoryQueryOptions } from './get-inventory';

/** The vendor's other locations, the ones a menu can be copied from. */
export async function getOtherLocations(
  vendorId: string,
  vendorLocationId: string,
  signal?: AbortSignal,
): Promise<VendorLocation[]> {
  const { items } = await callEndpoint(listVendorLocations, { query: { vendorId }, signal });
  return items.filter((location) => location.vendorLocationId !== vendorLocationId);
}

export function useOtherLocations(vendorId: string, vendorLocationId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['vendors', vendorId, 'locations', 'other-than', vendorLocationId],
      queryFn: ({ signal }) => getOtherLocations(vendorId, vendorLocationId, signal),
    }),
  );
}

/** Adds a copy of another location's menu (same vendor) to this one; answers the new products. */
export async function copyMenu(vendorLocationId: string, fromVendorLocationId: string): Promise<Product[]> {
  const { items } = await callEndpoint(copyLocationMenu, {
    params: { vendorLocationId },
    body: { fromVendorLocationId },
  });
  return items;
}

export function useCopyMenu(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fromVendorLocationId: string) => copyMenu(vendorLocationId, fromVendorLocationId),
    onSettled: () => queryClient.invalidateQueries(inventoryQueryOptions(vendorLocationId)),
  });
}
