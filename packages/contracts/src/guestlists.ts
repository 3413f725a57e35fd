import { z } from 'zod';
import {
  eventStatusSchema,
  idSchema,
  isoDateTimeSchema,
  optionalText,
  requiredText,
  vendorIdSchema,
  venueTimeZoneSchema,
} from './common.js';
import { defineEndpoint } from './endpoint.js';
import { HTTP_URL_OR_BLANK_PATTERN, isHttpUrl, URL_MAX_LENGTH } from './events.js';

// The guest-list service, /guestlist-service/v1 (staff.md sections 3, 5 and 7; customer.md section 7).

export const GLEVENT_NAME_MAX_LENGTH = 200;
export const GLEVENT_DESCRIPTION_MAX_LENGTH = 5_000;
export const GLEVENT_CAPACITY_MAX = 100_000;
export const ADDRESS_FIELD_MAX_LENGTH = 200;
/** A party on one reservation: the customer side books 1; staff-made or future bookings may hold more. */
export const RESERVATION_QUANTITY_MAX = 10;
/** staff.md section 9: the available-events search radius when none is given. */
export const DEFAULT_RADIUS_MILES = 10;
/** customer.md section 9: the city search radius. */
export const CITY_RADIUS_MILES = 50;
export const RADIUS_MILES_MAX = 500;
/** The most events one available-events search answers, soonest first. */
export const AVAILABLE_GLEVENTS_LIMIT = 200;
export const RESERVATIONS_PAGE_SIZE = 20;

export const SELECT_ADDRESS_MESSAGE = 'Please select a valid address from the dropdown.';
export const IDS_REQUIRED_MESSAGE = 'Vendor ID and Event ID are required for updating an event.';
export const ONE_ACTIVE_RESERVATION_MESSAGE = 'Only 1 active reservation allowed';

/** The values as a tuple: the database's enum is made from it (decision 022). */
export const reservationStatusValues = ['PENDING', 'CONFIRMED', 'CHECKED_IN', 'CANCELLED', 'WAITLISTED'] as const;
export const reservationStatusSchema = z.enum(reservationStatusValues);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

const timeSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .refine(
      (value) => isoDateTimeSchema.safeParse(value).success,
      `${label} must be an ISO 8601 date and time with offset.`,
    );

const capacitySchema = z
  .number({ error: 'Guest list capacity must be a number.' })
  .int('Guest list capacity must be a whole number.')
  .min(1, 'Guest list capacity must be at least 1.')
  .max(GLEVENT_CAPACITY_MAX, `Guest list capacity must be at most ${GLEVENT_CAPACITY_MAX}.`);

const latitudeSchema = z
  .number({ error: 'Latitude must be a number.' })
  .min(-90, 'Latitude must be between -90 and 90.')
  .max(90, 'Latitude must be between -90 and 90.');
const longitudeSchema = z
  .number({ error: 'Longitude must be a number.' })
  .min(-180, 'Longitude must be between -180 and 180.')
  .max(180, 'Longitude must be between -180 and 180.');

const eventLinkSchema = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, 'Please enter a valid URL.')
  .nullish()
  .refine((value) => !value || isHttpUrl(value), 'Please enter a valid URL.')
  .meta({ pattern: HTTP_URL_OR_BLANK_PATTERN })
  .transform((value) => value || null);

/** The address a manager picks from the autocomplete; the form never sends a typed one. */
export const gleventAddressSchema = z.object({
  venueName: requiredText('Venue name', ADDRESS_FIELD_MAX_LENGTH),
  addressLine1: requiredText('Address', ADDRESS_FIELD_MAX_LENGTH),
  addressLine2: optionalText('Address line 2', ADDRESS_FIELD_MAX_LENGTH),
  city: requiredText('City', ADDRESS_FIELD_MAX_LENGTH),
  /** Short form, e.g. CA. */
  state: requiredText('State', 10),
  /** Short form, e.g. US. */
  country: requiredText('Country', 10),
  zipCode: requiredText('ZIP code', 12),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});

const gleventFieldsSchema = z.strictObject({
  /** Optional; when sent it must be the vendor in the path. */
  vendorId: vendorIdSchema.optional(),
  name: requiredText('Name', GLEVENT_NAME_MAX_LENGTH),
  description: optionalText('Description', GLEVENT_DESCRIPTION_MAX_LENGTH),
  startTime: timeSchema('Start time'),
  endTime: timeSchema('End time'),
  guestlistCapacity: capacitySchema,
  gleventStatus: eventStatusSchema,
  eventLink: eventLinkSchema,
  ...gleventAddressSchema.shape,
});

