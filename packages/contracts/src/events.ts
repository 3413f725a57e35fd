import { z } from 'zod';
import { eventStatusSchema, isoDateTimeSchema, vendorIdSchema, venueTimeZoneSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import {
  readLanguageQuerySchema,
  TRANSLATIONS_WRITE_RULES,
  translatedText,
  translationsSchema,
} from './translations.js';
import { vendorPathSchema } from './vendors.js';

export const EVENT_NAME_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 20_000;
export const EVENT_IMAGES_MAX = 10;
export const URL_MAX_LENGTH = 2_000;

/** The texts of an event a customer reads, and so the ones staff may translate (decision 096). */
export const EVENT_TRANSLATED_FIELDS = ['eventName', 'description'] as const;

export const INVALID_URL_MESSAGE = 'Please enter a valid URL.';
export const TIME_ZONE_READ_ONLY_MESSAGE = "The time zone is the venue's; it cannot be changed with an event.";
const TIME_FORMAT_MESSAGE = 'Enter the time as an ISO 8601 date and time with offset, e.g. 2025-07-04T20:00:00-07:00.';

/** A vendor event (a night at the venue) as staff edit it and the vendor landing page shows it. */
export const vendorEventSchema = z.object({
  eventId: z.string(),
  vendorId: z.string(),
  eventName: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  ticketingLink: z.string().nullable(),
  /** HTML, sanitised by the server before it is stored: safe to render as is. */
  description: z.string().nullable(),
  status: eventStatusSchema,
  /** Flyer image URLs; the landing page shows the first. */
  images: z.array(z.string()),
  /** The times above are shown and picked in this zone. */
  timeZone: venueTimeZoneSchema,
  /**
   * Issue 44: the Spanish name and description staff wrote (decision 096). A customer's read already gives eventName
   * and description in the request's language, field by field falling back to the venue's text.
   */
  translations: translationsSchema(EVENT_TRANSLATED_FIELDS).optional(),
});
export type VendorEvent = z.infer<typeof vendorEventSchema>;

const httpUrlSchema = z.url({ protocol: /^https?$/, error: INVALID_URL_MESSAGE });

/**
 * The URL and time checks below as the API description states them (issue 41): the refinements keep their messages;
 * these patterns tell a generated client the same (surrounding spaces are trimmed, blank means none).
 */
export const HTTP_URL_OR_BLANK_PATTERN = '^\\s*([Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#].*)?$';
const IMAGE_URL_PATTERN = '^\\s*([Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#].*|/(?!/)\\S*\\s*)$';
const DATE_TIME_OR_BLANK_PATTERN =
  '^\\s*(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})\\s*)?$';

/** True for an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  return httpUrlSchema.safeParse(value).success;
}

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** An optional time: blank means none. */
const optionalTimeSchema = z
  .string({ error: TIME_FORMAT_MESSAGE })
  .trim()
  .nullish()
  .refine((value) => !value || isoDateTimeSchema.safeParse(value).success, TIME_FORMAT_MESSAGE)
  .meta({ pattern: DATE_TIME_OR_BLANK_PATTERN })
  .transform((value) => value || null);

const eventNameSchema = z
  .string({ error: 'Event name is required.' })
  .trim()
  .min(1, 'Event name is required.')
  .max(EVENT_NAME_MAX_LENGTH, `Event name must be at most ${EVENT_NAME_MAX_LENGTH} characters.`);
const eventDescriptionSchema = z
  .string()
  .max(EVENT_DESCRIPTION_MAX_LENGTH, `Description must be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters.`);

const eventFieldsSchema = z.object({
  /** Optional; when sent it must be the vendor in the path. */
  vendorId: vendorIdSchema.optional(),
  eventName: eventNameSchema,
  startTime: optionalTimeSchema,
  endTime: optionalTimeSchema,
  /** An http or https URL; blank means none. */
  ticketingLink: z
    .string({ error: INVALID_URL_MESSAGE })
    .trim()
    .max(URL_MAX_LENGTH, INVALID_URL_MESSAGE)
    .nullish()
    .refine((value) => !value || isHttpUrl(value), INVALID_URL_MESSAGE)
    .meta({ pattern: HTTP_URL_OR_BLANK_PATTERN })
    .transform((value) => value || null),
  /** HTML; the server keeps basic formatting and links and drops everything else. */
  description: eventDescriptionSchema.nullish().transform((value) => value?.trim() || null),
  status: z.enum(eventStatusSchema.options, {
    error: (issue) =>
      isBlank(issue.input) ? 'Status is required.' : 'Status must be UPCOMING, IN_PROGRESS or COMPLETED.',
  }),
  /** Flyer URLs (http, https or a path on this site). Left out on update: the event keeps its images. */
  images: z
    .array(
      z
        .string()
        .trim()
        .max(URL_MAX_LENGTH, INVALID_URL_MESSAGE)
        .refine((value) => isHttpUrl(value) || /^\/(?!\/)\S*$/.test(value), INVALID_URL_MESSAGE)
        .meta({ pattern: IMAGE_URL_PATTERN }),
    )
    .max(EVENT_IMAGES_MAX, `An event can have at most ${EVENT_IMAGES_MAX} images.`)
    .optional(),
  /**
   * Read-only: an event sent back as it was read carries its vendor's zone, and is taken as long as the zone is
   * still the vendor's (the times are instants either way; the zone is set on the vendor, not here).
   */
  timeZone: z.string().max(64).optional(),
  /** Issue 44: the Spanish texts (the description sanitised as the English one is). */
  translations: z
    .strictObject({
      es: z
        .strictObject({
          eventName: translatedText(eventNameSchema),
          description: translatedText(eventDescriptionSchema),
        })
        .optional(),
    })
    .optional()
    .describe(TRANSLATIONS_WRITE_RULES),
});

function checkTimes(event: { startTime: string | null; endTime: string | null }, ctx: z.RefinementCtx) {
  if (event.startTime && event.endTime && Date.parse(event.endTime) <= Date.parse(event.startTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End time must be after start time.' });
  }
}

/** The event form, create mode. */
export const createEventBodySchema = eventFieldsSchema.superRefine(checkTimes);
export type CreateEventBody = z.input<typeof createEventBodySchema>;
export type CreateEventInput = z.output<typeof createEventBodySchema>;

/** The event form, update mode: the full event including its id. */
export const updateEventBodySchema = eventFieldsSchema
  .extend({
    eventId: z.string({ error: 'Event id is required.' }).trim().min(1, 'Event id is required.').max(64),
  })
  .superRefine(checkTimes);
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;
export type UpdateEventInput = z.output<typeof updateEventBodySchema>;

export const eventPathSchema = z.object({ eventId: z.string().trim().min(1).max(64) });
export const getEventQuerySchema = z.object({
  vendorId: vendorIdSchema,
  /** Issue 44: the texts' language; without it Accept-Language, then the ql_lang cookie, decide. */
  lang: readLanguageQuerySchema,
});

/** One status or several comma-separated (as the query may send them), as the description states it. */
const EVENT_STATUS_LIST_PATTERN =
  '^\\s*(UPCOMING|IN_PROGRESS|COMPLETED)?\\s*(,\\s*(UPCOMING|IN_PROGRESS|COMPLETED)?\\s*)*$';
/** `status` may repeat (`status=A&status=B`) or be comma-separated (`status=IN_PROGRESS,UPCOMING`). */
export const eventsByStatusQuerySchema = z.object({
  vendorId: vendorIdSchema,
  /** Issue 44: the texts' language; without it Accept-Language, then the ql_lang cookie, decide. */
  lang: readLanguageQuerySchema,
  status: z
    .union(
      [
        z.string().meta({ pattern: EVENT_STATUS_LIST_PATTERN }),
        z.array(z.string().meta({ pattern: EVENT_STATUS_LIST_PATTERN })),
      ],
      {
        error: 'Status is required.',
      },
    )
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(eventStatusSchema.options, { error: 'Status must be UPCOMING, IN_PROGRESS or COMPLETED.' }))
        .min(1, 'Status is required.'),
    ),
});

