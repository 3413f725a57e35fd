import { z } from 'zod';
import { isoDateTimeSchema, orderStatusSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { completeOrderBodySchema, orderLineComponentSchema, orderLineOptionSchema } from './menu-options.js';
import {
  completeOrderResponseSchema,
  fulfilledOrdersQuerySchema,
  locationOrderPathSchema,
  locationOrdersPathSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderPathSchema,
  orderResponseSchema,
  shortOrderIdMatchesResponseSchema,
  shortOrderIdPathSchema,
} from './orders.js';

// ---------------------------------------------------------------- the bar's queue (decision 070)

/** One order waiting at the bar: paid, not yet picked up. */
export const queueOrderSchema = z.object({
  orderId: z.string(),
  /** The last 6 characters of orderId, as the customer's page shows it. */
  shortOrderId: z.string(),
  /** The customer's first name, when they gave one. */
  firstName: z.string().nullable(),
  status: orderStatusSchema,
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      variantName: z.string().nullable(),
      quantity: z.number().int(),
      /** Issue 39: the line's options and a combo's components, as sold. */
      options: z.array(orderLineOptionSchema),
      components: z.array(orderLineComponentSchema),
      idRequired: z.boolean(),
    }),
  ),
  /** Issue 39: CHECK ID before handing it over. */
  idCheckRequired: z.boolean(),
  totalQuantity: z.number().int(),
  paidAt: isoDateTimeSchema,
  /** When staff marked it ready; null while it is being made. */
  readyAt: isoDateTimeSchema.nullable(),
});
export type QueueOrder = z.infer<typeof queueOrderSchema>;

/** At most this many orders are listed in a location's queue (oldest first). */
export const QUEUE_MAX_ORDERS = 200;

/**
 * The queue lists orders paid within this many hours (decision 070): an order paid earlier and never picked up stays
 * on the order history and opens by its QR code or ORDER #, but does not sit above tonight's orders for ever (and,
 * past 200 of them, push new ones off the list).
 */
export const QUEUE_WINDOW_HOURS = 12;

export const queueResponseSchema = z.object({
  items: z.array(queueOrderSchema),
  /** The server's clock when it was read, so ages are counted from the same clock. */
  asOf: isoDateTimeSchema,
});
export type QueueResponse = z.infer<typeof queueResponseSchema>;

export const markReadyResponseSchema = orderResponseSchema.extend({
  /** True when another tap marked it first: this call changed nothing and sent no text. */
  wasAlreadyReady: z.boolean(),
});
export type MarkReadyResponse = z.infer<typeof markReadyResponseSchema>;

/** Texts about one order: `texts: false` turns off "your order is ready". */
export const orderNotificationsBodySchema = z.strictObject({ texts: z.boolean() });
export type OrderNotificationsBody = z.infer<typeof orderNotificationsBodySchema>;

/** A receipt is texted at most this many times per order by its customer, and this many in all (decision 071). */
export const RECEIPT_TEXTS_PER_ORDER_CUSTOMER = 3;
export const RECEIPT_TEXTS_PER_ORDER = 5;

export const receiptTextResponseSchema = z.object({
  /** The texts this order may still have (customer's own count when the customer asked). */
  remaining: z.number().int(),
});
export type ReceiptTextResponse = z.infer<typeof receiptTextResponseSchema>;

/** Paid, not yet completed orders of the location, oldest first: staff of any role at the location's vendor. */
export const getLocationQueue = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/queue',
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrdersPathSchema,
  response: { 200: queueResponseSchema },
});

export const streamLocationQueue = defineEndpoint({
  produces: 'text/event-stream',
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/queue/events',
  tags: ['orders'],
  auth: 'bearer',
  description:
    'Server-sent events: `event: queue` with the queue JSON now and after every change of its orders, a comment heartbeat every 15 s.',
  params: locationOrdersPathSchema,
});

