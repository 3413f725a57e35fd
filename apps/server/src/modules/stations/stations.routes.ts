import {
  bumpTicket,
  bumpTicketItem,
  createStation,
  editStation,
  getExpo,
  getStationTickets,
  getTicketTimesReport,
  listStations,
  recallTicket,
  removeStation,
  setStationRoutes,
  streamStationTickets,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { EventTail } from '../domain-events/index.js';
import type { StationsService } from './stations.service.js';
import { createTicketStreams } from './ticket-stream.js';
import type { TicketsService } from './tickets.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type StationsRoutesServices = {
  stations: StationsService;
  tickets: TicketsService;
  eventTail: EventTail;
  tokens: TokenService;
};

export function registerStationsRoutes(
  app: AppInstance,
  { stations, tickets, eventTail, tokens }: StationsRoutesServices,
) {
  const streams = createTicketStreams({ tail: eventTail });
  app.addHook('preClose', async () => streams.closeAll());

  registerEndpoint(app, listStations, async (request) =>
    stations.listStations(await requireUser(request, tokens), request.params.vendorLocationId),
  );

  registerEndpoint(app, createStation, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const station = await stations.createStation(user, request.params.vendorLocationId, request.body);
    return reply.code(201).send({ station });
  });

  registerEndpoint(app, editStation, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, stationId } = request.params;
    return { station: await stations.editStation(user, vendorLocationId, stationId, request.body) };
  });

  registerEndpoint(app, removeStation, async (request, reply) => {
    const user = await requireUser(request, tokens);
    await stations.removeStation(user, request.params.vendorLocationId, request.params.stationId);
    return reply.code(204).send(null);
  });

  registerEndpoint(app, setStationRoutes, async (request) =>
    stations.setRoutes(await requireUser(request, tokens), request.params.vendorLocationId, request.body),
  );

  registerEndpoint(app, getStationTickets, async (request) => {
    const user = await requireUser(request, tokens);
    return tickets.getTickets(user, request.params.vendorLocationId, request.params.stationId);
  });

  registerEndpoint(app, streamStationTickets, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, stationId } = request.params;
    // Authorise (and 404) before the stream opens, so refusals are ordinary JSON errors.
    await tickets.getTickets(user, vendorLocationId, stationId);
    await streams.open({
      request,
      reply,
      vendorLocationId,
      personId: user.userId,
      readTickets: async () => tickets.getTickets(await requireUser(request, tokens), vendorLocationId, stationId),
    });
  });

  registerEndpoint(app, bumpTicket, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, stationId, ticketId } = request.params;
    return tickets.bumpTicket(user, vendorLocationId, stationId, ticketId);
  });

  registerEndpoint(app, bumpTicketItem, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, stationId, ticketId, lineNo } = request.params;
    return tickets.bumpTicketItem(user, vendorLocationId, stationId, ticketId, lineNo);
  });

  registerEndpoint(app, recallTicket, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, stationId, ticketId } = request.params;
    return tickets.recallTicket(user, vendorLocationId, stationId, ticketId);
  });

  registerEndpoint(app, getExpo, async (request) =>
    tickets.getExpo(await requireUser(request, tokens), request.params.vendorLocationId),
  );

  registerEndpoint(app, getTicketTimesReport, async (request) =>
    tickets.getTicketTimesReport(await requireUser(request, tokens), request.params.vendorLocationId, request.query),
  );
}
