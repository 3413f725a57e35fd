import type { AnalyticsOrder, AnalyticsOrdersResponse } from '@queueless/contracts';
import { ANALYTICS_ORDERS_PAGE_MAX, listAnalyticsOrders as listAnalyticsOrdersEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** One page of the vendor's paid orders in [after, before), oldest first. */
export function getAnalyticsOrders(
  vendorId: string,
  query: { datetimePaidAfter: string; datetimePaidBefore: string; nextToken?: string | null },
  signal?: AbortSignal,
): Promise<AnalyticsOrdersResponse> {
  return callEndpoint(listAnalyticsOrdersEndpoint, {
    params: { vendorId },
    query: { ...query, limit: ANALYTICS_ORDERS_PAGE_MAX },
    signal,
  });
}

/** Every page of the window, for the CSV export (a week of a busy bar is a few dozen pages). */
export async function getAllAnalyticsOrders(
  vendorId: string,
  window: { datetimePaidAfter: string; datetimePaidBefore: string },
  signal?: AbortSignal,
): Promise<AnalyticsOrder[]> {
  const orders: AnalyticsOrder[] = [];
  let nextToken: string | null = null;
  do {
    const page: AnalyticsOrdersResponse = await getAnalyticsOrders(vendorId, { ...window, nextToken }, signal);
    orders.push(...page.orders);
    nextToken = page.nextToken;
  } while (nextToken);
  return orders;
}
