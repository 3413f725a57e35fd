import type { Order, OrderListResponse } from '@queueless/contracts';
import { listOrders as listOrdersEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '#web/lib/api-client';
import { useMorePages } from '#web/lib/use-more-pages';

/** A page of the customer's placed orders, newest first (the server leaves unpaid carts out). */
export function getMyOrders(
  userId: string,
  nextToken: string | null,
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  return callEndpoint(listOrdersEndpoint, { params: { userId }, query: { nextToken }, signal });
}

/** The first page; later pages are loaded on request (useMyOrders). */
export function myOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'orders'],
    queryFn: ({ signal }) => getMyOrders(userId, null, signal),
  });
}

/** The orders loaded so far as one list; `fetchNextPage` loads more while `hasNextPage`. */
export function useMyOrders(userId: string | undefined) {
  const first = useQuery({ ...myOrdersQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  const fetchPage = useCallback((nextToken: string) => getMyOrders(userId ?? '', nextToken), [userId]);
  const more = useMorePages(first.data?.nextToken, first.dataUpdatedAt, fetchPage);
  const data: Order[] | undefined = first.data ? [...first.data.items, ...more.items] : undefined;
  return { ...first, ...more, data };
}
