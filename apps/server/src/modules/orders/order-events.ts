import type { EventTail } from '../domain-events/index.js';

export type OrderEventsHub = ReturnType<typeof createOrderEventsHub>;
type Subscriber = () => void;

/**
 * The order changes of every API process, for the live streams: the `order.*` domain events (decision 078) as this
 * process's event tail reads them, fanned out to the subscribers of each order id (the order status streams) and to
 * the followers of every change (the queue streams). The events are written in the transaction of each change, so
 * none is lost between a commit and its announcement; the tail is woken by NOTIFY and polls besides.
 */
export function createOrderEventsHub(tail: Pick<EventTail, 'subscribe'>) {
  const subscribers = new Map<string, Set<Subscriber>>();
  /** Followers of every change (a location's queue): called with the ids of each batch of changed orders. */
  const everyChange = new Set<(orderIds: string[] | null) => void>();
  let following: Promise<() => void> | null = null;

  function deliver(orderIds: string[]) {
    for (const follower of everyChange) {
      try {
        follower(orderIds);
      } catch {
        // One broken follower must not stop the others.
      }
    }
    for (const orderId of orderIds) {
      for (const subscriber of subscribers.get(orderId) ?? []) {
        try {
          subscriber();
        } catch {
          // One broken stream must not stop the others.
        }
      }
    }
  }

  function follow(): Promise<() => void> {
    following ??= tail.subscribe((events) => {
      const orderIds = new Set<string>();
      for (const event of events) if (event.type.startsWith('order.')) orderIds.add(event.aggregateId);
      if (orderIds.size > 0) deliver([...orderIds]);
    });
    following.catch(() => {
      following = null;
    });
    return following;
  }

  return {
    /** Calls `onChange` after every committed change of the order until the returned function is called. */
    async subscribe(orderId: string, onChange: Subscriber): Promise<() => void> {
      await follow();
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
     * Calls `onChanges` with the ids of every batch of committed order changes, whichever the order (null: anything
     * may have changed), until the returned function is called.
     */
    async subscribeAll(onChanges: (orderIds: string[] | null) => void): Promise<() => void> {
      await follow();
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

    /** Stops following the tail. */
    async close(): Promise<void> {
      subscribers.clear();
      everyChange.clear();
      const current = following;
      following = null;
      if (current) (await current.catch(() => null))?.();
    },
  };
}
