import type { CompleteOrderResponse } from '@queueless/contracts';
import { completeOrder as completeOrderEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_ORDER_USER_ID, staffOrderQueryOptions } from '#web/features/orders/api/get-staff-order';
import { storeChangedOrder } from '#web/features/orders/api/store-changed-order';
import { callEndpoint } from '#web/lib/api-client';

/** What a hand-over sends: the order, and whether the staff member checked ID (issue 39: recorded as theirs). */
export type CompleteOrderInput = { orderId: string; idChecked?: boolean };

/**
 * Pickup: PAID → COMPLETE. Completing a complete order answers it unchanged, with `wasAlreadyComplete` (another
 * counter handed it over first); unpaid or refunded is a 409. `idChecked` sends `{idChecked: true}`: the server records
 * who (the caller) and when; without it the spec's call, with no body.
 */
export function completeOrder({ orderId, idChecked }: CompleteOrderInput): Promise<CompleteOrderResponse> {
  return callEndpoint(completeOrderEndpoint, {
    params: { userId: STAFF_ORDER_USER_ID, orderId },
    ...(idChecked && { body: { idChecked: true } }),
  });
}

/** Shows the completed order at once from the answer; the page then refetches it. */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, a pickup fails at once and says so (the refund's reason, refund-order.ts).
    networkMode: 'always',
    mutationFn: completeOrder,
    // A read still in flight must not land after the answer and show the order as it was.
    onMutate: ({ orderId }: CompleteOrderInput) =>
      queryClient.cancelQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
    onSuccess: ({ order }) => storeChangedOrder(queryClient, order),
  });
}
