import type { Order, OrderListResponse } from '@queueless/contracts';
import { listFulfilledOrders as listFulfilledOrdersEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toOrderHistory } from '#web/features/orders/order-display';
import { callEndpoint } from '#web/lib/api-client';
import { useMorePages } from '#web/lib/use-more-pages';

/** The order history covers the last 12 hours (the contracts' FULFILLED_ORDERS_WINDOW_HOURS). */
export const FULFILLED_ORDERS_WINDOW_MS = 12 * 60 * 60_000;

type FulfilledPage = OrderListResponse & { after: string };

/**
 * A page of a location's orders paid, picked up or refunded since `after`, newest change first, IN_PROGRESS left
 * out. Later pages ask for the first page's window, so a long list pages through one fixed set of orders.
 */
export async function getFulfilledOrders(
  vendorLocationId: string,
  page: { after?: string; nextToken?: string | null } = {},
  signal?: AbortSignal,
): Promise<FulfilledPage> {
  const after = page.after ?? new Date(Date.now() - FULFILLED_ORDERS_WINDOW_MS).toISOString();
  const response = await callEndpoint(listFulfilledOrdersEndpoint, {
    query: { vendorLocationId, datetimeCompletedAfter: after, nextToken: page.nextToken },
    signal,
  });
  return { ...response, after };
}

export function fulfilledOrdersQueryOptions(vendorLocationId: string) {
  return queryOptions({
    queryKey: ['vendor-locations', vendorLocationId, 'fulfilled-orders'],
    queryFn: ({ signal }) => getFulfilledOrders(vendorLocationId, {}, signal),
  });
}

export function useFulfilledOrders(vendorLocationId: string) {
  const first = useQuery(fulfilledOrdersQueryOptions(vendorLocationId));
  const after = first.data?.after;
  const fetchPage = useCallback(
    (nextToken: string) => getFulfilledOrders(vendorLocationId, { after, nextToken }),
    [vendorLocationId, after],
  );
  const more = useMorePages(first.data?.nextToken, first.dataUpdatedAt, fetchPage);
  const data: Order[] | undefined = first.data ? toOrderHistory([...first.data.items, ...more.items]) : undefined;
  return { ...first, ...more, data };
}
