import type { AnalyticsOrder, AnalyticsOrdersResponse } from '@queueless/contracts';
import { ANALYTICS_ORDERS_PAGE_MAX } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** One page of the vendor's paid orders in [after, before), oldest first. */
export function getAnalyticsOrders(
  vendorId: string,
  query: { datetimePaidAfter: string; datetimePaidBefore: string; nextToken?: string | null },
  signal?: AbortSignal,
): Promise<AnalyticsOrdersResponse> {
  return apiRequest<AnalyticsOrdersResponse>(areaApiPaths.analyticsOrders(vendorId), {
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
