import {
  type Order,
  setOrderNotifications as setOrderNotificationsEndpoint,
  textOrderReceipt as textOrderReceiptEndpoint,
} from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { orderQueryOptions } from './get-order';

/** Texts the order's receipt (a link to this page) to its customer; a few times per order at most (decision 071). */
export function useTextReceipt(userId: string, orderId: string) {
  return useMutation({
    mutationFn: () => callEndpoint(textOrderReceiptEndpoint, { params: { userId, orderId } }),
  });
}

/** Turns texts about the order ("your order is ready") on or off. */
export function useOrderTexts(userId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: boolean) =>
      callEndpoint(setOrderNotificationsEndpoint, { params: { userId, orderId }, body: { texts } }),
    onSuccess: ({ order }: { order: Order }) => {
      queryClient.setQueryData(orderQueryOptions(userId, order.orderId).queryKey, order);
    },
  });
}
