import type { QueueResponse } from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createStreamRegistry, streamEvents } from '../../lib/event-stream.js';
import { createLocationFollowers } from '../../lib/location-followers.js';
import type { OrderEventsHub } from '../orders/index.js';

/** A comment line this often keeps proxies from closing a quiet stream (it reads nothing). */
export const QUEUE_HEARTBEAT_MS = 15_000;
/** Queue streams one person may hold open on one API process: a tablet or two, a few tabs; not a thousand. */
export const MAX_QUEUE_STREAMS_PER_PERSON = 5;

/**
 * Server-sent event streams of a location's queue (decision 070): `event: queue` with the queue now, then again after
 * every committed change of one of the location's orders. The order events hub (the `order.*` domain events, read by
 * this process's event tail) tells this process which orders changed; one query per batch maps them to their
 * locations, whose streams read their queue again.
 */
export function createQueueStreams({
  hub,
  locationsOf,
  heartbeatMs = QUEUE_HEARTBEAT_MS,
  recheckMs,
  maxPerPerson = MAX_QUEUE_STREAMS_PER_PERSON,
}: {
  hub: Pick<OrderEventsHub, 'subscribeAll'>;
  locationsOf: (orderIds: string[]) => Promise<string[]>;
  heartbeatMs?: number;
  /** How often a stream reads without a change, to check its token and access (STREAM_RECHECK_MS). */
  recheckMs?: number;
  maxPerPerson?: number;
}) {
  const registry = createStreamRegistry({
    maxPerPerson,
    refusal: 'Too many queue pages are open. Close another one first.',
  });
  const followers = createLocationFollowers((wake, isFollowed) =>
    hub.subscribeAll((orderIds) => {
      if (!isFollowed()) return;
      if (orderIds === null) return wake('all');
      const ids = orderIds.filter((id) => id.length > 0);
      if (ids.length === 0) return;
      // On a failure, the streams' re-check reads every queue again within STREAM_RECHECK_MS.
      locationsOf(ids).then(wake, () => undefined);
    }),
  );

  return {
    /** Takes over the reply and streams until the client goes away; `readQueue` re-checks access each time. */
    async open({
      request,
      reply,
      vendorLocationId,
      personId,
      readQueue,
    }: {
      request: FastifyRequest;
      reply: FastifyReply;
      vendorLocationId: string;
      /** Whose stream it is: at most `maxPerPerson` open at once (one more ends their oldest, decision 075). */
      personId: string;
      readQueue: () => Promise<QueueResponse>;
    }): Promise<void> {
      await streamEvents({
        request,
        reply,
        registry,
        personId,
        event: 'queue',
        heartbeatMs,
        recheckMs,
        subscribe: (changed) => followers.follow(vendorLocationId.toUpperCase(), changed),
        // Sent when its orders changed, not for every new `asOf`.
        read: async () => {
          const queue = await readQueue();
          return { data: queue, key: JSON.stringify(queue.items) };
        },
      });
    },

    /** Ends every open stream and stops following the hub. */
    async closeAll() {
      registry.closeAll();
      await followers.stop();
    },

    get size() {
      return registry.size;
    },
  };
}
