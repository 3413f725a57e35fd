/**
 * Spec conformance, staff.md section 7 ("The calls it makes"): every call there that reaches our API, sent as a client
 * written from the spec alone would send it (the spec's path, query and body fields, nothing more), and answered with
 * the status and the fields the spec names (section 7's "reads …", else the entity's fields of section 3). One entry
 * per call (or per variant of one), in the spec's order. Where the fix belongs to another change of issue 27, the
 * entry is an `it.todo` naming it, to be turned on once that change is in.
 *
 * Paths come from the contracts' declarations (packages/contracts/src/*.ts) through `endpointPath`.
 */
import {
  calculateTax,
  cancelMyReservation,
  checkInReservation,
  completeOrder,
  createEvent,
  createGlevent,
  createOrder,
  createReservation,
  createShortCode,
  createVendorRole,
  endpointPath,
  getAnalyticsDump,
  getEvent,
  getLocationProducts,
  getOrder,
  getReservationEligibility,
  getShortCodeRedirect,
  getUserRole,
  getVendor,
  getVendorLocation,
  listAvailableGlevents,
  listEventsByStatus,
  listFulfilledOrders,
  listGuests,
  listLocationOrders,
  listMyReservations,
  listOrders,
  listVendorEvents,
  listVendorGlevents,
  listVendorLocations,
  listVendorRoles,
  listVendors,
  logOut,
  markOrderPaid,
  refreshAccessToken,
  refundOrder,
  removeVendorRole,
  startSignIn,
  updateEvent,
  updateGlevent,
  updateOrder,
  updateProduct,
  updateVendorRole,
  verifySignIn,
} from '@queueless/contracts';
import type { InjectOptions, LightMyRequestResponse as Reply } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createStaff,
  createStaffedVenue,
  createUser,
  createVendor,
  latestCode,
  placeOrder,
  placePaidOrder,
  reportMonthNow,
  type TestUser,
  uniquePhone,
} from '../factories.js';
import { createFakePayments } from '../fake-payments.js';
import { createTestApp, useTestApp } from '../harness.js';
import { STAFF_PLACEHOLDER } from '../orders.js';
import { plainReservationRule } from '../reservation-policies.js';

const HOUR = 3_600_000;

// ---------------------------------------------------------------- the entities' fields (staff.md section 3)

const EVENT = ['eventId', 'vendorId', 'eventName', 'startTime', 'endTime', 'ticketingLink', 'description', 'status'];
const GLEVENT = [
  'gleventId',
  'vendorId',
  'name',
  'description',
  'startTime',
  'endTime',
  'originalCapacity',
  'reservedCount',
  'gleventStatus',
  'venueName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
  'zipCode',
  'latitude',
  'longitude',
  'eventLink',
];
const RESERVATION = ['reservationId', 'firstName', 'lastName', 'quantity', 'createdAt', 'reservationStatus'];
/** customer.md section 3: the reservation as the customer's list reads it. */
const MY_RESERVATION = [
  'reservationId',
  'gleventName',
  'venueName',
  'startTime',
  'createdAt',
  'quantity',
  'reservationStatus',
];
const VENDOR_LOCATION = ['vendorLocationId', 'vendorId', 'description', 'showSplashAds', 'displayOrder'];
const VENDOR = ['vendorId', 'name', 'guestlistEnabled', 'addressLine1', 'addressLine2', 'city', 'state', 'zip'];
const PRODUCT = [
  'productId',
  'vendorLocationId',
  'name',
  'variantName',
  'productType',
  'isAvailable',
  'price',
  'imageUrls',
];
const ORDER = [
  'orderId',
  'userId',
  'vendorLocationId',
  'status',
  'cartItems',
  'subtotal',
  'taxAmount',
  'tipAmount',
  'totalAmount',
  'promotion',
  'datetimeCreated',
  'vendorAddress',
  'refundReason',
];
const CART_ITEM = ['productId', 'name', 'variantName', 'productType', 'price', 'quantity', 'imageUrls'];
const STAFF_ROLE = ['name', 'phoneNumber', 'role', 'vendorId'];
/** customer.md section 3: the analytics dump (the staff reporting route's data). */
const ANALYTICS_DUMP = ['vendorId', 'month', 'numOrders', 'generatedAt', 'metadata.version', 'ordersEnriched'];

/** `fields` under `at` ('' for the body itself; dot paths, `items.0` for the first of a list). */
const under = (at: string, fields: string[]) => fields.map((field) => (at ? `${at}.${field}` : field));

// ---------------------------------------------------------------- the table

