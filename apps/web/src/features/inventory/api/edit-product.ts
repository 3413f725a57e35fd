import { type EditProductBody, editLocationProduct, type Product } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { inventoryQueryOptions } from './get-inventory';

/** A manager's full edit, over the version the form opened (409 when someone saved since). */
export async function editProduct(
  vendorLocationId: string,
  productId: string,
  body: EditProductBody,
): Promise<Product> {
  const { item } = await callEndpoint(editLocationProduct, { params: { vendorLocationId, productId }, body });
  return item;
}

export function useEditProduct(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: EditProductBody }) =>
      editProduct(vendorLocationId, productId, body),
    onSettled: () => queryClient.invalidateQueries(inventoryQueryOptions(vendorLocationId)),
  });
}
