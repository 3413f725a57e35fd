import {
  availableGleventsQuerySchema,
  availableGleventsResponseSchema,
  checkInBodySchema,
  checkInResponseSchema,
  createGleventBodySchema,
  eligibilityResponseSchema,
  gleventPathSchema,
  gleventResponseSchema,
  guestListResponseSchema,
  myReservationPathSchema,
  myReservationResponseSchema,
  myReservationsQuerySchema,
  myReservationsResponseSchema,
  reservationPathSchema,
  reserveBodySchema,
  updateGleventBodySchema,
  vendorGleventsPathSchema,
  vendorGleventsResponseSchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/guestlist-service/v1';
const bearer = [{ bearerAuth: [] }];
const tags = ['guestlists'];

export function registerGuestlistsRoutes(app: AppInstance) {
  const { guestlistEvents, reservations, tokens } = app.services;

  app.post(
    `${BASE}/vendors/:vendorId/glevents`,
    {
      schema: {
        tags,
        security: bearer,
        description: 'MANAGER and above of the vendor. `gleventStatus` defaults to UPCOMING.',
        params: vendorGleventsPathSchema,
        body: createGleventBodySchema,
        response: { 201: gleventResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      const glevent = await guestlistEvents.createGlevent(user, request.params.vendorId, request.body);
      return reply.status(201).send({ glevent });
    },
  );

  app.get(
    `${BASE}/vendors/:vendorId/glevents`,
    {
      schema: {
        tags,
        security: bearer,
        description: 'Any staff role of the vendor.',
        params: vendorGleventsPathSchema,
        response: { 200: vendorGleventsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return guestlistEvents.listVendorGlevents(user, request.params.vendorId);
    },
  );

  app.put(
    `${BASE}/vendors/:vendorId/glevents/:gleventId`,
    {
      schema: {
        tags,
        security: bearer,
        description: 'MANAGER and above. Only the fields sent change; the address fields travel together.',
        params: gleventPathSchema,
        body: updateGleventBodySchema,
        response: { 200: gleventResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      const { vendorId, gleventId } = request.params;
      return { glevent: await guestlistEvents.updateGlevent(user, vendorId, gleventId, request.body) };
    },
  );

  app.get(
    `${BASE}/glevents/available`,
    {
      schema: {
        tags,
        description: 'Public. Events within `radiusMiles` (default 10) that have not ended, soonest first.',
        querystring: availableGleventsQuerySchema,
        response: { 200: availableGleventsResponseSchema },
      },
    },
    async (request) => ({ glevents: await guestlistEvents.listAvailable(request.query) }),
  );

  app.post(
    `${BASE}/vendors/:vendorId/glevents/:gleventId/reservations`,
    {
      schema: {
        tags,
        security: bearer,
        description: 'CONFIRMED when places are free, WAITLISTED when the event is full.',
        params: gleventPathSchema,
        body: reserveBodySchema,
        response: { 201: myReservationResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      const { vendorId, gleventId } = request.params;
      const reservation = await reservations.reserve(user, vendorId, gleventId, request.body);
      return reply.status(201).send({ reservation });
    },
  );

  app.get(
    `${BASE}/users/reservations`,
    {
      schema: {
        tags,
        security: bearer,
        description: 'The caller’s reservations, newest first; pass `nextToken` for the next page.',
        querystring: myReservationsQuerySchema,
        response: { 200: myReservationsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return reservations.listMine(user, request.query);
    },
  );

  app.post(
    `${BASE}/users/reservations/:reservationId/cancel`,
    {
      schema: {
        tags,
        security: bearer,
        description: 'The caller’s CONFIRMED (or WAITLISTED) reservation of an event that has not started.',
        params: myReservationPathSchema,
        response: { 200: myReservationResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { reservation: await reservations.cancelMine(user, request.params.reservationId) };
    },
  );

  app.get(
    `${BASE}/users/eligible-to-make-reservations`,
    {
      schema: { tags, security: bearer, response: { 200: eligibilityResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { isEligible: await reservations.isEligible(user) };
    },
  );

  app.get(
    `${BASE}/vendors/:vendorId/events/:gleventId/reservations`,
    {
      schema: {
        tags,
        security: bearer,
        description: 'Any staff role of the vendor: every reservation of the event, by guest name.',
        params: gleventPathSchema,
        response: { 200: guestListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return reservations.listGuests(user, request.params.vendorId, request.params.gleventId);
    },
  );

  app.post(
    `${BASE}/vendors/:vendorId/glevents/:gleventId/reservations/:reservationId/check-in`,
    {
      schema: {
        tags,
        security: bearer,
        description: 'Any staff role of the vendor. Empty body. CHECKED_IN or CANCELLED answers 409.',
        params: reservationPathSchema,
        body: checkInBodySchema,
        response: { 200: checkInResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      const { vendorId, gleventId, reservationId } = request.params;
      return { reservation: await reservations.checkIn(user, vendorId, gleventId, reservationId) };
    },
  );
}
