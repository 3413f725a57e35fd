import type { CompleteOrderResponse } from '@queueless/contracts';
import { completeOrder as completeOrderEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_ORDER_USER_ID, staffOrderQueryOptions } from '#web/features/orders/api/get-staff-order';
import { storeChangedOrder } from '#web/features/orders/api/store-changed-order';
import { callEndpoint } from '#web/lib/api-client';

/**
 * Pickup: PAID → COMPLETE. Completing a complete order answers it unchanged, with `wasAlreadyComplete` (another
 * counter handed it over first); unpaid or refunded is a 409.
 */
export function completeOrder(orderId: string): Promise<CompleteOrderResponse> {
  return callEndpoint(completeOrderEndpoint, { params: { userId: STAFF_ORDER_USER_ID, orderId } });
}

/** Shows the completed order at once from the answer; the page then refetches it. */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, a pickup fails at once and says so (the refund's reason, refund-order.ts).
    networkMode: 'always',
    mutationFn: completeOrder,
    // A read still in flight must not land after the answer and show the order as it was.
    onMutate: (orderId: string) => queryClient.cancelQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
    onSuccess: ({ order }) => storeChangedOrder(queryClient, order),
  });
}
