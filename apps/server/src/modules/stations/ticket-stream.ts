import type { StationTicketsResponse } from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createStreamRegistry, streamEvents } from '../../lib/event-stream.js';
import { createLocationFollowers } from '../../lib/location-followers.js';
import type { DomainEvent, EventTail } from '../domain-events/index.js';

/** A comment line this often keeps proxies from closing a quiet stream (it reads nothing), as the queue's. */
export const TICKETS_HEARTBEAT_MS = 15_000;
/** Station screens one person may hold open on one API process. */
export const MAX_TICKET_STREAMS_PER_PERSON = 5;

/**
 * Server-sent event streams of a station's tickets (decision 088), on the queue's plumbing (`streamEvents`): the
 * station's tickets now, then again after every committed event of its location that changes them (a ticket made,
 * bumped or recalled; an order completed or refunded). Domain events carry their location, so no lookup is needed.
 */
export function createTicketStreams({
  tail,
  heartbeatMs = TICKETS_HEARTBEAT_MS,
  recheckMs,
}: {
  tail: Pick<EventTail, 'subscribe'>;
  heartbeatMs?: number;
  recheckMs?: number;
}) {
  const registry = createStreamRegistry({
    maxPerPerson: MAX_TICKET_STREAMS_PER_PERSON,
    refusal: 'Too many station screens are open. Close another one first.',
  });
  const followers = createLocationFollowers((wake) =>
    tail.subscribe((events: DomainEvent[]) => {
      const touched = new Set<string>();
      for (const event of events) {
        if (!event.vendorLocationId) continue;
        if (event.type.startsWith('ticket.') || event.type.startsWith('order.')) touched.add(event.vendorLocationId);
      }
      wake(touched);
    }),
  );

  return {
    async open(options: {
      request: FastifyRequest;
      reply: FastifyReply;
      vendorLocationId: string;
      personId: string;
      readTickets: () => Promise<StationTicketsResponse>;
    }): Promise<void> {
      await streamEvents({
        request: options.request,
        reply: options.reply,
        registry,
        personId: options.personId,
        event: 'tickets',
        heartbeatMs,
        recheckMs,
        subscribe: (changed) => followers.follow(options.vendorLocationId, changed),
        read: async () => {
          const tickets = await options.readTickets();
          const { asOf: _, ...shown } = tickets;
          return { data: tickets, key: JSON.stringify(shown) };
        },
      });
    },

    async closeAll() {
      registry.closeAll();
      await followers.stop();
    },
  };
}
