import type { QueueResponse } from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { OrderEventsHub } from '../orders/index.js';

/** A comment line this often keeps proxies from closing a quiet stream; each also reads the queue again. */
export const QUEUE_HEARTBEAT_MS = 15_000;
/** Queue streams one person may hold open on one API process: a tablet or two, a few tabs; not a thousand. */
export const MAX_QUEUE_STREAMS_PER_PERSON = 5;

type Follower = () => void;

/**
 * Server-sent event streams of a location's queue (decision 070): `event: queue` with the queue now, then again after
 * every committed change of one of the location's orders. The order events hub (LISTEN/NOTIFY, every API process)
 * tells this process which orders changed; one query per batch maps them to their locations, whose streams read their
 * queue again. After a lost LISTEN link every stream reads its queue again.
 */
export function createQueueStreams({
  hub,
  locationsOf,
  heartbeatMs = QUEUE_HEARTBEAT_MS,
  maxPerPerson = MAX_QUEUE_STREAMS_PER_PERSON,
}: {
  hub: Pick<OrderEventsHub, 'subscribeAll'>;
  locationsOf: (orderIds: string[]) => Promise<string[]>;
  heartbeatMs?: number;
  maxPerPerson?: number;
}) {
  const openBy = new Map<string, number>();
  const followers = new Map<string, Set<Follower>>();
  const open = new Set<() => void>();
  let stopListening: Promise<() => void> | null = null;

  function wake(vendorLocationId: string) {
    for (const follower of followers.get(vendorLocationId) ?? []) follower();
  }

  function onChanges(orderIds: string[] | null) {
    if (followers.size === 0) return;
    if (orderIds === null) {
      for (const vendorLocationId of followers.keys()) wake(vendorLocationId);
      return;
    }
    const ids = orderIds.filter((id) => id.length > 0);
    if (ids.length === 0) return;
    locationsOf(ids).then(
      (locations) => {
        for (const vendorLocationId of locations) wake(vendorLocationId);
      },
      // The heartbeat reads every queue again soon.
      () => undefined,
    );
  }

  async function follow(vendorLocationId: string, follower: Follower): Promise<() => void> {
    stopListening ??= hub.subscribeAll(onChanges);
    stopListening.catch(() => {
      stopListening = null;
    });
    await stopListening;
    let set = followers.get(vendorLocationId);
    if (!set) {
      set = new Set();
      followers.set(vendorLocationId, set);
    }
    set.add(follower);
    return () => {
      set.delete(follower);
      if (set.size === 0 && followers.get(vendorLocationId) === set) followers.delete(vendorLocationId);
    };
  }

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
      /** Whose stream it is: at most `maxPerPerson` open at once (429 beyond, before the stream opens). */
      personId: string;
      readQueue: () => Promise<QueueResponse>;
    }): Promise<void> {
      const held = openBy.get(personId) ?? 0;
      if (held >= maxPerPerson) {
        throw new AppError('RATE_LIMITED', 'Too many queue pages are open. Close another one first.');
      }
      openBy.set(personId, held + 1);
      const release = () => {
        const left = (openBy.get(personId) ?? 1) - 1;
        if (left > 0) openBy.set(personId, left);
        else openBy.delete(personId);
      };
      const raw = reply.raw;
      let closed = false;
      let lastItems = '';
      let running: Promise<void> = Promise.resolve();
      let isQueued = false;
      const write = (text: string) => {
        if (!closed) raw.write(text);
      };

      // Changes arriving while the queue is read are read together, once after it.
      const push = () => {
        if (isQueued) return;
        isQueued = true;
        running = running.then(async () => {
          isQueued = false;
          if (closed) return;
          try {
            const queue = await readQueue();
            const items = JSON.stringify(queue.items);
            if (items === lastItems) return;
            lastItems = items;
            write(`event: queue\ndata: ${JSON.stringify(queue)}\n\n`);
          } catch (error) {
            const body =
              error instanceof AppError
                ? { code: error.code, message: error.message }
                : { code: 'INTERNAL', message: 'Something went wrong on our side.' };
            if (!(error instanceof AppError)) request.log.error({ err: error }, 'queue stream failed');
            write(`event: error\ndata: ${JSON.stringify(body)}\n\n`);
            end();
          }
        });
      };

      let unfollow: () => void;
      try {
        unfollow = await follow(vendorLocationId.toUpperCase(), push);
      } catch (error) {
        release();
        throw error;
      }
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        push();
      }, heartbeatMs);
      function end() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unfollow();
        open.delete(end);
        release();
        raw.end();
      }
      open.add(end);

      reply.hijack();
      raw.on('close', end);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      write('retry: 3000\n\n');
      push();
    },

    /** Ends every open stream and stops following the hub. */
    async closeAll() {
      for (const end of [...open]) end();
      const stop = stopListening;
      stopListening = null;
      if (stop) (await stop.catch(() => null))?.();
    },

    get size() {
      return open.size;
    },
  };
}
