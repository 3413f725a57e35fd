import { type CreateProductBody, createLocationProduct, type Product } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { inventoryQueryOptions } from './get-inventory';

/** Creates a product at a location (MANAGER and above). */
export async function createProduct(vendorLocationId: string, body: CreateProductBody): Promise<Product> {
  const { item } = await callEndpoint(createLocationProduct, { params: { vendorLocationId }, body });
  return item;
}

/** Creates several products one after another (the sizes of one item); the menu is read again after. */
export function useCreateProducts(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bodies: CreateProductBody[]) => {
      const created: Product[] = [];
      for (const body of bodies) created.push(await createProduct(vendorLocationId, body));
      return created;
    },
    onSettled: () => queryClient.invalidateQueries(inventoryQueryOptions(vendorLocationId)),
  });
}
