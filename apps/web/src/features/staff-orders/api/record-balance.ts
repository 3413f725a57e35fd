import type { Order, OrderResponse } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffApiPaths } from '../../../lib/staff-api-paths';
import { staffOrderQueryOptions } from './get-staff-order';

type CollectBalanceInput = { vendorLocationId: string; orderId: string };

/** Records that the presale's balance was taken at pickup (decision 018); once only: a second time is a 409. */
export async function collectBalance({ vendorLocationId, orderId }: CollectBalanceInput): Promise<Order> {
  const { order } = await apiRequest<OrderResponse>(staffApiPaths.balanceCollected(vendorLocationId, orderId), {
    method: 'PUT',
  });
  return order;
}

/** Shows the order with its balance collected at once from the answer. */
export function useCollectBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectBalance,
    // A read still in flight must not land after the answer and show the balance as still owed.
    onMutate: ({ orderId }: CollectBalanceInput) =>
      queryClient.cancelQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
    onSuccess: (order) => queryClient.setQueryData(staffOrderQueryOptions(order.orderId).queryKey, order),
  });
}

/** Takes back a balance recorded as collected by mistake: the order owes it again (a second time is a 409). */
export async function undoCollectBalance({ vendorLocationId, orderId }: CollectBalanceInput): Promise<Order> {
  const { order } = await apiRequest<OrderResponse>(staffApiPaths.balanceCollected(vendorLocationId, orderId), {
    method: 'DELETE',
  });
  return order;
}

/** Shows the order owing its balance again at once from the answer. */
export function useUndoCollectBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCollectBalance,
    onMutate: ({ orderId }: CollectBalanceInput) =>
      queryClient.cancelQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
    onSuccess: (order) => queryClient.setQueryData(staffOrderQueryOptions(order.orderId).queryKey, order),
  });
}
