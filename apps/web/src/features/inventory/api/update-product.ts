import { msg } from '@lingui/core/macro';
import type { Product } from '@queueless/contracts';
import { updateProduct as updateProductEndpoint } from '@queueless/contracts';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { showToast } from '#web/components/ui/toast';
import type { ProductChanges } from '#web/features/inventory/price';
import { callEndpoint } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n/runtime';
import { inventoryQueryOptions } from './get-inventory';

export const INVENTORY_UPDATE_FAILED = msg`Failed to update, please try again.`;

/** Sends only the changed fields (isAvailable, price as a two-decimal string). */
export async function updateProduct(vendorLocationId: string, productId: string, changes: ProductChanges) {
  const { item } = await callEndpoint(updateProductEndpoint, {
    params: { vendorLocationId, productId },
    body: changes,
  });
  return item;
}

type Variables = { productId: string; changes: ProductChanges };

const updateProductKey = (vendorLocationId: string) => ['inventory', vendorLocationId, 'update-product'] as const;
type Context = { previous: Partial<Pick<Product, 'isAvailable' | 'price'>> } | undefined;

function patch(products: Product[] | undefined, productId: string, fields: Partial<Product>) {
  return products?.map((product) => (product.productId === productId ? { ...product, ...fields } : product));
}

/**
 * Optimistic: the change shows at once. On failure only the fields this change touched go back to what they were
 * (another product's change stays), with the spec's toast; on success the server's product replaces ours. Either
 * way the list is then read again, so the page ends on the truth.
 */
export function useUpdateProduct(vendorLocationId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = inventoryQueryOptions(vendorLocationId);
  return useMutation<Product, Error, Variables, Context>({
    networkMode: 'always',
    mutationKey: updateProductKey(vendorLocationId),
    mutationFn: ({ productId, changes }) => updateProduct(vendorLocationId, productId, changes),
    onMutate: async ({ productId, changes }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey)?.find((product) => product.productId === productId);
      if (!before) return undefined;
      const previous: Context = { previous: {} };
      if (changes.isAvailable !== undefined) previous.previous.isAvailable = before.isAvailable;
      if (changes.price !== undefined) previous.previous.price = before.price;
      queryClient.setQueryData(queryKey, (products) => patch(products, productId, changes));
      return previous;
    },
    onError: (_error, { productId }, context) => {
      if (context) queryClient.setQueryData(queryKey, (products) => patch(products, productId, context.previous));
      showToast({ title: i18n._(INVENTORY_UPDATE_FAILED), variant: 'error' });
    },
    onSuccess: (product) => {
      queryClient.setQueryData(queryKey, (products) => patch(products, product.productId, product));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** The products with a change on its way (their switches wait, so a double tap is one change). */
export function useSavingProductIds(vendorLocationId: string): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey: updateProductKey(vendorLocationId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as Variables | undefined)?.productId,
  });
  return new Set(ids.filter((id): id is string => id !== undefined));
}