function checkTimes(event: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx) {
  if (event.startTime && event.endTime && Date.parse(event.endTime) <= Date.parse(event.startTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End time must be after start time.' });
  }
}

/** POST /vendors/{vendorId}/glevents. `gleventStatus` defaults to UPCOMING. */
export const createGleventBodySchema = gleventFieldsSchema
  .extend({ gleventStatus: eventStatusSchema.default('UPCOMING') })
  .superRefine(checkTimes);
export type CreateGleventBody = z.input<typeof createGleventBodySchema>;
export type CreateGleventInput = z.output<typeof createGleventBodySchema>;

/** The message when a street, city, state or country changes without the coordinates of the new place. */
export const NEW_ADDRESS_NEEDS_COORDINATES_MESSAGE =
  'A new address needs its latitude and longitude: send them with it (pick the address from the dropdown).';
export const COORDINATES_TOGETHER_MESSAGE = 'Latitude and longitude are changed together: send both.';
/** Address fields that move the place: changing one needs the new place's coordinates (the server compares). */
export const GLEVENT_PLACE_FIELDS = ['addressLine1', 'city', 'state', 'country'] as const;

/**
 * PUT /vendors/{vendorId}/glevents/{gleventId}: the changed fields only, or the event as read back.
 * - Capacity is `guestlistCapacity` (the create's name) or `originalCapacity` (the read's name); both
 *   may be sent only when they agree.
 * - What the read gives and nobody sets is accepted and ignored: `reservedCount`, `availableCount`,
 *   `timeZone` (they may have moved since the read). `gleventId` and `vendorId` must be the path's.
 * - The address may change in part while it stays one place: latitude and longitude travel together,
 *   and a changed street, city, state or country needs them (checked on the server against the stored
 *   address, so a read-back address that did not change needs nothing). ZIP code, line 2 and venue name
 *   may change alone.
 */
export const updateGleventBodySchema = gleventFieldsSchema
  .partial()
  .extend({
    originalCapacity: capacitySchema.optional(),
    gleventId: idSchema.optional(),
    reservedCount: z.number().int().min(0).optional(),
    availableCount: z.number().int().min(0).optional(),
    timeZone: z.string().max(100).optional(),
  })
  .superRefine(checkTimes)
  .superRefine((body, ctx) => {
    const { guestlistCapacity, originalCapacity } = body;
    if (guestlistCapacity !== undefined && originalCapacity !== undefined && guestlistCapacity !== originalCapacity) {
      ctx.addIssue({
        code: 'custom',
        path: ['originalCapacity'],
        message: 'originalCapacity and guestlistCapacity are the same capacity: send one, or the same number.',
      });
    }
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      const missing = body.latitude === undefined ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: COORDINATES_TOGETHER_MESSAGE });
    }
  });
export type UpdateGleventBody = z.input<typeof updateGleventBodySchema>;
export type UpdateGleventInput = z.output<typeof updateGleventBodySchema>;

/** A guest-list event, as staff and customers see it. */
export const gleventSchema = z.object({
  gleventId: z.string(),
  vendorId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  originalCapacity: z.number().int(),
  /** Places taken by CONFIRMED and CHECKED_IN reservations; never above originalCapacity. */
  reservedCount: z.number().int(),
  /** originalCapacity − reservedCount. */
  availableCount: z.number().int(),
  gleventStatus: eventStatusSchema,
  venueName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  eventLink: z.string().nullable(),
  /** The vendor's zone: startTime and endTime are shown and picked in it. */
  timeZone: venueTimeZoneSchema,
});
export type Glevent = z.infer<typeof gleventSchema>;

export const gleventResponseSchema = z.object({ glevent: gleventSchema });
export type GleventResponse = z.infer<typeof gleventResponseSchema>;

/** Upcoming: not ended and not COMPLETED, soonest first. Past: the rest, latest first. */
export const vendorGleventsResponseSchema = z.object({
  upcomingGlevents: z.array(gleventSchema),
  pastGlevents: z.array(gleventSchema),
  total: z.number().int(),
});
export type VendorGleventsResponse = z.infer<typeof vendorGleventsResponseSchema>;

export const availableGleventSchema = gleventSchema.extend({
  /** Straight-line distance from the searched point. */
  distanceMiles: z.number(),
});
export type AvailableGlevent = z.infer<typeof availableGleventSchema>;

/** GET /glevents/available: events within radiusMiles of a point that have not ended. */
export const availableGleventsQuerySchema = z.strictObject({
  // The ranges as the description states them (the piped schema keeps the messages).
  latitude: z.coerce
    .number({ error: 'Latitude must be a number.' })
    .pipe(latitudeSchema)
    .meta({ minimum: -90, maximum: 90 }),
  longitude: z.coerce
    .number({ error: 'Longitude must be a number.' })
    .pipe(longitudeSchema)
    .meta({ minimum: -180, maximum: 180 }),
  radiusMiles: z.coerce
    .number({ error: 'radiusMiles must be a number.' })
    .positive('radiusMiles must be more than 0.')
    .max(RADIUS_MILES_MAX, `radiusMiles must be at most ${RADIUS_MILES_MAX}.`)
    .default(DEFAULT_RADIUS_MILES),
});
export type AvailableGleventsQuery = z.input<typeof availableGleventsQuerySchema>;

