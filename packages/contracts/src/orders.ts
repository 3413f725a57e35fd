import { z } from 'zod';
import {
  isoDateTimeSchema,
  moneySchema,
  orderStatusSchema,
  productTypeSchema,
  vendorLocationIdSchema,
} from './common.js';
import { defineEndpoint } from './endpoint.js';
import {
  cartComboChoicesInputSchema,
  cartOptionsInputSchema,
  orderLineComponentSchema,
  orderLineOptionSchema,
} from './menu-options.js';

/** Orders whose total is below this many cents are free: placed without a payment. */
export const FREE_ORDER_THRESHOLD_CENTS = 50;
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 10;
/** The tips a customer may choose, in percent. */
export const TIP_PERCENTAGES = [0, 10, 15, 20, 25] as const;

export const vendorAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type VendorAddress = z.infer<typeof vendorAddressSchema>;

const IGNORED_LINE_FIELD =
  'Accepted and ignored: the server prices, names and types every line from its own inventory.';

/**
 * A cart line as the client sends it. Only productId and quantity count: the server prices it. The spec's other line
 * fields (an order's `price, name, productTaxCode, productType, discountedPrice`, a display line's `variantName` and
 * `imageUrls`) are accepted, so a client may send back the lines it shows, and ignored. Any other field is refused.
 */
export const cartItemInputSchema = z
  .object({
    productId: z.string().trim().min(1).max(64),
    quantity: z
      .number({ error: 'Quantity must be a whole number from 1 to 10.' })
      .int('Quantity must be a whole number from 1 to 10.')
      .min(MIN_LINE_QUANTITY, 'Quantity must be a whole number from 1 to 10.')
      .max(MAX_LINE_QUANTITY, 'Quantity must be a whole number from 1 to 10.'),
    price: z
      .union([z.string().max(32), z.number()])
      .nullish()
      .describe(IGNORED_LINE_FIELD),
    name: z.string().max(500).nullish().describe(IGNORED_LINE_FIELD),
    productTaxCode: z.string().max(100).nullish().describe(IGNORED_LINE_FIELD),
    productType: productTypeSchema.nullish().describe(IGNORED_LINE_FIELD),
    discountedPrice: z
      .union([z.string().max(32), z.number()])
      .nullish()
      .describe(IGNORED_LINE_FIELD),
    variantName: z.string().max(500).nullish().describe(IGNORED_LINE_FIELD),
    imageUrls: z.array(z.string().max(2000)).max(20).nullish().describe(IGNORED_LINE_FIELD),
    /** Issue 39: the line's options; lines of one product with different options are different lines. */
    options: cartOptionsInputSchema,
    /** Issue 39: a combo's choices, one per slot. */
    comboChoices: cartComboChoicesInputSchema,
  })
  .describe(
    'A cart line: productId, quantity (1 to 10), options and comboChoices are used. price, name, productTaxCode, ' +
      'productType, discountedPrice, variantName and imageUrls are accepted and ignored; any other field is refused.',
  );
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

const cartItemsInputSchema = z.array(cartItemInputSchema).max(50, 'A cart can hold at most 50 different products.');

export const tipPercentageSchema = z.literal(TIP_PERCENTAGES, { error: 'Tip must be 0, 10, 15, 20 or 25 percent.' });

const TIP_AMOUNT_MESSAGE = 'The tip must be an amount with two decimals, not negative, e.g. "2.50".';

const bodyUserIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .describe("The path's userId again (customer.md's payload); when sent it must equal the path's, else 400.");