type World = Awaited<ReturnType<typeof makeWorld>>;
// biome-ignore lint/suspicious/noExplicitAny: a JSON answer, read by the field names the spec gives.
type Answer = any;

type Case = {
  /** The call as staff.md section 7 writes it (and the variant, when one call has several entries). */
  call: string;
  /** The request, as the spec's client makes it. */
  send: (w: World) => Promise<Reply>;
  status: number;
  /** Fields the answer must carry (dot paths). */
  reads?: string[];
  /** Anything more the spec says of the answer. */
  check?: (body: Answer, w: World) => void | Promise<void>;
};

/**
 * A call whose fix is another change of issue 27 (or not yet anyone's): written out, and run as `it.todo` while
 * `todo` names what it waits for. Delete the `todo` line to turn it on; CONFORMANCE_TODO=1 runs them all as they are.
 */
type Todo = Partial<Case> & { call: string; todo: string };

const bearer = (user: TestUser) => user.auth;

const cases: (Case | Todo)[] = [
  // ---------------------------------------------------------------- Event service, base /event-service/v1
  {
    call: 'GET /event/{eventId}, query vendorId',
    send: async (w) => {
      const { eventId } = await w.vendorEvent();
      return w.inject({ url: endpointPath(getEvent, { eventId }, { vendorId: w.venue.vendor.vendorId }) });
    },
    status: 200,
    reads: under('event', EVENT),
  },
  {
    call: 'GET /events/by-vendor-and-status, query status and vendorId; reads events',
    send: async (w) => {
      await w.vendorEvent();
      const query = { status: 'UPCOMING', vendorId: w.venue.vendor.vendorId };
      return w.inject({ url: endpointPath(listEventsByStatus, {}, query) });
    },
    status: 200,
    reads: under('events.0', EVENT),
  },
  {
    call: 'GET /admin/vendors/{vendorId}/events; reads events',
    send: async (w) => {
      await w.vendorEvent();
      return w.inject({
        url: endpointPath(listVendorEvents, { vendorId: w.venue.vendor.vendorId }),
        headers: bearer(w.manager),
      });
    },
    status: 200,
    reads: under('events.0', EVENT),
  },
  {
    call: 'POST /admin/vendors/{vendorId}/events, body: event fields',
    send: (w) =>
      w.inject({
        method: 'POST',
        url: endpointPath(createEvent, { vendorId: w.venue.vendor.vendorId }),
        headers: bearer(w.manager),
        payload: w.eventFields(),
      }),
    status: 201,
    reads: under('event', EVENT),
  },
  {
    call: 'PUT /admin/vendors/{vendorId}/events, body: full event including eventId',
    send: async (w) => {
      const event = await w.vendorEvent();
      const full = Object.fromEntries(EVENT.map((field) => [field, event[field]]));
      return w.inject({
        method: 'PUT',
        url: endpointPath(updateEvent, { vendorId: w.venue.vendor.vendorId }),
        headers: bearer(w.manager),
        payload: { ...full, eventName: 'Renamed night' },
      });
    },
    status: 200,
    reads: under('event', EVENT),
    check: (body) => expect(body.event.eventName).toBe('Renamed night'),
  },

  // ---------------------------------------------------------------- Guest list service, base /guestlist-service/v1
  {
    call: 'POST /vendors/{vendorId}/glevents, body: guest list event fields',
    send: (w) =>
      w.inject({
        method: 'POST',
        url: endpointPath(createGlevent, { vendorId: w.gl.vendorId }),
        headers: bearer(w.gl.manager),
        payload: w.gleventFields(),
      }),
    status: 201,
    reads: under('glevent', GLEVENT),
    check: (body) => expect(body.glevent.gleventStatus).toBe('UPCOMING'),
  },
  {
    call: 'GET /glevents/available, query latitude, longitude, radiusMiles (default 10); reads glevents',
    send: async (w) => {
      await w.glevent();
      const query = { latitude: '34.1016', longitude: '-118.3267', radiusMiles: '10' };
      return w.inject({ url: endpointPath(listAvailableGlevents, {}, query) });
    },
    status: 200,
    reads: under('glevents.0', GLEVENT),
  },
  {
    call: 'GET /vendors/{vendorId}/glevents; reads upcomingGlevents, pastGlevents, total',
    send: async (w) => {
      await w.glevent();
      return w.inject({
        url: endpointPath(listVendorGlevents, { vendorId: w.gl.vendorId }),
        headers: bearer(w.gl.staff),
      });
    },
    status: 200,
    reads: ['upcomingGlevents', 'pastGlevents', 'total', ...under('upcomingGlevents.0', GLEVENT)],
  },
  {
    call: 'POST /vendors/{vendorId}/glevents/{gleventId}/reservations (body: quantity 1 and vendorId, customer.md section 7)',
    send: async (w) => {
      const { gleventId } = await w.glevent();
      const guest = await createUser(w.app);
      return w.inject({
        method: 'POST',
        url: endpointPath(createReservation, { vendorId: w.gl.vendorId, gleventId }),
        headers: bearer(guest),
        payload: { quantity: 1, vendorId: w.gl.vendorId },
      });
    },
    status: 201,
    reads: under('reservation', MY_RESERVATION),
  },
  {
    call: 'POST /vendors/{vendorId}/glevents/{gleventId}/reservations with no body (staff.md names none)',
    send: async (w) => {
      const { gleventId } = await w.glevent();
      return w.inject({
        method: 'POST',
        url: endpointPath(createReservation, { vendorId: w.gl.vendorId, gleventId }),
        headers: bearer(await createUser(w.app)),
      });
    },
    status: 201,
    reads: under('reservation', MY_RESERVATION),
  },
  {
    call: 'GET /users/reservations, query nextToken',
    send: async (w) => {
      const { guest } = await w.reservation();
      return w.inject({ url: endpointPath(listMyReservations), headers: bearer(guest) });
    },
    status: 200,
    reads: ['reservations', 'nextToken', ...under('reservations.0', MY_RESERVATION)],
    check: async (body, w) => {
      // The next page, as the client asks for it: nextToken from the last answer (null: there is none).
      expect(body.nextToken === null || typeof body.nextToken === 'string').toBe(true);
      if (body.nextToken) {
        const next = await w.inject({ url: endpointPath(listMyReservations, {}, { nextToken: body.nextToken }) });
        expect(next.statusCode).toBe(200);
      }
    },
  },
  {
    call: 'GET /vendors/{vendorId}/events/{gleventId}/reservations; reads reservations, total',
    send: async (w) => {
      const { gleventId } = await w.reservation();
      return w.inject({
        url: endpointPath(listGuests, { vendorId: w.gl.vendorId, gleventId }),
        headers: bearer(w.gl.staff),
      });
    },
    status: 200,
    reads: ['reservations', 'total', ...under('reservations.0', RESERVATION)],
  },
  {
    call: 'POST /vendors/{vendorId}/glevents/{gleventId}/reservations/{reservationId}/check-in, empty body',
    send: async (w) => {
      const { gleventId, reservationId } = await w.reservation();
      return w.inject({
        method: 'POST',
        url: endpointPath(checkInReservation, { vendorId: w.gl.vendorId, gleventId, reservationId }),
        headers: bearer(w.gl.staff),
      });
    },
    status: 200,
    reads: under('reservation', RESERVATION),
    check: (body) => expect(body.reservation.reservationStatus).toBe('CHECKED_IN'),
  },
  {
    call: 'PUT /vendors/{vendorId}/glevents/{gleventId}, body: changed fields only (the name)',
    send: async (w) => w.editGlevent((await w.glevent()).gleventId, { name: 'Sunset Sessions' }),
    status: 200,
    reads: under('glevent', GLEVENT),
    check: (body) => expect(body.glevent).toMatchObject({ name: 'Sunset Sessions', venueName: 'Skyline Lounge' }),
  },
  {
    call: 'PUT /vendors/{vendorId}/glevents/{gleventId}, body: changed fields only (originalCapacity, as read)',
    send: async (w) => w.editGlevent((await w.glevent()).gleventId, { originalCapacity: 40 }),
    status: 200,
    check: (body) => expect(body.glevent.originalCapacity).toBe(40),
  },
  {
    call: 'PUT /vendors/{vendorId}/glevents/{gleventId}, body: changed fields only (the street, with its coordinates)',
    send: async (w) =>
      w.editGlevent((await w.glevent()).gleventId, {
        addressLine1: '6300 Hollywood Blvd',
        latitude: 34.1017,
        longitude: -118.3281,
      }),
    status: 200,
    check: (body) =>
      expect(body.glevent).toMatchObject({
        addressLine1: '6300 Hollywood Blvd',
        city: 'Los Angeles',
        latitude: 34.1017,
      }),
  },
  {
    call: 'PUT /vendors/{vendorId}/glevents/{gleventId}, body: the event as read, one field changed',
    send: async (w) => {
      const read = await w.glevent();
      return w.editGlevent(read.gleventId, { ...read, description: 'Now with a DJ.' });
    },
    status: 200,
    check: (body) => expect(body.glevent.description).toBe('Now with a DJ.'),
  },
  {
    call: 'PUT /vendors/{vendorId}/glevents/{gleventId}, body: a new street without coordinates is refused, saying so',
    send: async (w) => w.editGlevent((await w.glevent()).gleventId, { addressLine1: '6300 Hollywood Blvd' }),
    status: 400,
    check: (body) => {
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.details.map((d: { field: string }) => d.field)).toEqual(['body.latitude', 'body.longitude']);
    },
  },
  {
    call: 'POST /users/reservations/{reservationId}/cancel',
    send: async (w) => {
      const { guest, reservationId } = await w.reservation();
      return w.inject({
        method: 'POST',
        url: endpointPath(cancelMyReservation, { reservationId }),
        headers: bearer(guest),
      });
    },
    status: 200,
    reads: under('reservation', MY_RESERVATION),
    check: (body) => expect(body.reservation.reservationStatus).toBe('CANCELLED'),
  },
  {
    call: 'GET /users/eligible-to-make-reservations',
    send: async (w) =>
      w.inject({ url: endpointPath(getReservationEligibility), headers: bearer(await createUser(w.app)) }),
    status: 200,
    reads: ['isEligible'],
    check: (body) => expect(typeof body.isEligible).toBe('boolean'),
  },

  // ---------------------------------------------------------------- Vendor location service
  {
    call: 'GET /vendor-location, query vendorLocationId; reads items[0]',
    send: (w) =>
      w.inject({ url: endpointPath(getVendorLocation, {}, { vendorLocationId: w.venue.location.vendorLocationId }) }),
    status: 200,
    reads: under('items.0', VENDOR_LOCATION),
  },
  {
    call: 'GET /vendor-locations, query vendorId; reads items',
    send: (w) => w.inject({ url: endpointPath(listVendorLocations, {}, { vendorId: w.venue.vendor.vendorId }) }),
    status: 200,
    reads: under('items.0', VENDOR_LOCATION),
  },

  // ---------------------------------------------------------------- Vendor service
  {
    call: 'GET /vendor, query vendorId; reads items[0]',
    send: (w) => w.inject({ url: endpointPath(getVendor, {}, { vendorId: w.venue.vendor.vendorId }) }),
    status: 200,
    reads: under('items.0', VENDOR),
  },
  {
    call: 'GET /vendors; reads items',
    send: (w) => w.inject({ url: endpointPath(listVendors) }),
    status: 200,
    reads: under('items.0', VENDOR),
  },

  // ---------------------------------------------------------------- Redirect service
  {
    call: 'GET /short-code-redirects/{code}; reads redirect.redirectUrl',
    send: async (w) => {
      const code = `conf${Date.now().toString(36)}`;
      const made = await w.inject({
        method: 'POST',
        url: endpointPath(createShortCode, { vendorId: w.venue.vendor.vendorId }),
        headers: bearer(w.manager),
        payload: { code, redirectUrl: `/location/${w.venue.location.vendorLocationId}` },
      });
      expect(made.statusCode, made.body).toBe(201);
      return w.inject({ url: endpointPath(getShortCodeRedirect, { code }) });
    },
    status: 200,
    reads: ['redirect.redirectUrl'],
  },

  // ---------------------------------------------------------------- Inventory service
  {
    call: 'GET /{vendorLocationId}/products; reads items',
    send: (w) =>
      w.inject({
        url: endpointPath(getLocationProducts, { vendorLocationId: w.venue.location.vendorLocationId }),
        headers: bearer(w.staff),
      }),
    status: 200,
    reads: under('items.0', PRODUCT),
  },
  {
    call: 'PUT /{vendorLocationId}/products-v2/{productId}, body: isAvailable, price',
    send: (w) =>
      w.inject({
        method: 'PUT',
        url: endpointPath(updateProduct, {
          vendorLocationId: w.venue.location.vendorLocationId,
          productId: w.spare.productId,
        }),
        headers: bearer(w.staff),
        payload: { isAvailable: false, price: '9.50' },
      }),
    status: 200,
    check: (body) => expect(body.item).toMatchObject({ isAvailable: false, price: '9.50' }),
  },
  {
    call: 'PUT /{vendorLocationId}/products-v2/{productId}, body: the changed field only (price)',
    send: (w) =>
      w.inject({
        method: 'PUT',
        url: endpointPath(updateProduct, {
          vendorLocationId: w.venue.location.vendorLocationId,
          productId: w.spare.productId,
        }),
        headers: bearer(w.staff),
        payload: { price: '7.25' },
      }),
    status: 200,
    check: (body) => expect(body.item.price).toBe('7.25'),
  },

  // ---------------------------------------------------------------- Order service, base /order-service/v1
  {
    call: 'PUT /users/{userId}/orders/{orderId}/complete (staff, placeholder user id)',
    send: async (w) => {
      const { orderId } = await w.paidOrder();
      return w.inject({
        method: 'PUT',
        url: endpointPath(completeOrder, { userId: STAFF_PLACEHOLDER, orderId }),
        headers: bearer(w.staff),
      });
    },
    status: 200,
    reads: under('order', ORDER),
    check: (body) => expect(body.order.status).toBe('COMPLETE'),
  },
  {
    call: 'GET /users/{userId}/orders/{orderId}; reads order (the customer)',
    send: async (w) => {
      const { orderId } = await w.paidOrder();
      return w.inject({
        url: endpointPath(getOrder, { userId: w.venue.customer.userId, orderId }),
        headers: bearer(w.venue.customer),
      });
    },
    status: 200,
    reads: [...under('order', ORDER), ...under('order.cartItems.0', CART_ITEM)],
  },
  {
    call: 'GET /users/{userId}/orders/{orderId}; reads order (the staff fetch, a placeholder user id)',
    send: async (w) => {
      const { orderId } = await w.paidOrder();
      return w.inject({
        url: endpointPath(getOrder, { userId: STAFF_PLACEHOLDER, orderId }),
        headers: bearer(w.staff),
      });
    },
    status: 200,
    reads: under('order', ORDER),
  },
  {
    call: 'GET /vendor-locations/{vendorLocationId}/orders; reads items',
    send: async (w) => {
      await w.paidOrder();
      return w.inject({
        url: endpointPath(listLocationOrders, { vendorLocationId: w.venue.location.vendorLocationId }),
        headers: bearer(w.staff),
      });
    },
    status: 200,
    reads: under('items.0', ORDER),
  },
  {
    call: 'GET /fulfilled-orders, query datetimeCompletedAfter (12 hours ago) and vendorLocationId; reads items',
    send: async (w) => {
      const { orderId } = await w.paidOrder();
      await w.inject({
        method: 'PUT',
        url: endpointPath(completeOrder, { userId: STAFF_PLACEHOLDER, orderId }),
        headers: bearer(w.staff),
      });
      const query = {
        datetimeCompletedAfter: new Date(Date.now() - 12 * HOUR).toISOString(),
        vendorLocationId: w.venue.location.vendorLocationId,
      };
      return w.inject({ url: endpointPath(listFulfilledOrders, {}, query), headers: bearer(w.staff) });
    },
    status: 200,
    reads: under('items.0', ORDER),
  },
  {
    call: 'GET /users/{userId}/orders; reads items',
    send: async (w) => {
      await w.paidOrder();
      return w.inject({
        url: endpointPath(listOrders, { userId: w.venue.customer.userId }),
        headers: bearer(w.venue.customer),
      });
    },
    status: 200,
    reads: under('items.0', ORDER),
  },
  {
    call: 'PUT /users/{userId}/orders/{orderId}/markPaid',
    send: async (w) => {
      const { orderId } = await w.paidOrder({ isPaid: false, payWithProvider: true });
      return w.inject({
        method: 'PUT',
        url: endpointPath(markOrderPaid, { userId: w.venue.customer.userId, orderId }),
        headers: bearer(w.venue.customer),
      });
    },
    status: 200,
    reads: under('order', ORDER),
    check: (body) => expect(body.order.status).toBe('PAID'),
  },
  {
    call: 'POST /taxes/calculate, body: cartItems, vendorAddress, vendorLocationId; returns taxAmountExclusive in cents',
    send: (w) =>
      w.inject({
        method: 'POST',
        url: endpointPath(calculateTax),
        headers: bearer(w.venue.customer),
        payload: { cartItems: [w.cartLine()], vendorAddress: w.vendorAddress(), vendorLocationId: w.locationId },
      }),
    status: 200,
    reads: ['taxAmountExclusive'],
    // $8.00 at 9.5 %: 76 cents.
    check: (body) => expect(body.taxAmountExclusive).toBe(76),
  },
  {
    call: 'POST /users/{userId}/orders (body: the order’s fields, staff.md section 3); response order and clientSecret',
    send: (w) =>
      w.inject({
        method: 'POST',
        url: endpointPath(createOrder, { userId: w.venue.customer.userId }),
        headers: bearer(w.venue.customer),
        payload: {
          userId: w.venue.customer.userId,
          vendorLocationId: w.locationId,
          cartItems: [w.cartLine()],
          tipAmount: '0.00',
          vendorAddress: w.vendorAddress(),
        },
      }),
    status: 201,
    reads: [...under('order', ORDER), 'clientSecret'],
  },
  {
    call: 'PUT /users/{userId}/orders/{orderId}, body: cartItems, tipAmount, vendorLocationId, vendorAddress',
    send: async (w) => {
      const { orderId } = await w.paidOrder({ isPaid: false });
      return w.inject({
        method: 'PUT',
        url: endpointPath(updateOrder, { userId: w.venue.customer.userId, orderId }),
        headers: bearer(w.venue.customer),
        payload: {
          cartItems: [w.cartLine(2)],
          tipAmount: '1.00',
          vendorLocationId: w.locationId,
          vendorAddress: w.vendorAddress(),
        },
      });
    },
    status: 200,
    reads: under('order', ORDER),
    check: (body) => expect(body.order).toMatchObject({ subtotal: '16.00', tipAmount: '1.00' }),
  },
  {
    call: 'PUT /users/{userId}/orders/{orderId}/refund, body: refundReason (NONE_PROVIDED)',
    send: async (w) => {
      const { orderId } = await w.paidOrder();
      return w.inject({
        method: 'PUT',
        url: endpointPath(refundOrder, { userId: STAFF_PLACEHOLDER, orderId }),
        headers: bearer(w.staff),
        payload: { refundReason: 'NONE_PROVIDED' },
      });
    },
    status: 200,
    reads: under('order', ORDER),
    check: (body) => expect(body.order).toMatchObject({ status: 'REFUNDED', refundReason: 'NONE_PROVIDED' }),
  },

  // ---------------------------------------------------------------- Vendor auth service, base /vendor-auth-service/v1
  {
    call: 'GET /vendors/{vendorId}/user-role; reads vendorRole',
    send: (w) =>
      w.inject({ url: endpointPath(getUserRole, { vendorId: w.venue.vendor.vendorId }), headers: bearer(w.staff) }),
    status: 200,
    reads: under('vendorRole', STAFF_ROLE),
    check: (body) => expect(body.vendorRole.role).toBe('STAFF'),
  },
  {
    call: 'GET /vendors/{vendorId}/vendor-roles; reads items',
    send: (w) =>
      w.inject({
        url: endpointPath(listVendorRoles, { vendorId: w.venue.vendor.vendorId }),
        headers: bearer(w.manager),
      }),
    status: 200,
    reads: under('items.0', STAFF_ROLE),
  },
  {
    call: 'POST /vendors/{vendorId}/vendor-roles, body: phoneNumber (international format), vendorId, name, role',
    send: (w) =>
      w.inject({
        method: 'POST',
        url: endpointPath(createVendorRole, { vendorId: w.venue.vendor.vendorId }),
        headers: bearer(w.manager),
        payload: { phoneNumber: uniquePhone(), vendorId: w.venue.vendor.vendorId, name: 'Sam Rivera', role: 'STAFF' },
      }),
    status: 201,
    reads: under('vendorRole', STAFF_ROLE),
  },
  {
    call: 'PUT /vendors/{vendorId}/vendor-roles/{phoneNumber}, same body fields',
    send: async (w) => {
      const { phoneNumber } = await createStaff(w.app, w.venue.vendor.vendorId, 'STAFF');
      const { vendorId } = w.venue.vendor;
      return w.inject({
        method: 'PUT',
        url: endpointPath(updateVendorRole, { vendorId, phoneNumber }),
        headers: bearer(w.manager),
        payload: { phoneNumber, vendorId, name: 'Sam R.', role: 'MANAGER' },
      });
    },
    status: 200,
    reads: under('vendorRole', STAFF_ROLE),
    check: (body) => expect(body.vendorRole).toMatchObject({ name: 'Sam R.', role: 'MANAGER' }),
  },
  {
    call: 'DELETE /vendors/{vendorId}/vendor-roles/{phoneNumber}',
    send: async (w) => {
      const { phoneNumber } = await createStaff(w.app, w.venue.vendor.vendorId, 'STAFF');
      return w.inject({
        method: 'DELETE',
        url: endpointPath(removeVendorRole, { vendorId: w.venue.vendor.vendorId, phoneNumber }),
        headers: bearer(w.manager),
      });
    },
    status: 204,
  },

  // ---------------------------------------------------------------- Identity provider (paths: README.md)
  {
    call: 'Identity provider: passwordless SMS start',
    send: (w) => w.inject({ method: 'POST', url: endpointPath(startSignIn), payload: { phoneNumber: uniquePhone() } }),
    status: 200,
  },
  {
    call: 'Identity provider: passwordless SMS verify (README: idToken, expiresIn, user {userId, phoneNumber})',
    send: async (w) => (await w.signIn()).verified,
    status: 200,
    reads: ['idToken', 'expiresIn', 'user.userId', 'user.phoneNumber'],
  },
  {
    call: 'Identity provider: token refresh (README: a new idToken)',
    send: async (w) => {
      const { cookie } = await w.signIn();
      return w.inject({ method: 'POST', url: endpointPath(refreshAccessToken), headers: { cookie } });
    },
    status: 200,
    reads: ['idToken'],
  },
  {
    call: 'Identity provider: logout',
    send: async (w) => {
      const { cookie } = await w.signIn();
      return w.inject({ method: 'POST', url: endpointPath(logOut), headers: { cookie } });
    },
    status: 200,
  },

  // ---------------------------------------------------------------- The reporting route's call (customer.md section 7)
  {
    call: 'Analytics & Reporting: GET /vendors/{vendorId}/analytics-dump/{month} (fields: customer.md section 3)',
    send: async (w) => {
      await w.paidOrder();
      const month = reportMonthNow(w.venue.vendor);
      return w.inject({
        url: endpointPath(getAnalyticsDump, { vendorId: w.venue.vendor.vendorId, month }),
        headers: bearer(w.manager),
      });
    },
    status: 200,
    reads: ANALYTICS_DUMP,
    check: (body) => expect(body.ordersEnriched.length).toBeGreaterThan(0),
  },
];

