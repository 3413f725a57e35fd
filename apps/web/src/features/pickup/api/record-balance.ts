import { collectBalance, type Order, type OrderResponse, undoBalanceCollected } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOrderQueryOptions } from '#web/features/orders/api/get-staff-order';
import { storeChangedOrder } from '#web/features/orders/api/store-changed-order';
import { callEndpoint } from '#web/lib/api-client';

type BalanceRecordInput = { vendorLocationId: string; orderId: string; collected: boolean };

/**
 * Records that the presale's balance was taken at pickup (decision 018), or takes back a record made by mistake (the
 * order owes it again). Each once only: a second time is a 409.
 */
export async function recordBalance({ vendorLocationId, orderId, collected }: BalanceRecordInput): Promise<Order> {
  const endpoint = collected ? collectBalance : undoBalanceCollected;
  const { order } = await callEndpoint<typeof endpoint, OrderResponse>(endpoint, {
    params: { vendorLocationId, orderId },
  });
  return order;
}

/** Shows the order with its balance collected (or owed again) at once from the answer. */
export function useRecordBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: recordBalance,
    // A read still in flight must not land after the answer and show the balance as it was.
    onMutate: ({ orderId }: BalanceRecordInput) =>
      queryClient.cancelQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