/** Orders take a tip as one of the checkout's percentages or as the spec's `tipAmount`, never both. */
const orderBodyFields = z.object({
  userId: bodyUserIdSchema,
  vendorLocationId: vendorLocationIdSchema,
  // An order's cart is never empty: the server answers 400 CART_EMPTY (its own code, so kept out of zod's check and
  // stated to the description only).
  cartItems: cartItemsInputSchema.meta({ minItems: 1 }),
  /** The tip as a percentage of the subtotal (the checkout's buttons). */
  tipPercentage: tipPercentageSchema.optional(),
  /**
   * The tip as an amount, a two-decimal string ("2.50"): not negative, at most the subtotal, and none on a
   * merchandise-only cart (the server checks the last two against its own prices).
   */
  tipAmount: z
    .string({ error: TIP_AMOUNT_MESSAGE })
    .regex(/^\d{1,9}\.\d{2}$/, TIP_AMOUNT_MESSAGE)
    .nullish(),
  /** Ignored: the server uses the vendor's own address. */
  vendorAddress: z.unknown().optional().describe("Accepted and ignored: the server uses the vendor's own address."),
});

const ONE_TIP_MESSAGE = 'Send the tip as tipAmount or as tipPercentage, not both.';
const checkOneTip = (body: { tipPercentage?: number; tipAmount?: string | null }, ctx: z.RefinementCtx) => {
  if (body.tipPercentage !== undefined && body.tipAmount != null) {
    ctx.addIssue({ code: 'custom', path: ['tipAmount'], message: ONE_TIP_MESSAGE });
  }
};

export const createOrderBodySchema = orderBodyFields.superRefine(checkOneTip);
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;
/** The body after parsing, as the server's services take it. */
export type CreateOrderInput = z.output<typeof createOrderBodySchema>;

/**
 * What a browser may send with an order's create: an Idempotency-Key, so a create repeated after its answer was lost
 * (a dropped connection, a retry) answers the order the first one made instead of making a second (decision 017).
 * Other headers pass as they are.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const createOrderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores.')
    .optional(),
});

/**
 * The update takes staff.md's body (`cartItems, tipAmount, vendorLocationId, vendorAddress`) or customer.md's (the
 * same plus `userId` and `orderId`): the ids are the path's, so in the body they are optional and, when sent, must
 * equal the path's (400 otherwise).
 */
export const updateOrderBodySchema = orderBodyFields
  .extend({
    userId: bodyUserIdSchema.optional(),
    orderId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe("The path's orderId again (customer.md's payload); when sent it must equal the path's, else 400."),
  })
  .superRefine(checkOneTip);
export type UpdateOrderBody = z.input<typeof updateOrderBodySchema>;
export type UpdateOrderInput = z.output<typeof updateOrderBodySchema>;

export const orderUserPathSchema = z.object({ userId: z.string().trim().min(1).max(64) });
export const orderPathSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  orderId: z.string().trim().min(1).max(64),
});

export const orderCartItemSchema = z.object({
  productId: z.string(),
  quantity: z.number().int(),
  /** The unit price charged, fixed when the order was priced. */
  price: moneySchema,
  name: z.string(),
  variantName: z.string().nullable(),
  productTaxCode: z.string().nullable(),
  productType: productTypeSchema,
  discountedPrice: moneySchema.nullable(),
  imageUrls: z.array(z.string()),
  /** The presale deposit this line was priced with (its percent charged now), or null when paid in full. */
  depositPercent: z.number().int().nullable(),
  /**
   * Issue 39: the line's number in the order (1, 2, …), which a partial refund may name to tell apart two lines of
   * one product with different options.
   */
  lineNo: z.number().int(),
  /** Issue 39: the options sold on this line, as they were when it was priced; `price` already includes them. */
  options: z.array(orderLineOptionSchema),
  /** Issue 39: a combo's components (separate items for the bar and the kitchen); empty for other lines. */
  components: z.array(orderLineComponentSchema),
  /** Issue 39: staff check ID before handing this line over. */
  idRequired: z.boolean(),
});
export type OrderCartItem = z.infer<typeof orderCartItemSchema>;

export const promotionSchema = z.object({ discountAmount: moneySchema, description: z.string() });

