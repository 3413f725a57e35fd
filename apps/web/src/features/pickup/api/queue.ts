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
import { reconnectDelay } from '#web/features/orders/api/watch-order';
import { callEndpoint, isApiError } from '#web/lib/api-client';
import { openEventStream } from '#web/lib/api-stream';
import { createEventStreamParser } from '#web/lib/event-stream';

/** Silence for three of the server's 15 s heartbeats means the link died without closing: it is opened again. */
const SILENCE_LIMIT_MS = 45_000;

export const queueQueryOptions = (vendorLocationId: string) =>
  queryOptions({
    queryKey: ['location-queue', vendorLocationId],
    queryFn: () => callEndpoint(getLocationQueueEndpoint, { params: { vendorLocationId } }),
  });

/** The location's queue: paid orders not yet picked up, oldest first. */
export function useLocationQueue(vendorLocationId: string) {
  return useQuery(queueQueryOptions(vendorLocationId));
}

export type QueueLink = 'connecting' | 'live' | 'reconnecting' | 'stopped';

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
    let attempt = 0;
    let serverHintMs: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const read = async (): Promise<'again' | 'stop'> => {
      const connection = new AbortController();
      const endWithPage = () => connection.abort();
      controller.signal.addEventListener('abort', endWithPage, { once: true });
      let silence = setTimeout(() => connection.abort(), SILENCE_LIMIT_MS);
      const heard = () => {
        clearTimeout(silence);
        silence = setTimeout(() => connection.abort(), SILENCE_LIMIT_MS);
      };
      try {
        const response = await openEventStream(endpointPath(streamLocationQueueEndpoint, { vendorLocationId }), {
          signal: connection.signal,
        });
        const reader = response.body?.getReader();
        if (!reader) return 'again';
        attempt = 0;
        setLink('live');
        const decoder = new TextDecoder();
        const parser = createEventStreamParser({
          onEvent: (event) => {
            if (event.event !== 'queue') return;
            try {
              queryClient.setQueryData<QueueResponse>(queryKey, JSON.parse(event.data) as QueueResponse);
            } catch {
              // A garbled event: the read after the stream ends puts things right.
            }
          },
          onRetry: (ms) => {
            serverHintMs = ms;
          },
        });
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          heard();
          parser.push(decoder.decode(value, { stream: true }));
        }
        return 'again';
      } catch (error) {
        if (isApiError(error) && [401, 403, 404].includes(error.status)) return 'stop';
        return 'again';
      } finally {
        clearTimeout(silence);
        controller.signal.removeEventListener('abort', endWithPage);
        connection.abort();
      }
    };

    const follow = async () => {
      const next = await read();
      if (controller.signal.aborted) return;
      if (next === 'stop') {
        setLink('stopped');
        return;
      }
      setLink('reconnecting');
      void queryClient.invalidateQueries({ queryKey });
      attempt += 1;
      timer = setTimeout(() => void follow(), reconnectDelay(attempt, serverHintMs));
    };
    void follow();

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
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