export const availableGleventsResponseSchema = z.object({ glevents: z.array(availableGleventSchema) });
export type AvailableGleventsResponse = z.infer<typeof availableGleventsResponseSchema>;

export const vendorGleventsPathSchema = z.object({ vendorId: vendorIdSchema });
export const gleventPathSchema = z.object({ vendorId: vendorIdSchema, gleventId: idSchema });
export const reservationPathSchema = z.object({
  vendorId: vendorIdSchema,
  gleventId: idSchema,
  reservationId: idSchema,
});
export const myReservationPathSchema = z.object({ reservationId: idSchema });

/** POST /vendors/{vendorId}/glevents/{gleventId}/reservations. */
/** customer.md's body `{quantity: 1, vendorId}`; staff.md names none, so no body reserves one place. */
export const reserveBodySchema = z
  .strictObject({
    quantity: z
      .number({ error: 'Quantity must be a number.' })
      .int('Quantity must be a whole number.')
      .min(1, 'Quantity must be at least 1.')
      .max(RESERVATION_QUANTITY_MAX, `Quantity must be at most ${RESERVATION_QUANTITY_MAX}.`)
      .default(1),
    /** Optional; when sent it must be the vendor in the path. */
    vendorId: vendorIdSchema.optional(),
  })
  .nullish()
  .transform((body) => body ?? { quantity: 1 });
export type ReserveBody = z.input<typeof reserveBodySchema>;

/** The check-in call has an empty body; an empty JSON object is accepted too. */
export const checkInBodySchema = z.strictObject({}).nullish();

/** A reservation as the customer sees it in their list (customer.md section 3). */
export const myReservationSchema = z.object({
  /** Random and unguessable; the reservation's QR code encodes exactly this string. */
  reservationId: z.string(),
  gleventId: z.string(),
  vendorId: z.string(),
  gleventName: z.string(),
  venueName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  createdAt: z.string(),
  quantity: z.number().int(),
  reservationStatus: reservationStatusSchema,
  /** The event's vendor's zone: startTime and endTime are shown in it. */
  timeZone: venueTimeZoneSchema,
});
export type MyReservation = z.infer<typeof myReservationSchema>;

export const myReservationResponseSchema = z.object({ reservation: myReservationSchema });
export type MyReservationResponse = z.infer<typeof myReservationResponseSchema>;

export const myReservationsQuerySchema = z.strictObject({
  nextToken: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(RESERVATIONS_PAGE_SIZE),
});

/** Newest first; `nextToken` is null on the last page. */
export const myReservationsResponseSchema = z.object({
  reservations: z.array(myReservationSchema),
  nextToken: z.string().nullable(),
});
export type MyReservationsResponse = z.infer<typeof myReservationsResponseSchema>;

/** A reservation on the staff guest list (staff.md section 3). */
export const guestReservationSchema = z.object({
  reservationId: z.string(),
  gleventId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The last four digits of the guest's phone, to tell guests apart (and name one who gave no name). */
  phoneLast4: z.string(),
  quantity: z.number().int(),
  createdAt: z.string(),
  reservationStatus: reservationStatusSchema,
  checkedInAt: z.string().nullable(),
});
export type GuestReservation = z.infer<typeof guestReservationSchema>;

/** Every reservation of the event, by guest name; `glevent` gives the counts for the door. */
export const guestListResponseSchema = z.object({
  reservations: z.array(guestReservationSchema),
  total: z.number().int(),
  glevent: gleventSchema,
});
export type GuestListResponse = z.infer<typeof guestListResponseSchema>;

export const checkInResponseSchema = z.object({ reservation: guestReservationSchema });
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

export const eligibilityResponseSchema = z.object({ isEligible: z.boolean() });
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;

// ---------------------------------------------------------------- endpoints

export const createGlevent = defineEndpoint({
  method: 'POST',
  path: '/guestlist-service/v1/vendors/:vendorId/glevents',
  tags: ['guestlists'],
  auth: 'bearer',
  description: 'MANAGER and above of the vendor. `gleventStatus` defaults to UPCOMING.',
  params: vendorGleventsPathSchema,
  body: createGleventBodySchema,
  response: { 201: gleventResponseSchema },
});

