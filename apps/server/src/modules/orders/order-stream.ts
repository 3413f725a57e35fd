import type { Order } from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { OrderEventsHub } from './order-events.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** Streams one person may hold open on one API process: a phone or two, a few tabs; not a thousand. */
export const MAX_STREAMS_PER_PERSON = 5;

export type OrderStreams = ReturnType<typeof createOrderStreams>;

/**
 * Server-sent event streams of one order each: `event: order` with the order now, then again after
 * every committed change (announced through the events hub), and a heartbeat comment.
 */
export function createOrderStreams({
  hub,
  heartbeatMs = HEARTBEAT_MS,
  maxPerPerson = MAX_STREAMS_PER_PERSON,
}: {
  hub: OrderEventsHub;
  heartbeatMs?: number;
  maxPerPerson?: number;
}) {
  const open = new Set<() => void>();
  const openBy = new Map<string, number>();

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
      /** Whose stream it is: at most `maxPerPerson` open at once (429 beyond, before the stream opens). */
      personId: string;
      readOrder: () => Promise<Order>;
    }): Promise<void> {
      const held = openBy.get(personId) ?? 0;
      if (held >= maxPerPerson) {
        throw new AppError('RATE_LIMITED', 'Too many order updates are open. Close another page of your orders first.');
      }
      openBy.set(personId, held + 1);
      const raw = reply.raw;
      let closed = false;
      let lastSent = '';
      let queue = Promise.resolve();
      const write = (text: string) => {
        if (!closed) raw.write(text);
      };

      const push = () => {
        queue = queue.then(async () => {
          if (closed) return;
          try {
            const json = JSON.stringify(await readOrder());
            if (json === lastSent) return;
            lastSent = json;
            write(`event: order\ndata: ${json}\n\n`);
          } catch (error) {
            const body =
              error instanceof AppError
                ? { code: error.code, message: error.message }
                : { code: 'INTERNAL', message: 'Something went wrong on our side.' };
            if (!(error instanceof AppError)) request.log.error({ err: error }, 'order stream failed');
            write(`event: error\ndata: ${JSON.stringify(body)}\n\n`);
            end();
          }
        });
      };

      const release = () => {
        const left = (openBy.get(personId) ?? 1) - 1;
        if (left > 0) openBy.set(personId, left);
        else openBy.delete(personId);
      };
      let unsubscribe: Awaited<ReturnType<OrderEventsHub['subscribe']>>;
      try {
        unsubscribe = await hub.subscribe(orderId, push);
      } catch (error) {
        release();
        throw error;
      }
      // Each heartbeat also reads the order again: a change whose announcement was lost (its process
      // died between commit and NOTIFY, say) still reaches the page within one heartbeat.
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        push();
      }, heartbeatMs);
      function end() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
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

    /** Ends every open stream (before the server closes, which would otherwise wait for them). */
    closeAll() {
      for (const end of [...open]) end();
    },

    get size() {
      return open.size;
    },
  };
}
