import type { Order, OrderListResponse } from '@queueless/contracts';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { toOrderHistory } from '../order-display';

/** The order history covers the last 12 hours (the contracts' FULFILLED_ORDERS_WINDOW_HOURS). */
export const FULFILLED_ORDERS_WINDOW_MS = 12 * 60 * 60_000;

/**
 * A page of a location's orders paid, picked up or refunded since `after`, newest change first, IN_PROGRESS left
 * out. Every page asks for the same window, so a long list pages through one fixed set of orders.
 */
export function getFulfilledOrders(
  vendorLocationId: string,
  page: { after: string; nextToken: string | null },
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  return apiRequest<OrderListResponse>(apiPaths.fulfilledOrders(), {
    query: { vendorLocationId, datetimeCompletedAfter: page.after, nextToken: page.nextToken },
    signal,
  });
}

type PageParam = { after: string; nextToken: string | null };

export function fulfilledOrdersQueryOptions(vendorLocationId: string) {
  return infiniteQueryOptions({
    queryKey: ['vendor-locations', vendorLocationId, 'fulfilled-orders'],
    queryFn: async ({ signal, pageParam }) => {
      const page = pageParam ?? {
        after: new Date(Date.now() - FULFILLED_ORDERS_WINDOW_MS).toISOString(),
        nextToken: null,
      };
      return { ...(await getFulfilledOrders(vendorLocationId, page, signal)), after: page.after };
    },
    initialPageParam: null as PageParam | null,
    getNextPageParam: (lastPage, pages): PageParam | null => {
      const after = pages[0]?.after;
      return lastPage.nextToken && after ? { after, nextToken: lastPage.nextToken } : null;
    },
  });
}

const flatten = (data: InfiniteData<OrderListResponse>): Order[] =>
  toOrderHistory(data.pages.flatMap((page) => page.items));

export function useFulfilledOrders(vendorLocationId: string) {
  return useInfiniteQuery({ ...fulfilledOrdersQueryOptions(vendorLocationId), select: flatten });
}
