import type { Order } from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createStreamRegistry, streamEvents } from '../../lib/event-stream.js';
import type { OrderEventsHub } from './order-events.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** Streams one person may hold open on one API process: a phone or two, a few tabs; not a thousand. */
export const MAX_STREAMS_PER_PERSON = 5;

export type OrderStreams = ReturnType<typeof createOrderStreams>;

/**
 * Server-sent event streams of one order each: `event: order` with the order now, then again after
 * every committed change (its domain events, through the order events hub) and at each re-check, and a heartbeat
 * comment.
 */
export function createOrderStreams({
  hub,
  heartbeatMs = HEARTBEAT_MS,
  recheckMs,
  maxPerPerson = MAX_STREAMS_PER_PERSON,
}: {
  hub: OrderEventsHub;
  heartbeatMs?: number;
  /** How often a stream reads without a change, to check its token and access (STREAM_RECHECK_MS). */
  recheckMs?: number;
  maxPerPerson?: number;
}) {
  const registry = createStreamRegistry({
    maxPerPerson,
    refusal: 'Too many order updates are open. Close another page of your orders first.',
  });

  return {
    /**
     * Takes over the reply and streams until the client goes away. `readOrder` is called for every
     * event and re-checks access, so a caller who loses access gets an error event and the end.
     */
    async open({
      request,
      reply,
      orderId,
      personId,
      readOrder,
    }: {
      request: FastifyRequest;
      reply: FastifyReply;
      orderId: string;
      /** Whose stream it is: at most `maxPerPerson` open at once (one more ends their oldest, decision 075). */
      personId: string;
      readOrder: () => Promise<Order>;
    }): Promise<void> {
      await streamEvents({
        request,
        reply,
        registry,
        personId,
        event: 'order',
        heartbeatMs,
        recheckMs,
        subscribe: (changed) => hub.subscribe(orderId, changed),
        read: async () => {
          const order = await readOrder();
          return { data: order, key: JSON.stringify(order) };
        },
      });
    },

    /** Ends every open stream (before the server closes, which would otherwise wait for them). */
    closeAll() {
      registry.closeAll();
    },

    get size() {
      return registry.size;
    },
  };
}
