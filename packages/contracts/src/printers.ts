import { z } from 'zod';
import { isoDateTimeSchema, vendorLocationIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

// ---------------------------------------------------------------- printers of the stations (issue 40, decision 088)

/** A printer that has not polled for this long shows as offline (station screens, the Stations page, metrics). */
export const PRINTER_OFFLINE_AFTER_SECONDS = 60;
/** A job handed to a printer is its for this long; not confirmed by then, the next poll is offered it again. */
export const PRINT_JOB_LEASE_SECONDS = 30;
/** A location has at most this many printers. */
export const PRINTERS_PER_LOCATION_MAX = 20;

/** The media types our server writes a job in, in the order it prefers them (Star CloudPRNT's `mediaTypes`). */
export const printMediaTypes = [
  'application/vnd.star.starprnt',
  'application/vnd.star.line',
  'application/vnd.escpos',
  'text/plain',
] as const;
export type PrintMediaType = (typeof printMediaTypes)[number];

const printerIdSchema = z.string().trim().min(1).max(64);

export const printerSchema = z.object({
  printerId: z.string(),
  vendorLocationId: z.string(),
  name: z.string(),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  /** Jobs waiting longer than this when the printer comes back are dropped, not printed; null prints them all. */
  dropAfterMinutes: z.number().int().nullable(),
  stationIds: z.array(z.string()),
  lastPollAt: isoDateTimeSchema.nullable(),
  /** The status the printer reported at its last poll (Star's statusCode, e.g. "200 OK"). */
  lastStatus: z.string().nullable(),
  /** It polled within PRINTER_OFFLINE_AFTER_SECONDS. */
  isOnline: z.boolean(),
  /** Jobs waiting to print. */
  pendingJobs: z.number().int(),
});
export type Printer = z.infer<typeof printerSchema>;

export const printerListResponseSchema = z.object({ items: z.array(printerSchema) });
export type PrinterListResponse = z.infer<typeof printerListResponseSchema>;

export const printersPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema });
export const printerPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema, printerId: printerIdSchema });
export const reprintPathSchema = z.object({
  vendorLocationId: vendorLocationIdSchema,
  orderId: z.string().trim().min(1).max(64),
});

const printerNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the printer a name.')
  .max(40, 'The name must be at most 40 characters.');
const paperWidthSchema = z.union([z.literal(58), z.literal(80)]);
const dropAfterSchema = z.number().int().min(1).max(10_080).nullable();
const stationIdsSchema = z.array(z.string().trim().min(1).max(64)).max(20);

export const createPrinterBodySchema = z.strictObject({
  name: printerNameSchema,
  paperWidth: paperWidthSchema.optional(),
  dropAfterMinutes: dropAfterSchema.optional(),
  stationIds: stationIdsSchema.optional(),
});
export type CreatePrinterBody = z.infer<typeof createPrinterBodySchema>;

export const editPrinterBodySchema = z.strictObject({
  name: printerNameSchema.optional(),
  paperWidth: paperWidthSchema.optional(),
  dropAfterMinutes: dropAfterSchema.optional(),
  stationIds: stationIdsSchema.optional(),
});
export type EditPrinterBody = z.infer<typeof editPrinterBodySchema>;

export const printerResponseSchema = z.object({ printer: printerSchema });
/** A new token: shown this once (stored hashed); the printer's or the print agent's. */
export const printerTokenResponseSchema = z.object({ printer: printerSchema, token: z.string() });
export type PrinterTokenResponse = z.infer<typeof printerTokenResponseSchema>;
export const printQueuedResponseSchema = z.object({ jobs: z.number().int() });

export const printReceiptBodySchema = z.strictObject({
  /** The printer of the location to print it on. */
  printerId: z.string().trim().min(1).max(64),
});
export type PrintReceiptBody = z.infer<typeof printReceiptBodySchema>;

export const reprintBodySchema = z.strictObject({
  /** Reprint only this station's ticket; all the order's tickets when left out. */
  stationId: z.string().trim().min(1).max(64).optional(),
});

export const listPrinters = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/printers',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'Staff of any role (a station screen shows its printers offline). 404 NOT_FOUND for an unknown location.',
  params: printersPathSchema,
  response: { 200: printerListResponseSchema },
});

export const createPrinter = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/printers',
  errors: ['CONFLICT'],
  tags: ['stations'],
  auth: 'bearer',
  description: `MANAGER and above. Answers the printer and its token, shown this once. 400 VALIDATION_FAILED for a station not of the location; 409 CONFLICT past ${PRINTERS_PER_LOCATION_MAX} printers.`,
  params: printersPathSchema,
  body: createPrinterBodySchema,
  response: { 201: printerTokenResponseSchema },
});

export const editPrinter = defineEndpoint({
  method: 'PATCH',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/printers/:printerId',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'MANAGER and above: name, paper, backlog age, stations. 404 NOT_FOUND for another location’s or a revoked printer; 400 VALIDATION_FAILED for a station not of the location.',
  params: printerPathSchema,
  body: editPrinterBodySchema,
  response: { 200: printerResponseSchema },
});