export const eventResponseSchema = z.object({ event: vendorEventSchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;

export const eventListResponseSchema = z.object({ events: z.array(vendorEventSchema) });
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

// ---------------------------------------------------------------- endpoints

export const getEvent = defineEndpoint({
  method: 'GET',
  path: '/event-service/v1/event/:eventId',
  tags: ['events'],
  params: eventPathSchema,
  query: getEventQuerySchema,
  response: { 200: eventResponseSchema },
});

export const listEventsByStatus = defineEndpoint({
  method: 'GET',
  path: '/event-service/v1/events/by-vendor-and-status',
  errors: ['NOT_FOUND'],
  tags: ['events'],
  description: 'A 404 means the vendor has no events in these statuses.',
  query: eventsByStatusQuerySchema,
  response: { 200: eventListResponseSchema },
});

export const listVendorEvents = defineEndpoint({
  method: 'GET',
  path: '/event-service/v1/admin/vendors/:vendorId/events',
  tags: ['events'],
  auth: 'bearer',
  params: vendorPathSchema,
  response: { 200: eventListResponseSchema },
});

/** Issue 44: what a write's translations may fail on. */
const EVENT_TRANSLATION_ERRORS =
  'MANAGER and above. 400 VALIDATION_FAILED naming the field, also for translations: a language other than es, a ' +
  'field other than eventName and description, a text past its English limit.';

export const createEvent = defineEndpoint({
  method: 'POST',
  path: '/event-service/v1/admin/vendors/:vendorId/events',
  tags: ['events'],
  auth: 'bearer',
  description: EVENT_TRANSLATION_ERRORS,
  params: vendorPathSchema,
  body: createEventBodySchema,
  response: { 201: eventResponseSchema },
});

export const updateEvent = defineEndpoint({
  method: 'PUT',
  path: '/event-service/v1/admin/vendors/:vendorId/events',
  tags: ['events'],
  auth: 'bearer',
  description: EVENT_TRANSLATION_ERRORS,
  params: vendorPathSchema,
  body: updateEventBodySchema,
  response: { 200: eventResponseSchema },
});
