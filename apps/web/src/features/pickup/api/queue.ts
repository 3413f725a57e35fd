import {
  getLocationQueue as getLocationQueueEndpoint,
  type MarkReadyResponse,
  markOrderReady as markOrderReadyEndpoint,
  type QueueResponse,
  streamLocationQueue as streamLocationQueueEndpoint,
} from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '#web/lib/api-client';
import { followEventStream, type StreamLink } from '#web/lib/follow-event-stream';

export const queueQueryOptions = (vendorLocationId: string) =>
  queryOptions({
    queryKey: ['location-queue', vendorLocationId],
    queryFn: () => callEndpoint(getLocationQueueEndpoint, { params: { vendorLocationId } }),
  });

/** The location's queue: paid orders not yet picked up, oldest first. */
export function useLocationQueue(vendorLocationId: string) {
  return useQuery(queueQueryOptions(vendorLocationId));
}

export type QueueLink = StreamLink;

/**
 * Follows the queue live through its server-sent events: every `queue` event replaces the cached queue. When the link
 * drops the queue is read again at once (nothing is missed) and the stream reopens with backoff. Answers the link's
 * state, for the page to show.
 */
export function useQueueEvents(vendorLocationId: string): QueueLink {
  const queryClient = useQueryClient();
  const [link, setLink] = useState<QueueLink>('connecting');
  useEffect(() => {
    const controller = new AbortController();
    const { queryKey } = queueQueryOptions(vendorLocationId);
    followEventStream({
      path: endpointPath(streamLocationQueueEndpoint, { vendorLocationId }),
      event: 'queue',
      onData: (queue) => queryClient.setQueryData<QueueResponse>(queryKey, queue as QueueResponse),
      onDrop: () => void queryClient.invalidateQueries({ queryKey }),
      onLink: setLink,
      stopStatuses: [401, 403, 404],
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [vendorLocationId, queryClient]);
  return link;
}

/** Marks an order ready (once, whoever taps first); the queue shows the answer at once. */
export function useMarkReady(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (orderId: string) =>
      callEndpoint(markOrderReadyEndpoint, { params: { vendorLocationId, orderId } }) as Promise<MarkReadyResponse>,
    onSuccess: ({ order }) => {
      queryClient.setQueryData<QueueResponse>(queueQueryOptions(vendorLocationId).queryKey, (queue) =>
        queue
          ? {
              ...queue,
              items: queue.items.map((item) =>
                item.orderId === order.orderId ? { ...item, readyAt: order.readyAt } : item,
              ),
            }
          : queue,
      );
    },
  });
}
