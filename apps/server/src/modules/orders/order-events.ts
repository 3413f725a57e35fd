import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor, Unlisten } from '../../db/client.js';

/** The PostgreSQL channel every order change is announced on; the payload is the order id. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** Sends the notification now (inside a transaction: on its commit, never for a rollback). */
export async function publishOrderChanged(executor: Executor, orderId: string): Promise<void> {
  await executor.execute(sql`select ${orderChangedNotice(orderId)}`);
}

function orderChangedNotice(orderId: string | SQLWrapper): SQL {
  return sql`pg_notify(${ORDER_EVENTS_CHANNEL}, ${orderId})`;
}

/**
 * Tells the order's live streams, in every API process, that it changed. Call it once the change
 * has committed, not inside its transaction: PostgreSQL serialises the commits of all transactions
 * that NOTIFY, each holding a global lock through its WAL flush, which capped the whole cluster's
 * order changes near 2,000/s on a 2-core box (decision 009). A notification alone commits in
 * microseconds. Should it fail, the change stands and the streams see it at their next heartbeat.
 */
export async function announceOrderChanged(db: Executor, log: FastifyBaseLogger, orderId: string): Promise<void> {
  try {
    await publishOrderChanged(db, orderId);
  } catch (error) {
    log.error({ err: error, orderId }, 'could not announce an order change');
  }
}

export type OrderEventsHub = ReturnType<typeof createOrderEventsHub>;
type Subscriber = () => void;

/**
 * One LISTEN per process, fanned out to the subscribers of each order id (the order status
 * streams). It starts listening on the first subscription.
 */
export function createOrderEventsHub(database: Pick<Database, 'listen'>) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let listening: Promise<Unlisten> | null = null;

  function deliver(orderId: string) {
    for (const subscriber of subscribers.get(orderId) ?? []) {
      try {
        subscriber();
      } catch {
        // One broken stream must not stop the others.
      }
    }
  }

  function startListening(): Promise<Unlisten> {
    if (!listening) {
      listening = database.listen(ORDER_EVENTS_CHANNEL, deliver);
      listening.catch(() => {
        listening = null;
      });
    }
    return listening;
  }

  return {
    /** Calls `onChange` after every committed change of the order until the returned function is called. */
    async subscribe(orderId: string, onChange: Subscriber): Promise<() => void> {
      await startListening();
      let set = subscribers.get(orderId);
      if (!set) {
        set = new Set();
        subscribers.set(orderId, set);
      }
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0 && subscribers.get(orderId) === set) subscribers.delete(orderId);
      };
    },

    /** How many streams follow an order (all orders without an id); for tests and metrics. */
    subscriberCount(orderId?: string): number {
      if (orderId) return subscribers.get(orderId)?.size ?? 0;
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },

    async close(): Promise<void> {
      subscribers.clear();
      const current = listening;
      listening = null;
      if (current) await (await current.catch(() => null))?.();
    },
  };
}
