import type { Order, OrderListResponse } from '@queueless/contracts';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** A page of the customer's placed orders, newest first (the server leaves unpaid carts out). */
export function getMyOrders(
  userId: string,
  nextToken: string | null,
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  return apiRequest<OrderListResponse>(apiPaths.userOrders(userId), { query: { nextToken }, signal });
}

export function myOrdersQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: ['users', userId, 'orders'],
    queryFn: ({ signal, pageParam }) => getMyOrders(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken,
  });
}

const flatten = (data: InfiniteData<OrderListResponse>): Order[] => data.pages.flatMap((page) => page.items);

/** The pages loaded so far as one list; `fetchNextPage` loads more while `hasNextPage`. */
export function useMyOrders(userId: string | undefined) {
  return useInfiniteQuery({ ...myOrdersQueryOptions(userId ?? ''), enabled: Boolean(userId), select: flatten });
}
