import {
  cancelMyReservation,
  checkInReservation,
  createGlevent,
  createReservation,
  getReservationEligibility,
  listAvailableGlevents,
  listGuests,
  listMyReservations,
  listVendorGlevents,
  updateGlevent,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import { type CallerLimits, limitCaller, type RateLimiter } from '../../plugins/rate-limit.js';
import type { GleventsService } from './glevents.service.js';
import type { ReservationsService } from './reservations.service.js';

/**
 * Reservations one person and one address may make in an hour: each adds a row to the door's list. A member holds one
 * at a time, so 20 (cancelling and booking again) is generous; an address is a venue's Wi-Fi.
 */
export const RESERVE_LIMITS: CallerLimits = {
  perPerson: { limit: 20, windowSeconds: 3600 },
  perAddress: { limit: 600, windowSeconds: 3600 },
};

/** What these routes use: their module's services and the platform's (decision 080). */
export type GuestlistsRoutesServices = {
  glevents: GleventsService;
  reservations: ReservationsService;
  tokens: TokenService;
  rateLimiter: RateLimiter;
};

export function registerGuestlistsRoutes(
  app: AppInstance,
  { glevents, reservations, tokens, rateLimiter }: GuestlistsRoutesServices,
) {
  registerEndpoint(app, createGlevent, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const glevent = await glevents.createGlevent(user, request.params.vendorId, request.body);
    return reply.status(201).send({ glevent });
  });

  registerEndpoint(app, listVendorGlevents, async (request) => {
    const user = await requireUser(request, tokens);
    return glevents.listVendorGlevents(user, request.params.vendorId);
  });

  registerEndpoint(app, updateGlevent, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorId, gleventId } = request.params;
    return { glevent: await glevents.updateGlevent(user, vendorId, gleventId, request.body) };
  });

  registerEndpoint(app, listAvailableGlevents, async (request) => ({
    glevents: await glevents.listAvailable(request.query),
  }));

  registerEndpoint(app, createReservation, async (request, reply) => {
    const user = await requireUser(request, tokens);
    await limitCaller(rateLimiter, 'reserve', { userId: user.userId, ip: request.ip }, RESERVE_LIMITS);
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
    return reservations.listGuests(user, request.params.vendorId, request.params.gleventId, {
      includeCancelled: request.query.includeCancelled,
    });
  });

  registerEndpoint(app, checkInReservation, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorId, gleventId, reservationId } = request.params;
    return { reservation: await reservations.checkIn(user, vendorId, gleventId, reservationId) };
  });
}
