import { changeProductStock, type Product, type StockChangeBody } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { inventoryQueryOptions } from './get-inventory';

/** Restocks or counts a tracked product, with a reason (audited). */
export async function changeStock(
  vendorLocationId: string,
  productId: string,
  body: StockChangeBody,
): Promise<Product> {
  const { item } = await callEndpoint(changeProductStock, { params: { vendorLocationId, productId }, body });
  return item;
}

export function useChangeStock(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: StockChangeBody }) =>
      changeStock(vendorLocationId, productId, body),
    onSettled: () => queryClient.invalidateQueries(inventoryQueryOptions(vendorLocationId)),
  });
}
