import type { Order, OrderListResponse } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** The customer's placed orders, newest first (the server leaves unpaid carts out). */
export async function getMyOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  const { items } = await apiRequest<OrderListResponse>(apiPaths.userOrders(userId), { signal });
  return [...items].sort((a, b) => Date.parse(b.datetimeCreated) - Date.parse(a.datetimeCreated));
}

export function myOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'orders'],
    queryFn: ({ signal }) => getMyOrders(userId, signal),
  });
}

export function useMyOrders(userId: string | undefined) {
  return useQuery({ ...myOrdersQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
