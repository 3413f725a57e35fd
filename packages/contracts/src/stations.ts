import { z } from 'zod';
import { isoDateTimeSchema, productTypeSchema, vendorLocationIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

// ---------------------------------------------------------------- stations and their tickets (issue 40, decision 088)

/** The sounds a station screen may play on a new ticket. */
export const stationSoundValues = ['chime', 'bell', 'none'] as const;
export const stationSoundSchema = z.enum(stationSoundValues);
export type StationSound = z.infer<typeof stationSoundSchema>;

/** A location has at most this many stations (Bar, Kitchen, Merch…). */
export const STATIONS_PER_LOCATION_MAX = 20;
/** A station screen lists at most this many open tickets, oldest first. */
export const STATION_TICKETS_MAX = 200;
/** Ticket times (average, p90) are counted over the tickets bumped within this many hours: the shift. */
export const STATION_SHIFT_HOURS = 12;

const stationIdSchema = z.string().trim().min(1).max(64);
const ticketIdSchema = z.string().trim().min(1).max(64);

export const stationSchema = z.object({
  stationId: z.string(),
  vendorLocationId: z.string(),
  name: z.string(),
  sound: stationSoundSchema,
  position: z.number().int(),
});
export type Station = z.infer<typeof stationSchema>;

/**
 * Where a product goes: by its type (drinks, food…), by its product group, or the product itself. The most specific
 * wins (product, then group, then type); a product no route names goes to the location's first station.
 */
export const stationRouteSchema = z.object({
  stationId: z.string(),
  productType: productTypeSchema.nullable(),
  groupId: z.string().nullable(),
  productId: z.string().nullable(),
});
export type StationRoute = z.infer<typeof stationRouteSchema>;

export const stationListResponseSchema = z.object({
  items: z.array(stationSchema),
  routes: z.array(stationRouteSchema),
});
export type StationListResponse = z.infer<typeof stationListResponseSchema>;

export const stationPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema, stationId: stationIdSchema });
export const stationsPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema });
export const ticketPathSchema = stationPathSchema.extend({ ticketId: ticketIdSchema });
export const ticketItemPathSchema = ticketPathSchema.extend({
  lineNo: z.coerce.number().int().min(1).max(1000),
});

const stationNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the station a name.')
  .max(40, 'The name must be at most 40 characters.');

export const createStationBodySchema = z.strictObject({
  name: stationNameSchema,
  sound: stationSoundSchema.optional(),
});
export type CreateStationBody = z.infer<typeof createStationBodySchema>;

export const editStationBodySchema = z.strictObject({
  name: stationNameSchema.optional(),
  sound: stationSoundSchema.optional(),
  position: z.number().int().min(0).max(1000).optional(),
});
export type EditStationBody = z.infer<typeof editStationBodySchema>;

export const stationRouteBodySchema = z
  .strictObject({
    stationId: stationIdSchema,
    productType: productTypeSchema.optional(),
    groupId: z
      .string()
      .trim()
      .min(1)
      .max(64, 'The group must be at most 64 characters.')
      .regex(/^[A-Za-z0-9_-]*$/, 'The group may hold only letters, digits, - and _.')
      .optional(),
    productId: z.string().trim().min(1).max(64).optional(),
  })
  .refine(
    (route) => [route.productType, route.groupId, route.productId].filter((key) => key !== undefined).length === 1,
    { message: 'A route names exactly one of productType, groupId or productId.' },
  );

export const setStationRoutesBodySchema = z.strictObject({
  routes: z.array(stationRouteBodySchema).max(500),
});
export type SetStationRoutesBody = z.infer<typeof setStationRoutesBodySchema>;

export const stationResponseSchema = z.object({ station: stationSchema });

/** One line of a ticket: the order's line as the station makes it. */
export const stationTicketItemSchema = z.object({
  lineNo: z.number().int(),
  productId: z.string(),
  name: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int(),
  /** The line's options by their kitchen names (issue 39), when it has any. */
  options: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  bumpedAt: isoDateTimeSchema.nullable(),
});

