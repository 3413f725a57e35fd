import type { Order } from '@queueless/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { fulfilledOrdersQueryOptions } from './get-fulfilled-orders';
import { staffOrderQueryOptions } from './get-staff-order';

/**
 * An order staff just changed (picked up, refunded, its balance recorded): the order page shows the answer at once,
 * and the location's order history is read again when next shown. Within its 5 s it kept the order as it was, so
 * a refund made from the history came back to a card still reading 'IN PROGRESS'.
 */
export function storeChangedOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(staffOrderQueryOptions(order.orderId).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: fulfilledOrdersQueryOptions(order.vendorLocationId).queryKey });
}
