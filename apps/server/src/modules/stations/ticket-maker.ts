import type { AppInstance } from '../../app-types.js';
import type { Tx } from '../../db/client.js';
import { type ConsumerHost, type EventConsumer, recordEvent, registerEventConsumer } from '../domain-events/index.js';
import type { StationsRepo } from './stations.repo.js';
import { routeLines, type TicketsRepo } from './tickets.repo.js';

/** Hands each ticket made to whatever prints it (the printers' jobs, written in the same transaction). */
export type OnTicketsMade = (
  tx: Tx,
  tickets: { ticketId: string; stationId: string }[],
  order: { orderId: string; vendorLocationId: string },
) => Promise<void>;

/**
 * The `station-tickets` consumer (decisions 078, 088): a paid order of a location with stations becomes one ticket
 * per station holding that station's lines, written with its `ticket.created` event (and its print jobs) in the
 * consumer's transaction, so a ticket is made once whichever process reads the event, and never lost. A location
 * without stations gets nothing: its queue works as before.
 */
export function stationTickets(deps: {
  stationsRepo: StationsRepo;
  ticketsRepo: TicketsRepo;
  onTicketsMade?: OnTicketsMade;
}): EventConsumer {
  const { stationsRepo, ticketsRepo, onTicketsMade } = deps;
  return {
    name: 'station-tickets',
    types: ['order.paid'],
    async handle(event, tx) {
      const vendorLocationId = event.vendorLocationId;
      if (!vendorLocationId) return;
      const list = await stationsRepo.listStations(vendorLocationId, tx);
      if (list.length === 0) return;
      const orderId = event.aggregateId;
      const [lines, routes] = await Promise.all([
        ticketsRepo.orderLines(tx, orderId),
        stationsRepo.listRoutes(vendorLocationId, tx),
      ]);
      const routed = routeLines(
        lines,
        routes,
        list.map((station) => station.stationId),
      );
      const made = await ticketsRepo.insertTickets(tx, { orderId, vendorLocationId, eventId: event.eventId }, routed);
      for (const ticket of made) {
        await recordEvent(tx, {
          type: 'ticket.created',
          vendorId: event.vendorId,
          vendorLocationId,
          aggregateId: ticket.ticketId,
          payload: { orderId, stationId: ticket.stationId },
        });
      }
      if (made.length > 0) await onTicketsMade?.(tx, made, { orderId, vendorLocationId });
    },
  };
}

/** Runs the tickets' consumer on this API process (the module's `sweeps`). */
export function registerStationTickets(
  app: AppInstance,
  services: ConsumerHost & { stationTickets: EventConsumer },
): void {
  registerEventConsumer(app, services, services.stationTickets);
}
