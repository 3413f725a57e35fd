import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/client.js';

/** The PostgreSQL channel order changes are announced on; the payload is order ids joined by commas. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** Order ids in one notification: 24 characters and a comma each, well under NOTIFY's 8,000 bytes. */
const IDS_PER_NOTICE = 300;

/** How long changes are gathered into one notification. */
export const ANNOUNCE_WINDOW_MS = 5;

export type OrderEventsHub = ReturnType<typeof createOrderEventsHub>;
type Subscriber = () => void;

/**
 * The order changes of every API process, through PostgreSQL LISTEN/NOTIFY on ORDER_EVENTS_CHANNEL.
 *
 * Announcing: `announce` is called once a change has committed, never inside its transaction, since
 * PostgreSQL serialises the commits of all transactions that NOTIFY, each holding a global lock through
 * its WAL flush (decision 009). The ids announced within ANNOUNCE_WINDOW_MS go out together, as one
 * notification whose payload is the ids joined by commas: one statement instead of one per change, and
 * one message instead of many for every listening process. Should it fail, the changes stand and the
 * streams see them at their next heartbeat.
 *
 * Listening: one LISTEN per process, fanned out to the subscribers of each order id (the order
 * status streams), started on the first subscription.
 */
export function createOrderEventsHub(
  database: Pick<Database, 'listen' | 'db'>,
  { log, windowMs = ANNOUNCE_WINDOW_MS }: { log: FastifyBaseLogger; windowMs?: number },
) {
  const subscribers = new Map<string, Set<Subscriber>>();
  /** Followers of every change (a location's queue): called with the ids announced together, or null after a lost link. */
  const everyChange = new Set<(orderIds: string[] | null) => void>();
  let listening: Promise<Unlisten> | null = null;
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();

  function deliverToAll(orderIds: string[] | null) {
    for (const follower of everyChange) {
      try {
        follower(orderIds);
      } catch {
        // One broken follower must not stop the others.
      }
    }
  }

  function deliver(payload: string) {
    deliverToAll(payload.split(','));
    for (const orderId of payload.split(',')) {
      for (const subscriber of subscribers.get(orderId) ?? []) {
        try {
          subscriber();
        } catch {
          // One broken stream must not stop the others.
        }
      }
    }
  }

  async function send(): Promise<void> {
    timer = null;
    const orderIds = [...pending];
    pending.clear();
    for (let start = 0; start < orderIds.length; start += IDS_PER_NOTICE) {
      const payload = orderIds.slice(start, start + IDS_PER_NOTICE).join(',');
      try {
        await database.db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${payload})`);
      } catch (error) {
        log.error({ err: error, orderIds: payload }, 'could not announce order changes');
      }
    }
  }

  function startListening(): Promise<Unlisten> {
    if (!listening) {
      // Changes announced while the LISTEN connection was lost never arrive: once it listens again,
      // every open stream reads its order afresh.
      listening = database.listen(ORDER_EVENTS_CHANNEL, deliver, {
        onResume: () => {
          deliver([...subscribers.keys()].join(','));
          deliverToAll(null);
        },
      });
      listening.catch(() => {
        listening = null;
      });
    }
    return listening;
  }

  return {
    /** Tells every process's streams of this order, within ANNOUNCE_WINDOW_MS, that it changed. */
    announce(orderId: string): void {
      pending.add(orderId);
      timer ??= setTimeout(() => {
        sending = sending.then(send);
      }, windowMs);
    },

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

    /**
     * Calls `onChanges` with the ids of every batch of committed order changes, whichever the order, and with null
     * when the link was lost and is back (anything may have changed), until the returned function is called.
     */
    async subscribeAll(onChanges: (orderIds: string[] | null) => void): Promise<() => void> {
      await startListening();
      everyChange.add(onChanges);
      return () => {
        everyChange.delete(onChanges);
      };
    },

    /** How many streams follow an order (all orders without an id); for tests and metrics. */
    subscriberCount(orderId?: string): number {
      if (orderId) return subscribers.get(orderId)?.size ?? 0;
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },

    /** Sends what is still gathered, then stops listening. */
    async close(): Promise<void> {
      if (timer) {
        clearTimeout(timer);
        sending = sending.then(send);
      }
      await sending;
      subscribers.clear();
      everyChange.clear();
      const current = listening;
      listening = null;
      if (current) await (await current.catch(() => null))?.();
    },
  };
}