/** Marks a paid order ready to collect, once (decision 070): staff of any role at the location's vendor. */
export const markOrderReady = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/:orderId/ready',
  errors: ['ORDER_OTHER_VENDOR', 'ORDER_NOT_PAID', 'ORDER_REFUNDED', 'ORDER_ALREADY_COMPLETE'],
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrderPathSchema,
  response: { 200: markReadyResponseSchema },
});

/** The customer's choice of texts about their order: the owner only. */
export const setOrderNotifications = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/users/:userId/orders/:orderId/notifications',
  tags: ['orders'],
  auth: 'bearer',
  params: orderPathSchema,
  body: orderNotificationsBodySchema,
  response: { 200: orderResponseSchema },
});

/** Texts the paid order's receipt (a link to its status page) to its customer: the owner only (decision 071). */
export const textOrderReceipt = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/users/:userId/orders/:orderId/receipt-texts',
  errors: ['RECEIPT_TEXT_LIMIT', 'PROVIDER_FAILED', 'ORDER_NOT_PAID'],
  tags: ['orders'],
  auth: 'bearer',
  params: orderPathSchema,
  response: { 200: receiptTextResponseSchema },
});

/** Staff resend the receipt text to the order's customer: staff of any role at the location's vendor. */
export const resendOrderReceipt = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/:orderId/receipt-texts',
  errors: ['ORDER_OTHER_VENDOR', 'RECEIPT_TEXT_LIMIT', 'PROVIDER_FAILED', 'CONFLICT'],
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrderPathSchema,
  response: { 200: receiptTextResponseSchema },
});

// Pickup: staff hand an order over, collect a presale's balance and read their location's orders (the orders' schemas
// stay in orders.ts; the calls are pickup's, served by apps/server/src/modules/pickup).

/** Staff calls (complete, refund): the path's user id may be any placeholder; the caller's role decides. */
export const completeOrder = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/users/:userId/orders/:orderId/complete',
  errors: ['ORDER_OTHER_VENDOR', 'ORDER_NOT_PAID', 'ORDER_REFUNDED'],
  tags: ['orders'],
  auth: 'bearer',
  params: orderPathSchema,
  description:
    'Staff hand the order over. The spec sends no body; an optional `{idChecked: true}` records that the caller ' +
    'checked ID (issue 39), as idCheckedBy and idCheckedAt on the order. 400 for another field.',
  body: completeOrderBodySchema,
  response: { 200: completeOrderResponseSchema },
});

/** A presale's balance taken at pickup: staff of any role at the order's vendor (decision 018). */
export const collectBalance = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/:orderId/balance-collected',
  errors: ['ORDER_OTHER_VENDOR', 'ORDER_NOT_PAID', 'ORDER_REFUNDED', 'BALANCE_ALREADY_COLLECTED', 'NO_BALANCE_DUE'],
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrderPathSchema,
  response: { 200: orderResponseSchema },
});

/** The balance taken back when it was recorded by mistake (decision 018). */
export const undoBalanceCollected = defineEndpoint({
  method: 'DELETE',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/:orderId/balance-collected',
  errors: ['ORDER_OTHER_VENDOR', 'BALANCE_NOT_COLLECTED', 'NO_BALANCE_DUE', 'ORDER_REFUNDED'],
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrderPathSchema,
  response: { 200: orderResponseSchema },
});

export const listFulfilledOrders = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/fulfilled-orders',
  errors: ['NOT_FOUND'],
  tags: ['orders'],
  auth: 'bearer',
  query: fulfilledOrdersQuerySchema,
  response: { 200: orderListResponseSchema },
});

export const listLocationOrders = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders',
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrdersPathSchema,
  query: orderListQuerySchema,
  response: { 200: orderListResponseSchema },
});

/**
 * The ORDER # a customer reads out (the last 6 characters of the id) resolved among this location's orders of the
 * last days, and any still owing a presale balance: staff of any role at the location's vendor. Not in the spec.
 */
export const findOrdersByShortId = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/by-short-id/:shortOrderId',
  errors: ['ORDER_OTHER_VENDOR'],
  tags: ['orders'],
  auth: 'bearer',
  params: shortOrderIdPathSchema,
  response: { 200: shortOrderIdMatchesResponseSchema },
});
