import { createPartialRefund as createPartialRefundEndpoint, type PartialRefundBody } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOrderQueryOptions } from '#web/features/orders/api/get-staff-order';
import { storeChangedOrder } from '#web/features/orders/api/store-changed-order';
import { callEndpoint } from '#web/lib/api-client';
import { orderRefundsQueryOptions } from './get-order-refunds';

type Where = { vendorLocationId: string; orderId: string };

/** Refunds some units of some lines (decision 073); the order and its refunds are read again from the answer. */
export function useRefundLines(where: Where) {
  const queryClient = useQueryClient();
  return useMutation({
    // As the refund in full: sent even offline, so it fails at once and says so rather than going through unseen.
    networkMode: 'always',
    mutationFn: (body: PartialRefundBody) => callEndpoint(createPartialRefundEndpoint, { params: where, body }),
    onMutate: () => queryClient.cancelQueries({ queryKey: staffOrderQueryOptions(where.orderId).queryKey }),
    onSuccess: ({ order }) => storeChangedOrder(queryClient, order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderRefundsQueryOptions(where).queryKey }),
  });
}