export const stationTicketSchema = z.object({
  ticketId: z.string(),
  stationId: z.string(),
  orderId: z.string(),
  /** The last 6 characters of orderId, as the customer's page shows it. */
  shortOrderId: z.string(),
  firstName: z.string().nullable(),
  /** The customer's ID must be checked at pickup (an item needs it). */
  isIdCheck: z.boolean(),
  items: z.array(stationTicketItemSchema),
  createdAt: isoDateTimeSchema,
  bumpedAt: isoDateTimeSchema.nullable(),
});
export type StationTicket = z.infer<typeof stationTicketSchema>;

/** Ticket times of a station over the shift (bumped minus made), in seconds; null with no ticket bumped. */
export const ticketTimesSchema = z.object({
  count: z.number().int(),
  averageSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
});

/** The longest span the ticket-times report covers at once, in venue days. */
export const TICKET_TIMES_REPORT_DAYS_MAX = 62;
export const TICKET_TIMES_RANGE_MESSAGE = `Choose from and to as dates (YYYY-MM-DD), from not after to, at most ${TICKET_TIMES_REPORT_DAYS_MAX} days.`;

export const ticketTimesReportQuerySchema = z
  .object({ from: z.iso.date(TICKET_TIMES_RANGE_MESSAGE), to: z.iso.date(TICKET_TIMES_RANGE_MESSAGE) })
  .refine(
    ({ from, to }) => from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 < TICKET_TIMES_REPORT_DAYS_MAX,
    { message: TICKET_TIMES_RANGE_MESSAGE, path: ['to'] },
  );

/** A station's ticket times over one venue day (its local date): tickets bumped, average and p90 seconds. */
export const stationDayTicketTimesSchema = ticketTimesSchema.extend({
  day: z.string(),
  stationId: z.string(),
  stationName: z.string(),
});

export const ticketTimesReportResponseSchema = z.object({
  /** By venue day (counted in the venue's time zone), then by the stations' order. */
  items: z.array(stationDayTicketTimesSchema),
});
export type TicketTimesReportResponse = z.infer<typeof ticketTimesReportResponseSchema>;

export const stationTicketsResponseSchema = z.object({
  station: stationSchema,
  items: z.array(stationTicketSchema),
  /** The ticket bumped last (what recall brings back), if any within the shift. */
  lastBumped: stationTicketSchema.nullable(),
  times: ticketTimesSchema,
  /** The station's printers: offline when one has not polled for a minute (decision 088). */
  printers: z.array(
    z.object({ printerId: z.string(), name: z.string(), isOnline: z.boolean(), lastStatus: z.string().nullable() }),
  ),
  /** The server's clock when it was read, so ages are counted from the same clock. */
  asOf: isoDateTimeSchema,
});
export type StationTicketsResponse = z.infer<typeof stationTicketsResponseSchema>;

export const stationTicketResponseSchema = z.object({
  ticket: stationTicketSchema,
  /** True when this call finished the order's last open ticket and the order was marked ready by it. */
  isOrderReady: z.boolean(),
});
export type StationTicketResponse = z.infer<typeof stationTicketResponseSchema>;

/** An order whose stations are partly done: the expo (the pass) sees which are still open. */
export const expoOrderSchema = z.object({
  orderId: z.string(),
  shortOrderId: z.string(),
  firstName: z.string().nullable(),
  tickets: z.array(
    z.object({
      ticketId: z.string(),
      stationId: z.string(),
      stationName: z.string(),
      createdAt: isoDateTimeSchema,
      bumpedAt: isoDateTimeSchema.nullable(),
    }),
  ),
});
export const expoResponseSchema = z.object({
  items: z.array(expoOrderSchema),
  times: z.array(ticketTimesSchema.extend({ stationId: z.string(), stationName: z.string() })),
  asOf: isoDateTimeSchema,
});
export type ExpoResponse = z.infer<typeof expoResponseSchema>;

/** The location's stations and routes: staff of any role at its vendor. 404 NOT_FOUND for an unknown location. */
export const listStations = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/stations',
  tags: ['stations'],
  auth: 'bearer',
  description: 'Staff of any role. 404 NOT_FOUND for an unknown location, 403 FORBIDDEN for staff of another vendor.',
  params: stationsPathSchema,
  response: { 200: stationListResponseSchema },
});

