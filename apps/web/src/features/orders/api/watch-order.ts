import type { Order } from '@queueless/contracts';
import { streamOrderEvents as streamOrderEventsEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '#web/lib/api-client';
import { openEventStream } from '#web/lib/api-stream';
import { createEventStreamParser } from '#web/lib/event-stream';
import { orderQueryOptions } from './get-order';

/** Reconnecting waits 1 s, then twice as long each time, up to 30 s (plus a little jitter). */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/**
 * The server sends a heartbeat every 15 s. Silence for three of them means the connection died without closing
 * (common when a phone changes networks): it is dropped and opened again.
 */
const SILENCE_LIMIT_MS = 45_000;

export function reconnectDelay(attempt: number, serverHintMs: number | null, random = Math.random): number {
  const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  const base = Math.max(backoff, serverHintMs ?? 0);
  return Math.min(MAX_RETRY_MS, Math.round(base * (1 + random() * 0.2)));
}

/**
 * Follows an order live through its server-sent events (read with fetch: the stream needs the bearer header).
 * Every `order` event replaces the cached order, so the page changes the moment staff complete it. When the stream
 * drops, the order is fetched again at once (nothing is missed) and the stream reopens with backoff.
 */
export function useOrderEvents(userId: string | undefined, orderId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || !userId || !orderId) return;
    const controller = new AbortController();
    const { queryKey } = orderQueryOptions(userId, orderId);
    let attempt = 0;
    let serverHintMs: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const read = async (): Promise<'again' | 'stop'> => {
      // One connection: ends with the page (the outer signal) or when it goes silent.
      const connection = new AbortController();
      const endWithPage = () => connection.abort();
      controller.signal.addEventListener('abort', endWithPage, { once: true });
      let silence = setTimeout(() => connection.abort(), SILENCE_LIMIT_MS);
      const heard = () => {
        clearTimeout(silence);
        silence = setTimeout(() => connection.abort(), SILENCE_LIMIT_MS);
      };
      try {
        const response = await openEventStream(endpointPath(streamOrderEventsEndpoint, { userId, orderId }), {
          signal: connection.signal,
        });
        const reader = response.body?.getReader();
        if (!reader) return 'again';
        attempt = 0;
        const decoder = new TextDecoder();
        const parser = createEventStreamParser({
          onEvent: (event) => {
            if (event.event !== 'order') return;
            try {
              queryClient.setQueryData<Order>(queryKey, JSON.parse(event.data) as Order);
            } catch {
              // A garbled event: the refetch after the stream ends puts things right.
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
        // Not the caller's order, or no such order: the page's own query shows that; following it is pointless.
        if (isApiError(error) && (error.status === 403 || error.status === 404)) return 'stop';
        return 'again';
      } finally {
        clearTimeout(silence);
        controller.signal.removeEventListener('abort', endWithPage);
        connection.abort();
      }
    };

    const follow = async () => {
      const next = await read();
      if (controller.signal.aborted || next === 'stop') return;
      void queryClient.invalidateQueries({ queryKey });
      attempt += 1;
      timer = setTimeout(() => void follow(), reconnectDelay(attempt, serverHintMs));
    };
    void follow();

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, userId, orderId, queryClient]);
}