export const orderSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  vendorLocationId: z.string(),
  status: orderStatusSchema,
  /** The last 6 characters of orderId, shown as "ORDER #ABC123". */
  shortOrderId: z.string(),
  /** True for IN_PROGRESS and PAID: not picked up yet. */
  isInProgress: z.boolean(),
  /** 'IN PROGRESS', 'Completed' or 'Refunded'. */
  statusDisplay: z.enum(['IN PROGRESS', 'Completed', 'Refunded']),
  datetimeCreated: isoDateTimeSchema,
  datetimeUpdated: isoDateTimeSchema,
  datetimePaid: isoDateTimeSchema.nullable(),
  datetimeCompleted: isoDateTimeSchema.nullable(),
  totalQuantity: z.number().int(),
  cartItems: z.array(orderCartItemSchema),
  tipAmount: moneySchema,
  subtotal: moneySchema,
  taxAmount: moneySchema,
  /**
   * What is charged now: subtotal + tax + tip − discount − balanceDueAtPickup. A refund returns at most this.
   */
  totalAmount: moneySchema,
  /** The presale lines' share still owed, paid to staff at pickup; "0.00" when everything is paid now. */
  balanceDueAtPickup: moneySchema,
  /** When staff recorded that they took the balance at pickup; null while it is owed, or when there is none. */
  balanceCollectedAt: isoDateTimeSchema.nullable(),
  /** When staff marked it ready to collect at the bar (decision 070); null until then. Not in the spec. */
  readyAt: isoDateTimeSchema.nullable(),
  /** False when the customer turned off texts about this order (decision 070). Not in the spec. */
  textsEnabled: z.boolean(),
  promotion: promotionSchema.nullable(),
  vendorAddress: vendorAddressSchema,
  /** True when the total is below 0.50: placed through mark-paid without a payment. */
  isFree: z.boolean(),
  refundReason: z.string().nullable(),
  /**
   * Additive (issue 30): the money of the order's refunds, in full or in part, claimed and not failed (decision 073);
   * never more than totalAmount.
   */
  refundedAmount: moneySchema.optional(),
  /** Issue 39: true when a line needs an ID check at hand-over (the queue and hand-over screens show CHECK ID). */
  idCheckRequired: z.boolean(),
  /** Issue 39: who confirmed the ID check when completing it, and when; null until then (or not confirmed). */
  idCheckedBy: z.string().nullable(),
  /** Additive: the name of who confirmed it, as their profile said at the hand-over; null as idCheckedBy is. */
  idCheckedByName: z.string().nullable(),
  idCheckedAt: isoDateTimeSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** Create and update answer the order and what the browser needs to pay it (null for free orders). */
export const orderWithPaymentResponseSchema = z.object({
  order: orderSchema,
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  /**
   * The vendor's connected Stripe account when the payment is a direct charge on it (decision 091): Stripe.js is loaded
   * with it as `stripeAccount`. Absent for a payment on the platform's account.
   */
  stripeAccount: z.string().optional(),
});
export type OrderWithPaymentResponse = z.infer<typeof orderWithPaymentResponseSchema>;