export const createStation = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/stations',
  errors: ['CONFLICT'],
  tags: ['stations'],
  auth: 'bearer',
  description: `MANAGER and above. 409 CONFLICT for a name the location already has or past ${STATIONS_PER_LOCATION_MAX} stations; 400 VALIDATION_FAILED for a bad body.`,
  params: stationsPathSchema,
  body: createStationBodySchema,
  response: { 201: stationResponseSchema },
});

export const editStation = defineEndpoint({
  method: 'PATCH',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/stations/:stationId',
  errors: ['CONFLICT'],
  tags: ['stations'],
  auth: 'bearer',
  description:
    'MANAGER and above. 404 NOT_FOUND for another location’s or a removed station; 409 CONFLICT for a name taken.',
  params: stationPathSchema,
  body: editStationBodySchema,
  response: { 200: stationResponseSchema },
});

export const removeStation = defineEndpoint({
  method: 'DELETE',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/stations/:stationId',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'MANAGER and above. Removes the station and its routes (its tickets stay in the history); 404 NOT_FOUND when it is not the location’s.',
  params: stationPathSchema,
  response: { 204: z.null() },
});

export const setStationRoutes = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/station-routes',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'MANAGER and above. Replaces the location’s routes; 400 VALIDATION_FAILED for a route naming a station or product not of the location, or one key twice.',
  params: stationsPathSchema,
  body: setStationRoutesBodySchema,
  response: { 200: stationListResponseSchema },
});

export const getStationTickets = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/stations/:stationId/tickets',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'Staff of any role: the open tickets oldest first, the last bumped and the shift’s ticket times. 404 NOT_FOUND for a station not of the location.',
  params: stationPathSchema,
  response: { 200: stationTicketsResponseSchema },
});

export const streamStationTickets = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/stations/:stationId/tickets/events',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'Server-sent events: `event: tickets` with the station’s tickets now and after every change, a comment heartbeat every 15 s. Refusals as getStationTickets.',
  params: stationPathSchema,
});

export const bumpTicket = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/stations/:stationId/tickets/:ticketId/bump',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'Staff of any role. Bumps the ticket (and its items), once; when it was the order’s last open ticket the order becomes ready as the queue’s Ready makes it. 404 NOT_FOUND for a ticket not of the station.',
  params: ticketPathSchema,
  response: { 200: stationTicketResponseSchema },
});

export const bumpTicketItem = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/stations/:stationId/tickets/:ticketId/items/:lineNo/bump',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'Staff of any role. Bumps one line; the last line bumped bumps the ticket. 404 NOT_FOUND for a line not on the ticket.',
  params: ticketItemPathSchema,
  response: { 200: stationTicketResponseSchema },
});

export const recallTicket = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/stations/:stationId/tickets/:ticketId/recall',
  errors: ['CONFLICT'],
  tags: ['stations'],
  auth: 'bearer',
  description:
    'Staff of any role. Brings a bumped ticket back open (its items too); an order already ready stays ready. 404 NOT_FOUND for a ticket not of the station; 409 CONFLICT when it is open.',
  params: ticketPathSchema,
  response: { 200: stationTicketResponseSchema },
});

export const getTicketTimesReport = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/ticket-times',
  tags: ['stations'],
  auth: 'bearer',
  description: `MANAGER and above: each station's ticket times (made to bumped) per venue day from \`from\` to \`to\` (the venue's dates, at most ${TICKET_TIMES_REPORT_DAYS_MAX} days): tickets bumped, average and p90 seconds, by day then station; a day with nothing bumped is left out. 400 VALIDATION_FAILED for dates not as YYYY-MM-DD or a range backwards or too long.`,
  params: stationsPathSchema,
  query: ticketTimesReportQuerySchema,
  response: { 200: ticketTimesReportResponseSchema },
});

export const getExpo = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/expo',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'Staff of any role: orders with a ticket still open and one bumped (partly done), oldest first, and each station’s ticket times for the shift.',
  params: stationsPathSchema,
  response: { 200: expoResponseSchema },
});
