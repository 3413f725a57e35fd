import type { Order } from '@queueless/contracts';
import { refundOrder as refundOrderEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_ORDER_USER_ID, staffOrderQueryOptions } from '#web/features/orders/api/get-staff-order';
import { storeChangedOrder } from '#web/features/orders/api/store-changed-order';
import { callEndpoint } from '#web/lib/api-client';
import { orderRefundsQueryOptions } from './get-order-refunds';

/** What the staff refund sends (the contracts' REFUND_REASON_NONE_PROVIDED; kept here so zod stays out of the page). */
export const STAFF_REFUND_REASON = 'NONE_PROVIDED';

/** A full refund of a paid or completed order; the staff refund gives no reason (NONE_PROVIDED). */
export async function refundOrder(orderId: string): Promise<Order> {
  const { order } = await callEndpoint(refundOrderEndpoint, {
    params: { userId: STAFF_ORDER_USER_ID, orderId },
    body: { refundReason: STAFF_REFUND_REASON },
  });
  return order;
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even when the browser says it is offline, so it fails at once and says so: a paused refund kept its dialog
    // spinning with Cancel off, then went through unseen when the network came back, after the counter had moved on.
    networkMode: 'always',
    mutationFn: refundOrder,
    // A read still in flight must not land after the answer and show the order as it was.
    onMutate: (orderId: string) => queryClient.cancelQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
    onSuccess: (order) => {
      storeChangedOrder(queryClient, order);
      void queryClient.invalidateQueries({
        queryKey: orderRefundsQueryOptions({ vendorLocationId: order.vendorLocationId, orderId: order.orderId })
          .queryKey,
      });
    },
  });
}