export const revokePrinter = defineEndpoint({
  method: 'DELETE',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/printers/:printerId',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'MANAGER and above. Revokes the printer’s token: its next poll is refused (401). 404 NOT_FOUND when it is not the location’s.',
  params: printerPathSchema,
  response: { 204: z.null() },
});

export const renewPrinterToken = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/printers/:printerId/token',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'MANAGER and above. A new token, shown this once; the old one stops working. 404 NOT_FOUND as editPrinter.',
  params: printerPathSchema,
  response: { 200: printerTokenResponseSchema },
});

export const testPrint = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/printers/:printerId/test-print',
  tags: ['stations'],
  auth: 'bearer',
  description: 'MANAGER and above. Queues a test page for the printer. 404 NOT_FOUND as editPrinter.',
  params: printerPathSchema,
  response: { 200: printQueuedResponseSchema },
});

export const reprintOrder = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/reprints/:orderId',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'Staff of any role. Queues the order’s tickets again on their stations’ printers. 404 NOT_FOUND for an order of another location or without tickets.',
  params: reprintPathSchema,
  body: reprintBodySchema,
  response: { 200: printQueuedResponseSchema },
});

export const printReceipt = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/receipt-prints/:orderId',
  tags: ['stations'],
  auth: 'bearer',
  description:
    'Staff of any role. Prints the customer’s receipt of a paid order (the venue and location, the lines, the total and the QR code of the order’s page) on a printer of the location, once: asked again while that receipt waits to print, nothing more is queued (`jobs: 0`). 404 NOT_FOUND for an order or a printer not of the location; 409 ORDER_NOT_PAID for an order not paid yet.',
  params: reprintPathSchema,
  body: printReceiptBodySchema,
  response: { 200: printQueuedResponseSchema },
  errors: ['ORDER_NOT_PAID'],
});

// ---------------------------------------------------------------- Star CloudPRNT (the printer's own calls)

/**
 * The printer's poll, as Star CloudPRNT sends it: its status (`statusCode`, URL-encoded, e.g. "200%20OK"), its MAC and
 * whether it is printing. Unknown fields (clientAction replies, a barcode reader's data) are accepted and ignored.
 */
export const cloudPrntPollBodySchema = z.looseObject({
  status: z.string().max(200).optional(),
  statusCode: z.string().max(200).optional(),
  printerMAC: z.string().max(64).optional(),
  printingInProgress: z.boolean().optional(),
  uniqueID: z.string().max(128).optional(),
});

export const cloudPrntPollResponseSchema = z.object({
  jobReady: z.boolean(),
  mediaTypes: z.array(z.string()).optional(),
  /** Echoed by the printer as `token` in its GET and DELETE: the job's lease. */
  jobToken: z.string().optional(),
});
export type CloudPrntPollResponse = z.infer<typeof cloudPrntPollResponseSchema>;

export const cloudPrntJobQuerySchema = z.object({
  mac: z.string().max(64).optional(),
  type: z.enum(printMediaTypes),
  token: z.string().min(1).max(128),
});

export const cloudPrntConfirmQuerySchema = z.object({
  mac: z.string().max(64).optional(),
  /** Star's result: "200 OK" printed; any other code failed and the job is offered again. */
  code: z.string().min(1).max(200),
  token: z.string().min(1).max(128),
});

/** Printer authentication for the CloudPRNT calls: HTTP Basic (any user name, the token as password) or Bearer. */
const cloudPrntDescription =
  'For a registered printer or print agent: its token as HTTP Basic password (as a Star printer is set up) or as a Bearer token; 401 UNAUTHENTICATED for a missing, wrong or revoked token.';

export const pollCloudPrnt = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/cloudprnt',
  errors: ['UNAUTHENTICATED'],
  tags: ['stations'],
  description: `${cloudPrntDescription} Records the printer's status and answers whether its oldest job is ready, leased to this poll.`,
  body: cloudPrntPollBodySchema,
  response: { 200: cloudPrntPollResponseSchema },
});

export const getCloudPrntJob = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/cloudprnt',
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  tags: ['stations'],
  description: `${cloudPrntDescription} The leased job's bytes in the media type asked for; 404 NOT_FOUND when the token names no job of this printer still to print.`,
  query: cloudPrntJobQuerySchema,
});

export const confirmCloudPrntJob = defineEndpoint({
  method: 'DELETE',
  path: '/order-service/v1/cloudprnt',
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  tags: ['stations'],
  description: `${cloudPrntDescription} Confirms the job with Star's code: 2xx marks it printed (once), any other frees it to be offered again; 404 NOT_FOUND as getCloudPrntJob.`,
  query: cloudPrntConfirmQuerySchema,
  response: { 200: z.object({ isPrinted: z.boolean() }) },
});