export const listVendorGlevents = defineEndpoint({
  method: 'GET',
  path: '/guestlist-service/v1/vendors/:vendorId/glevents',
  tags: ['guestlists'],
  auth: 'bearer',
  description: 'Any staff role of the vendor.',
  params: vendorGleventsPathSchema,
  response: { 200: vendorGleventsResponseSchema },
});

export const updateGlevent = defineEndpoint({
  method: 'PUT',
  path: '/guestlist-service/v1/vendors/:vendorId/glevents/:gleventId',
  errors: ['CAPACITY_BELOW_RESERVED'],
  tags: ['guestlists'],
  auth: 'bearer',
  description:
    'MANAGER and above. Only the fields sent change; the event as read back is accepted too. Capacity is ' +
    '`guestlistCapacity` or `originalCapacity`. Accepted and ignored: `reservedCount`, `availableCount`, ' +
    '`timeZone`. `gleventId` and `vendorId`, when sent, must be the path’s (400 otherwise). The address may ' +
    'change in part; latitude and longitude travel together, and a changed street, city, state or country ' +
    'needs them (400 naming latitude and longitude otherwise).',
  params: gleventPathSchema,
  body: updateGleventBodySchema,
  response: { 200: gleventResponseSchema },
});

export const listAvailableGlevents = defineEndpoint({
  method: 'GET',
  path: '/guestlist-service/v1/glevents/available',
  tags: ['guestlists'],
  description: 'Public. Events within `radiusMiles` (default 10) that have not ended, soonest first.',
  query: availableGleventsQuerySchema,
  response: { 200: availableGleventsResponseSchema },
});

export const createReservation = defineEndpoint({
  method: 'POST',
  path: '/guestlist-service/v1/vendors/:vendorId/glevents/:gleventId/reservations',
  errors: [
    'GLEVENT_CLOSED',
    'ALREADY_RESERVED',
    'RESERVATION_LIMIT',
    'MEMBERSHIP_REQUIRED',
    'NO_CREDITS_LEFT',
    'ACTIVE_RESERVATION_EXISTS',
    'BOOKING_TOO_FAR_AHEAD',
  ],
  tags: ['guestlists'],
  auth: 'bearer',
  description: 'CONFIRMED when places are free, WAITLISTED when the event is full.',
  params: gleventPathSchema,
  body: reserveBodySchema,
  response: { 201: myReservationResponseSchema },
});

export const listMyReservations = defineEndpoint({
  method: 'GET',
  path: '/guestlist-service/v1/users/reservations',
  tags: ['guestlists'],
  auth: 'bearer',
  description: 'The caller’s reservations, newest first; pass `nextToken` for the next page.',
  query: myReservationsQuerySchema,
  response: { 200: myReservationsResponseSchema },
});

export const cancelMyReservation = defineEndpoint({
  method: 'POST',
  path: '/guestlist-service/v1/users/reservations/:reservationId/cancel',
  errors: ['RESERVATION_NOT_CANCELLABLE'],
  tags: ['guestlists'],
  auth: 'bearer',
  description: 'The caller’s CONFIRMED (or WAITLISTED) reservation of an event that has not started.',
  params: myReservationPathSchema,
  response: { 200: myReservationResponseSchema },
});

export const getReservationEligibility = defineEndpoint({
  method: 'GET',
  path: '/guestlist-service/v1/users/eligible-to-make-reservations',
  tags: ['guestlists'],
  auth: 'bearer',
  response: { 200: eligibilityResponseSchema },
});

/** The door list leaves cancelled reservations out unless asked for them (a reserve-and-cancel loop grows none). */
export const guestListQuerySchema = z.strictObject({
  includeCancelled: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const listGuests = defineEndpoint({
  method: 'GET',
  path: '/guestlist-service/v1/vendors/:vendorId/events/:gleventId/reservations',
  tags: ['guestlists'],
  auth: 'bearer',
  description:
    'Any staff role of the vendor: the event’s reservations, by guest name; cancelled ones only with ' +
    '`includeCancelled=true`.',
  params: gleventPathSchema,
  query: guestListQuerySchema,
  response: { 200: guestListResponseSchema },
});

export const checkInReservation = defineEndpoint({
  method: 'POST',
  path: '/guestlist-service/v1/vendors/:vendorId/glevents/:gleventId/reservations/:reservationId/check-in',
  errors: ['ALREADY_CHECKED_IN', 'RESERVATION_CANCELLED', 'RESERVATION_NOT_CONFIRMED', 'RESERVATION_OTHER_EVENT'],
  tags: ['guestlists'],
  auth: 'bearer',
  description: 'Any staff role of the vendor. Empty body. CHECKED_IN or CANCELLED answers 409.',
  params: reservationPathSchema,
  body: checkInBodySchema,
  response: { 200: checkInResponseSchema },
});
