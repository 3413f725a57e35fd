import type { Order } from '@queueless/contracts';
import { getOrder as getOrderEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** One of the signed-in customer's orders. */
export async function getOrder(userId: string, orderId: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await callEndpoint(getOrderEndpoint, { params: { userId, orderId }, signal });
  return order;
}

export function orderQueryOptions(userId: string, orderId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'orders', orderId],
    queryFn: ({ signal }) => getOrder(userId, orderId, signal),
  });
}

/** The order, once the user is known (pass undefined to wait). */
export function useOrder(userId: string | undefined, orderId: string) {
  return useQuery({ ...orderQueryOptions(userId ?? '', orderId), enabled: Boolean(userId && orderId) });
}
