import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { EventConsumers, EventTail } from '../domain-events/index.js';
import type { QueueService } from '../pickup/index.js';
import type { Access } from '../staff/index.js';
import { createPrintersRepo } from './printers.repo.js';
import { registerPrintersRoutes } from './printers.routes.js';
import { createPrintersService } from './printers.service.js';
import { createStationsRepo } from './stations.repo.js';
import { registerStationsRoutes } from './stations.routes.js';
import { createStationsService } from './stations.service.js';
import { registerStationTickets, stationTickets } from './ticket-maker.js';
import { createTicketsRepo } from './tickets.repo.js';
import { createTicketsService } from './tickets.service.js';

/**
 * Back of house (issue 40, decision 088): a location's stations, the routing of its products to them, the tickets a
 * paid order becomes (a consumer of `order.paid`), and the station screens that bump them; the last bump makes the
 * order ready through the queue's own Ready.
 */
export const stationsModule = defineModule({
  name: 'stations',
  needs: ['access', 'queue', 'eventConsumers', 'eventTail'],
  services: ({
    db,
    clock,
    config,
    metrics,
    access,
    queue,
  }: Platform & {
    access: Access;
    queue: QueueService;
    // Its sweep runs the tickets' consumer; its streams follow the event tail (decision 078).
    eventConsumers: EventConsumers;
    eventTail: EventTail;
  }) => {
    const stationsRepo = createStationsRepo(db);
    const ticketsRepo = createTicketsRepo(db);
    const stations = createStationsService({ stationsRepo, access });
    const printersRepo = createPrintersRepo(db);
    metrics.countOfflinePrinters(() => printersRepo.offlineByLocation());
    const printers = createPrintersService({
      printersRepo,
      stationsRepo,
      ticketsRepo,
      stations,
      publicBaseUrl: config.publicBaseUrl,
    });
    return {
      stations,
      printers,
      stationTickets: stationTickets({
        stationsRepo,
        ticketsRepo,
        onTicketsMade: (tx, made, order) => printers.queueTickets(tx, made, order.orderId),
      }),
      tickets: createTicketsService({
        stationsRepo,
        ticketsRepo,
        stations,
        markReadyIn: queue.markReadyIn,
        printersOf: (vendorLocationId) => printersRepo.listPrinters(vendorLocationId),
        clock,
      }),
    };
  },
  routes: (app, services) => {
    registerStationsRoutes(app, services);
    registerPrintersRoutes(app, services);
  },
  sweeps: registerStationTickets,
});