// ---------------------------------------------------------------- the world the calls are made in

async function makeWorld(t: ReturnType<typeof useConformanceApp>) {
  const { app, payments } = t;
  const inject = (options: InjectOptions) => app.inject(options);

  // A venue (not guest-list enabled): a product, a STAFF member, a MANAGER and a customer.
  const venue = await createStaffedVenue(app, 'STAFF');
  const staff = venue.staff;
  const manager = await createStaff(app, venue.vendor.vendorId, 'MANAGER');
  /** A second product, for the inventory edits (the first one is ordered). */
  const spare = await createProduct(app, venue.location.vendorLocationId, {
    name: 'Club Soda',
    productType: 'NON_ALCOHOLIC_ITEM',
  });

  // A guest-list enabled vendor with its manager and staff.
  const glVendor = await createVendor(app, { guestlistEnabled: true });
  const gl = {
    vendorId: glVendor.vendorId,
    manager: await createStaff(app, glVendor.vendorId, 'MANAGER'),
    staff: await createStaff(app, glVendor.vendorId, 'STAFF'),
  };

  const eventFields = () => {
    const start = Date.now() + 48 * HOUR;
    return {
      vendorId: venue.vendor.vendorId,
      eventName: 'Friday Night Live',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 4 * HOUR).toISOString(),
      ticketingLink: 'https://tickets.example.org/friday',
      description: '<p>Live music.</p>',
      status: 'UPCOMING',
    };
  };

  /** The create form's fields (staff.md sections 3 and 5): an event in two days at the Skyline. */
  const gleventFields = () => {
    const start = Date.now() + 48 * HOUR;
    return {
      vendorId: gl.vendorId,
      name: 'Rooftop Sessions',
      description: 'House music at sunset.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 5 * HOUR).toISOString(),
      guestlistCapacity: 20,
      gleventStatus: 'UPCOMING',
      venueName: 'Skyline Lounge',
      addressLine1: '6250 Hollywood Blvd',
      addressLine2: null,
      city: 'Los Angeles',
      state: 'CA',
      country: 'US',
      zipCode: '90028',
      latitude: 34.1016,
      longitude: -118.3267,
      eventLink: 'https://skyline.example.org/rooftop',
    };
  };

  /** A guest-list event, as the vendor's list reads it. */
  async function glevent(): Promise<Record<string, unknown> & { gleventId: string }> {
    const reply = await inject({
      method: 'POST',
      url: endpointPath(createGlevent, { vendorId: gl.vendorId }),
      headers: bearer(gl.manager),
      payload: gleventFields(),
    });
    const { gleventId } = (await created(reply)).glevent;
    const list = await inject({
      url: endpointPath(listVendorGlevents, { vendorId: gl.vendorId }),
      headers: bearer(gl.manager),
    });
    const read = list.json().upcomingGlevents.find((event: { gleventId: string }) => event.gleventId === gleventId);
    expect(read).toBeTruthy();
    return read;
  }

  async function created(reply: Reply, status = 201) {
    expect(reply.statusCode, reply.body).toBe(status);
    return reply.json();
  }

  return {
    app,
    inject,
    venue,
    locationId: venue.location.vendorLocationId,
    /** A cart line as staff.md section 3 gives the order's cartItems: the product as the menu read it. */
    cartLine: (quantity = 1) => ({
      productId: venue.product.productId,
      name: venue.product.name,
      variantName: venue.product.variantName ?? null,
      productType: venue.product.productType,
      price: '8.00',
      quantity,
      imageUrls: [],
    }),
    /** customer.md section 7: vendorAddress (line1, line2, city, state, zip), from the vendor's read. */
    vendorAddress: () => ({
      line1: venue.vendor.addressLine1,
      line2: venue.vendor.addressLine2 ?? null,
      city: venue.vendor.city,
      state: venue.vendor.state,
      zip: venue.vendor.zip,
    }),
    staff,
    manager,
    spare,
    gl,
    eventFields,
    gleventFields,

    /** A vendor event, as the list reads it. */
    async vendorEvent(): Promise<Record<string, unknown> & { eventId: string }> {
      const reply = await inject({
        method: 'POST',
        url: endpointPath(createEvent, { vendorId: venue.vendor.vendorId }),
        headers: bearer(manager),
        payload: eventFields(),
      });
      return (await created(reply)).event;
    },

    glevent,

    editGlevent: (gleventId: string, payload: Record<string, unknown>) =>
      inject({
        method: 'PUT',
        url: endpointPath(updateGlevent, { vendorId: gl.vendorId, gleventId }),
        headers: bearer(gl.manager),
        payload,
      }),

    /** A new guest's reservation at a new event. */
    async reservation() {
      const { gleventId } = await glevent();
      const guest = await createUser(app);
      const reply = await inject({
        method: 'POST',
        url: endpointPath(createReservation, { vendorId: gl.vendorId, gleventId }),
        headers: bearer(guest),
        payload: { quantity: 1, vendorId: gl.vendorId },
      });
      const { reservationId } = (await created(reply)).reservation;
      return { guest, gleventId, reservationId: reservationId as string };
    },

    /**
     * The customer's order of the first product: paid (the provider's card, then markPaid) unless `isPaid` is false;
     * with `payWithProvider` the provider takes the money but markPaid is left to the caller.
     */
    async paidOrder({ isPaid = true, payWithProvider = false } = {}) {
      if (isPaid) {
        return placePaidOrder(app, payments, venue.customer, {
          vendorLocationId: venue.location.vendorLocationId,
          productId: venue.product.productId,
        });
      }
      const reply = await placeOrder(app, venue.customer, {
        vendorLocationId: venue.location.vendorLocationId,
        cartItems: [{ productId: venue.product.productId, quantity: 1 }],
      });
      const { order, paymentIntentId } = await created(reply);
      if (payWithProvider) payments.pay(paymentIntentId);
      return { orderId: order.orderId as string, paymentIntentId: paymentIntentId as string };
    },

    /** A sign-in by SMS code: the verify's answer and the refresh cookie it set. */
    async signIn() {
      const phoneNumber = uniquePhone();
      expect(
        (await inject({ method: 'POST', url: endpointPath(startSignIn), payload: { phoneNumber } })).statusCode,
      ).toBe(200);
      const code = await latestCode(app, phoneNumber);
      const verified = await inject({
        method: 'POST',
        url: endpointPath(verifySignIn),
        payload: { phoneNumber, code },
      });
      const setCookie = verified.headers['set-cookie'];
      const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
        .map((value) => String(value).split(';')[0])
        .join('; ');
      return { verified, cookie };
    },
  };
}

function useConformanceApp() {
  const payments = createFakePayments();
  return useTestApp(() => createTestApp({ overrides: { ...plainReservationRule, payments: payments.provider } }), {
    extra: { payments },
  });
}

describe('staff.md section 7: the calls a client written from the spec makes', () => {
  const t = useConformanceApp();
  let w: World;
  beforeAll(async () => {
    w = await makeWorld(t);
  });

  for (const entry of cases) {
    // CONFORMANCE_TODO=1 runs the todos too (to see where the changes they wait for stand).
    if ('todo' in entry && (process.env.CONFORMANCE_TODO !== '1' || !entry.send || entry.status === undefined)) {
      it.todo(`${entry.call} (${entry.todo})`);
      continue;
    }
    const { send, status } = entry as Case;
    it(entry.call, async () => {
      const reply = await send(w);
      expect(reply.statusCode, reply.body).toBe(status);
      const body = reply.body ? reply.json() : null;
      for (const field of entry.reads ?? []) expect(body, `reads ${field}`).toHaveProperty(field);
      await entry.check?.(body, w);
    });
  }
});
