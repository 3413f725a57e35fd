import type { Order } from '@queueless/contracts';
import { getOrder as getOrderEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/**
 * The user id staff put in order paths: the server authorises staff calls by the caller's role at the order's
 * vendor, not by this segment (README decisions).
 */
export const STAFF_ORDER_USER_ID = 'staff';

export async function getStaffOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await callEndpoint(getOrderEndpoint, { params: { userId: STAFF_ORDER_USER_ID, orderId }, signal });
  return order;
}

export function staffOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['staff-orders', orderId],
    // A scan made offline ends on the page's error (with Try again) after its retries, not on a spinner for good.
    networkMode: 'always',
    queryFn: ({ signal }) => getStaffOrder(orderId, signal),
  });
}

export function useStaffOrder(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffOrderQueryOptions(orderId), enabled });
}
