import type { Order } from '@queueless/contracts';
import { streamOrderEvents as streamOrderEventsEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '#web/lib/follow-event-stream';
import { orderQueryOptions } from './get-order';

/**
 * Follows an order live through its server-sent events. Every `order` event replaces the cached order, so the page
 * changes the moment staff complete it. When the stream drops, the order is fetched again at once (nothing is missed)
 * and the stream reopens with backoff.
 */
export function useOrderEvents(userId: string | undefined, orderId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || !userId || !orderId) return;
    const controller = new AbortController();
    const { queryKey } = orderQueryOptions(userId, orderId);
    followEventStream({
      path: endpointPath(streamOrderEventsEndpoint, { userId, orderId }),
      event: 'order',
      onData: (order) => queryClient.setQueryData<Order>(queryKey, order as Order),
      onDrop: () => void queryClient.invalidateQueries({ queryKey }),
      // Not the caller's order, or no such order: the page's own query shows that; following it is pointless.
      stopStatuses: [403, 404],
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [enabled, userId, orderId, queryClient]);
}
