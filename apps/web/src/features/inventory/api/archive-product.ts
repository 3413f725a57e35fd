import { archiveLocationProduct } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { inventoryQueryOptions } from './get-inventory';

/** Archives a product: off the menu and out of carts, kept for order history. */
export async function archiveProduct(vendorLocationId: string, productId: string): Promise<void> {
  await callEndpoint(archiveLocationProduct, { params: { vendorLocationId, productId } });
}

export function useArchiveProduct(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => archiveProduct(vendorLocationId, productId),
    onSettled: () => queryClient.invalidateQueries(inventoryQueryOptions(vendorLocationId)),
  });
}
