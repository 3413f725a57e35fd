import type { Order, OrderListResponse } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { toOrderHistory } from '../order-display';

/** The order history covers the last 12 hours (the contracts' FULFILLED_ORDERS_WINDOW_HOURS). */
export const FULFILLED_ORDERS_WINDOW_MS = 12 * 60 * 60_000;

/** A location's orders fulfilled in the last 12 hours, IN_PROGRESS left out, newest first. */
export async function getFulfilledOrders(vendorLocationId: string, signal?: AbortSignal): Promise<Order[]> {
  const datetimeCompletedAfter = new Date(Date.now() - FULFILLED_ORDERS_WINDOW_MS).toISOString();
  const { items } = await apiRequest<OrderListResponse>(apiPaths.fulfilledOrders(), {
    query: { vendorLocationId, datetimeCompletedAfter },
    signal,
  });
  return toOrderHistory(items);
}

export function fulfilledOrdersQueryOptions(vendorLocationId: string) {
  return queryOptions({
    queryKey: ['vendor-locations', vendorLocationId, 'fulfilled-orders'],
    queryFn: ({ signal }) => getFulfilledOrders(vendorLocationId, signal),
  });
}

export function useFulfilledOrders(vendorLocationId: string) {
  return useQuery(fulfilledOrdersQueryOptions(vendorLocationId));
}