export const orderListResponseSchema = z.object({
  items: z.array(orderSchema),
  /** Pass back as `nextToken` for the next page; null on the last page. */
  nextToken: z.string().nullable(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const calculateTaxBodySchema = z.object({
  cartItems: cartItemsInputSchema,
  /** Ignored: the location's own rate applies. */
  vendorAddress: z.unknown().optional().describe("Accepted and ignored: the location's own tax rate applies."),
  vendorLocationId: vendorLocationIdSchema,
});
export type CalculateTaxBody = z.input<typeof calculateTaxBodySchema>;
export type CalculateTaxInput = z.output<typeof calculateTaxBodySchema>;

/** Sales tax for the cart in integer cents, before tip. */
export const calculateTaxResponseSchema = z.object({ taxAmountExclusive: z.number().int() });
export type CalculateTaxResponse = z.infer<typeof calculateTaxResponseSchema>;

// ---------------------------------------------------------------- staff: complete, refund, history

/** The staff order history shows fulfilled orders of this many last hours (the client sends the bound). */
export const FULFILLED_ORDERS_WINDOW_HOURS = 12;
/** The longest window the fulfilled-orders list answers for; a wider one is refused. */
export const FULFILLED_ORDERS_MAX_WINDOW_DAYS = 7;
/** The location's order list covers this many last hours. */
export const LOCATION_ORDERS_WINDOW_HOURS = 24;
/** Order lists (the customer's and the staff's) come in pages of this many, newest first, unless asked for fewer. */
export const ORDER_LIST_PAGE_SIZE = 50;
/** The largest page an order list answers. */
export const ORDER_LIST_PAGE_MAX = 200;
/** What the staff refund sends when no reason was asked for. */
export const REFUND_REASON_NONE_PROVIDED = 'NONE_PROVIDED';

/**
 * Pickup's answer: the order and whether it had been completed before this call. Completing a complete order is a
 * no-op that answers it unchanged (its datetimeCompleted is the first completion's), so of two counters completing
 * one order at once, exactly one is told it handed it over (false); the other learns it was picked up before (true).
 */
export const completeOrderResponseSchema = orderResponseSchema.extend({ wasAlreadyComplete: z.boolean() });
export type CompleteOrderResponse = z.infer<typeof completeOrderResponseSchema>;

/**
 * staff.md's body is `{refundReason}`; customer.md's adds the `orderId`, which is the path's again: when sent it must
 * equal the path's (400 otherwise).
 */
export const refundOrderBodySchema = z.object({
  orderId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe("The path's orderId again (customer.md's wording); when sent it must equal the path's, else 400."),
  refundReason: z
    .string({ error: 'A refund reason is required.' })
    .trim()
    .min(1, 'A refund reason is required.')
    .max(200, 'A refund reason can be at most 200 characters.'),
});
export type RefundOrderBody = z.infer<typeof refundOrderBodySchema>;

/** Paging of the order lists: the previous page's `nextToken` and an optional page size. */
const orderListPageFields = {
  nextToken: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_LIST_PAGE_MAX).optional(),
};
export const orderListQuerySchema = z.object(orderListPageFields);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const fulfilledOrdersQuerySchema = z.object({
  vendorLocationId: vendorLocationIdSchema,
  /** Orders paid, completed or refunded after this time; 12 hours ago when left out, at most 7 days ago. */
  datetimeCompletedAfter: isoDateTimeSchema.optional(),
  ...orderListPageFields,
});
export type FulfilledOrdersQuery = z.infer<typeof fulfilledOrdersQuerySchema>;

export const locationOrdersPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema });

/** A staff call on one order of a location: the balance collected at pickup. */
export const locationOrderPathSchema = z.object({
  vendorLocationId: vendorLocationIdSchema,
  orderId: z.string().trim().min(1).max(64),
});
export type LocationOrderPath = z.infer<typeof locationOrderPathSchema>;

/** The ORDER # a customer reads out: the last 6 characters of the order id (staff.md section 3), any case. */
export const SHORT_ORDER_ID_LENGTH = 6;
/** A short id is looked for among the location's orders of this many last days (and any still owing a balance). */
export const SHORT_ORDER_ID_WINDOW_DAYS = 7;
/** At most this many orders answer one short id (they are the choices staff pick from). */
export const SHORT_ORDER_ID_MAX_MATCHES = 10;

export const shortOrderIdPathSchema = z.object({
  vendorLocationId: vendorLocationIdSchema,
  shortOrderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6}$/, 'must be the 6 characters of the order number')
    .transform((value) => value.toUpperCase()),
});

/** The location's recent orders whose id ends in the short id, newest first: none, one, or the choices. */
export const shortOrderIdMatchesResponseSchema = z.object({ items: z.array(orderSchema) });
export type ShortOrderIdMatchesResponse = z.infer<typeof shortOrderIdMatchesResponseSchema>;

// ---------------------------------------------------------------- endpoints

