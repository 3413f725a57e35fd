import {
  cancelMyReservation,
  checkInReservation,
  createGuestlistEvent,
  createReservation,
  getReservationEligibility,
  listAvailableGuestlistEvents,
  listGuests,
  listMyReservations,
  listVendorGuestlistEvents,
  updateGuestlistEvent,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';

export function registerGuestlistsRoutes(app: AppInstance) {
  const { glevents, reservations, tokens } = app.services;

  registerEndpoint(app, createGuestlistEvent, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const glevent = await glevents.createGlevent(user, request.params.vendorId, request.body);
    return reply.status(201).send({ glevent });
  });

  registerEndpoint(app, listVendorGuestlistEvents, async (request) => {
    const user = await requireUser(request, tokens);
    return glevents.listVendorGlevents(user, request.params.vendorId);
  });

  registerEndpoint(app, updateGuestlistEvent, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorId, gleventId } = request.params;
    return { glevent: await glevents.updateGlevent(user, vendorId, gleventId, request.body) };
  });

  registerEndpoint(app, listAvailableGuestlistEvents, async (request) => ({
    glevents: await glevents.listAvailable(request.query),
  }));

  registerEndpoint(app, createReservation, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const { vendorId, gleventId } = request.params;
    const reservation = await reservations.reserve(user, vendorId, gleventId, request.body);
    return reply.status(201).send({ reservation });
  });

  registerEndpoint(app, listMyReservations, async (request) => {
    const user = await requireUser(request, tokens);
    return reservations.listMine(user, request.query);
  });

  registerEndpoint(app, cancelMyReservation, async (request) => {
    const user = await requireUser(request, tokens);
    return { reservation: await reservations.cancelMine(user, request.params.reservationId) };
  });

  registerEndpoint(app, getReservationEligibility, async (request) => {
    const user = await requireUser(request, tokens);
    return { isEligible: await reservations.isEligible(user) };
  });

  registerEndpoint(app, listGuests, async (request) => {
    const user = await requireUser(request, tokens);
    return reservations.listGuests(user, request.params.vendorId, request.params.gleventId);
  });

  registerEndpoint(app, checkInReservation, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorId, gleventId, reservationId } = request.params;
    return { reservation: await reservations.checkIn(user, vendorId, gleventId, reservationId) };
  });
}