const CART_LINES_NOTE =
  "Cart lines: productId, quantity, options and comboChoices are used; the spec's price, name, productTaxCode, " +
  'productType, discountedPrice, variantName and imageUrls are accepted and ignored (every line and option is priced ' +
  "from our inventory). vendorAddress is accepted and ignored (the vendor's own address and rate apply). Other " +
  'fields are refused. 400 naming the product and the group when an option breaks a rule ("Margarita: choose a ' +
  'Tequila."), and naming the limit when the location\'s maxAlcoholicItemsPerOrder is passed.';

export const createOrder = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/users/:userId/orders',
  errors: [
    'NOT_FOUND',
    'CART_EMPTY',
    'UNKNOWN_PRODUCT',
    'PRODUCT_UNAVAILABLE',
    'PRODUCT_SOLD_OUT',
    'ORDERING_CLOSED',
    'IDEMPOTENCY_KEY_REUSED',
    'CONFLICT',
    'PROVIDER_FAILED',
  ],
  tags: ['orders'],
  auth: 'bearer',
  params: orderUserPathSchema,
  headers: createOrderHeadersSchema,
  description: `Prices the cart from our inventory and makes the order. ${CART_LINES_NOTE} The body's userId must equal the path's (400 otherwise).`,
  body: createOrderBodySchema,
  response: { 201: orderWithPaymentResponseSchema },
});

export const updateOrder = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/users/:userId/orders/:orderId',
  errors: [
    'CART_EMPTY',
    'UNKNOWN_PRODUCT',
    'PRODUCT_UNAVAILABLE',
    'PRODUCT_SOLD_OUT',
    'ORDERING_CLOSED',
    'ORDER_NOT_IN_PROGRESS',
    'CONFLICT',
    'PROVIDER_FAILED',
  ],
  tags: ['orders'],
  auth: 'bearer',
  params: orderPathSchema,
  description: `Re-prices an order still in progress. Takes staff.md's body (cartItems, tipAmount, vendorLocationId, vendorAddress) or customer.md's (plus userId and orderId, which must equal the path's: 400 otherwise). ${CART_LINES_NOTE}`,
  body: updateOrderBodySchema,
  response: { 200: orderWithPaymentResponseSchema },
});

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/users/:userId/orders/:orderId',
  errors: ['ORDER_OTHER_VENDOR'],
  tags: ['orders'],
  auth: 'bearer',
  params: orderPathSchema,
  response: { 200: orderResponseSchema },
});

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/users/:userId/orders',
  tags: ['orders'],
  auth: 'bearer',
  params: orderUserPathSchema,
  query: orderListQuerySchema,
  response: { 200: orderListResponseSchema },
});

export const markOrderPaid = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/users/:userId/orders/:orderId/markPaid',
  errors: [
    'PAYMENT_NOT_COMPLETED',
    'ORDER_NOT_FREE',
    'ORDER_NOT_IN_PROGRESS',
    'PROVIDER_FAILED',
    'PRODUCT_SOLD_OUT',
    'ORDERING_CLOSED',
  ],
  tags: ['orders'],
  auth: 'bearer',
  params: orderPathSchema,
  response: { 200: orderResponseSchema },
});

export const streamOrderEvents = defineEndpoint({
  produces: 'text/event-stream',
  method: 'GET',
  path: '/order-service/v1/users/:userId/orders/:orderId/events',
  tags: ['orders'],
  auth: 'bearer',
  description:
    'Server-sent events: `event: order` with the order JSON now and after every change, a comment heartbeat every 15 s.',
  params: orderPathSchema,
});

export const calculateTax = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/taxes/calculate',
  errors: ['NOT_FOUND', 'CART_EMPTY', 'UNKNOWN_PRODUCT', 'PRODUCT_UNAVAILABLE', 'PRODUCT_SOLD_OUT'],
  tags: ['orders'],
  description: `Sales tax of the cart at the location's own rate, in integer cents. ${CART_LINES_NOTE}`,
  body: calculateTaxBodySchema,
  response: { 200: calculateTaxResponseSchema },
});
