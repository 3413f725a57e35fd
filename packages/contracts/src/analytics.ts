import { z } from 'zod';
import { isoDateTimeSchema, moneySchema, orderStatusSchema, productTypeSchema, vendorIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { orderLineComponentSchema, orderLineOptionSchema } from './menu-options.js';

// Vendor reporting (customer.md sections 2, 3, 5, 7, 9): base /analytics-service/v1, MANAGER and above.

/** How many weeks back the dashboard's week navigator goes. */
export const ANALYTICS_HISTORY_WEEKS = 26;
/** Cached answers of the current month (or week) stay fresh this long. */
export const ANALYTICS_CACHE_CURRENT_MINUTES = 5;
/** Cached answers of a past month (or week) stay fresh this long. */
export const ANALYTICS_CACHE_PAST_MINUTES = 60;
/** Dashboard queries: stale after 5 minutes, kept 30 minutes, retried twice. */
export const ANALYTICS_QUERY_STALE_MS = 5 * 60_000;
export const ANALYTICS_QUERY_GC_MS = 30 * 60_000;
export const ANALYTICS_QUERY_RETRIES = 2;
/** Products and customers ranked by the server; the dashboard shows the first 5 products. */
export const ANALYTICS_TOP_N = 10;
export const ANALYTICS_TOP_PRODUCTS_SHOWN = 5;
/** The dashboard's busiest hours. */
export const ANALYTICS_PEAK_HOURS = 3;
/** The analytics order list's page size (default and largest). */
export const ANALYTICS_ORDERS_PAGE_DEFAULT = 200;
export const ANALYTICS_ORDERS_PAGE_MAX = 1000;
/**
 * The dump's shape; bumped when its fields or their meaning change, so old cached dumps are regenerated
 * (2: ordersEnriched; 3: revenue and products net of partial refunds, decision 077; 4: lines' options and combos'
 * components in ordersEnriched, issue 39).
 */
export const ANALYTICS_DUMP_VERSION = 4;
/**
 * The most orders the month dump carries in `ordersEnriched` (decision 050): a busy month is 80,000 orders, so the
 * dump holds the month's first ones and says where the rest are (`ordersEnrichedNext`, the paged orders call).
 */
export const ANALYTICS_DUMP_ORDERS_MAX = 500;

export const ANALYTICS_MONTH_MESSAGE =
  'Month must be YYYY-MM, with a month from 01 to 12 and a year from 1900 to 2100.';
export const ANALYTICS_WEEK_MESSAGE = 'Week must be the date of a Sunday (YYYY-MM-DD), in a year from 1900 to 2100.';

/**
 * The checks below as the API description states them (issue 41): the refinements keep the messages, these patterns
 * tell a generated client the same (a week's Sunday aside).
 */
export const ANALYTICS_MONTH_PATTERN = '^(19\\d\\d|20\\d\\d|2100)-(0[1-9]|1[0-2])$';
export const ANALYTICS_WEEK_PATTERN = '^(19\\d\\d|20\\d\\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** True for "YYYY-MM" with month 1 to 12 and year 1900 to 2100 (customer.md section 5). */
export function isAnalyticsMonth(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1900 && year <= 2100 && month >= 1 && month <= 12;
}

/** True for "YYYY-MM-DD" naming a real Sunday in a year from 1900 to 2100. */
export function isAnalyticsWeekStart(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCDay() === 0;
}

/** A query-string flag: only `true` and `false` (anything else is a 400, not a silent true). */
const queryFlagSchema = z
  .enum(['true', 'false'], { error: 'Must be true or false.' })
  .optional()
  .transform((value) => value === 'true');

export const analyticsVendorPathSchema = z.object({ vendorId: vendorIdSchema });

export const analyticsMonthPathSchema = z.object({
  vendorId: vendorIdSchema,
  month: z
    .string()
    .refine(isAnalyticsMonth, ANALYTICS_MONTH_MESSAGE)
    .meta({ pattern: ANALYTICS_MONTH_PATTERN, description: ANALYTICS_MONTH_MESSAGE }),
});

export const analyticsWeekPathSchema = z.object({
  vendorId: vendorIdSchema,
  weekStart: z
    .string()
    .refine(isAnalyticsWeekStart, ANALYTICS_WEEK_MESSAGE)
    // The pattern says the date's form and years; that it is a Sunday only the description can say.
    .meta({ pattern: ANALYTICS_WEEK_PATTERN, description: ANALYTICS_WEEK_MESSAGE }),
});

export const analyticsDumpQuerySchema = z.object({
  includeRefunded: queryFlagSchema,
  forceRegeneration: queryFlagSchema,
});
export type AnalyticsDumpQuery = z.output<typeof analyticsDumpQuerySchema>;

export const analyticsRegenerateQuerySchema = z.object({ includeRefunded: queryFlagSchema });

export const analyticsOrdersQuerySchema = z.object({
  /** Orders paid at or after this time (inclusive). */
  datetimePaidAfter: isoDateTimeSchema.optional(),
  /** Orders paid before this time (exclusive). */
  datetimePaidBefore: isoDateTimeSchema.optional(),
  includeRefunded: queryFlagSchema,
  limit: z.coerce.number().int().min(1).max(ANALYTICS_ORDERS_PAGE_MAX).optional(),
  /** The `nextToken` of the previous page. */
  nextToken: z.string().min(1).max(200).optional(),
});
export type AnalyticsOrdersQuery = z.output<typeof analyticsOrdersQuerySchema>;

export const analyticsOrderItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price paid (the discounted one where there was a discount). */
  price: moneySchema,
  totalPrice: moneySchema,
  productType: productTypeSchema,
  /** Always null: images are served by URL. */
  imageBase64: z.string().nullable(),
  imageUrls: z.array(z.string()),
  /** Additive (issue 39): the options sold on the line, as sold. */
  options: z.array(orderLineOptionSchema).optional(),
  /** Additive (issue 39): a combo's components, each with its own options. */
  components: z.array(orderLineComponentSchema).optional(),
});

export const analyticsOrderSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  vendorLocationId: z.string(),
  status: orderStatusSchema,
  datetimePaid: isoDateTimeSchema,
  datetimeRefunded: isoDateTimeSchema.nullable(),
  subtotal: moneySchema,
  taxAmount: moneySchema,
  tipAmount: moneySchema,
  totalAmount: moneySchema,
  /** Additive (decision 077): the money of the order's refunds, in full or in part; "0.00" when none. */
  refundedAmount: moneySchema,
  items: z.array(analyticsOrderItemSchema),
  customer: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
});
export type AnalyticsOrder = z.infer<typeof analyticsOrderSchema>;

export const analyticsOrdersResponseSchema = z.object({
  orders: z.array(analyticsOrderSchema),
  /** Pass back as `nextToken` for the next page; null on the last page. */
  nextToken: z.string().nullable(),
});
export type AnalyticsOrdersResponse = z.infer<typeof analyticsOrdersResponseSchema>;

// ---------------------------------------------------------------- aggregates (integer cents)

export const analyticsTotalsSchema = z.object({
  numOrders: z.number().int(),
  /** What customers paid: subtotal + tax + tip − discount. */
  revenueCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  /** revenueCents / numOrders, rounded; 0 without orders. */
  averageOrderCents: z.number().int(),
  itemsSold: z.number().int(),
  customers: z.number().int(),
  /** Customers whose first paid order at this vendor is in the period. */
  newCustomers: z.number().int(),
  /** Customers who had paid for an order at this vendor before the period. */
  returningCustomers: z.number().int(),
  /** Refunds of orders paid in the period (counted whether or not includeRefunded). */
  refundedOrders: z.number().int(),
  refundedCents: z.number().int(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const analyticsDaySchema = z.object({
  /** The local date (vendor's time zone). */
  date: z.string(),
  numOrders: z.number().int(),
  revenueCents: z.number().int(),
  tipCents: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsHourSchema = z.object({
  /** 0 to 23, local time. */
  hour: z.number().int(),
  numOrders: z.number().int(),
  revenueCents: z.number().int(),
});
export type AnalyticsHour = z.infer<typeof analyticsHourSchema>;

export const analyticsProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  variantName: z.string().nullable(),
  productType: productTypeSchema,
  quantity: z.number().int(),
  revenueCents: z.number().int(),
  numOrders: z.number().int(),
});
export type AnalyticsProduct = z.infer<typeof analyticsProductSchema>;

export const analyticsCustomerSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  numOrders: z.number().int(),
  revenueCents: z.number().int(),
});
export type AnalyticsCustomer = z.infer<typeof analyticsCustomerSchema>;

export const analyticsAggregatesSchema = z.object({
  totals: analyticsTotalsSchema,
  /** Every local day of the period, in order, zeros included. */
  days: z.array(analyticsDaySchema),
  /** 24 entries, hour 0 to 23. */
  hours: z.array(analyticsHourSchema),
  /** The busiest hours by orders (then revenue, then the earlier hour); hours without orders never count. */
  peakHours: z.array(analyticsHourSchema),
  /** Top 10 by revenue, then quantity, then name. */
  topProducts: z.array(analyticsProductSchema),
  /** Top 10 by revenue, then orders. */
  topCustomers: z.array(analyticsCustomerSchema),
});
export type AnalyticsAggregates = z.infer<typeof analyticsAggregatesSchema>;

const periodFields = {
  vendorId: z.string(),
  timeZone: z.string(),
  includeRefunded: z.boolean(),
  /** The period's first instant (inclusive) and end (exclusive). */
  datetimeStart: isoDateTimeSchema,
  datetimeEnd: isoDateTimeSchema,
  generatedAt: isoDateTimeSchema,
};

/** The dashboard's week: Sunday to Saturday in the vendor's time zone. */
export const analyticsWeekSchema = analyticsAggregatesSchema.extend({
  ...periodFields,
  weekStart: z.string(),
});
export type AnalyticsWeek = z.infer<typeof analyticsWeekSchema>;

/**
 * The month dump (customer.md section 3): the month's aggregates and its orders, enriched (items, customer), oldest
 * first, at most ANALYTICS_DUMP_ORDERS_MAX of them (decision 050). When the month has more, `ordersEnrichedTruncated`
 * is true and `ordersEnrichedNext` is the orders call (GET /vendors/{vendorId}/orders over the same month and
 * includeRefunded, with a nextToken) that answers the ones after; page on with its `nextToken`.
 */
export const analyticsDumpSchema = analyticsAggregatesSchema.extend({
  ...periodFields,
  month: z.string(),
  numOrders: z.number().int(),
  metadata: z.object({ version: z.number().int() }),
  ordersEnriched: z.array(analyticsOrderSchema),
  ordersEnrichedTruncated: z.boolean(),
  /** The path (and query) of the orders call that continues `ordersEnriched`; null when it holds the whole month. */
  ordersEnrichedNext: z.string().nullable(),
});
export type AnalyticsDump = z.infer<typeof analyticsDumpSchema>;

/** The week navigator: this week and the 26 before it, newest first, in the vendor's time zone. */
export const analyticsWeeksSchema = z.object({
  vendorId: z.string(),
  timeZone: z.string(),
  weeks: z.array(z.object({ weekStart: z.string(), weekEnd: z.string() })),
});
export type AnalyticsWeeks = z.infer<typeof analyticsWeeksSchema>;

// ---------------------------------------------------------------- endpoints

/** Answers the spec's 'User not authenticated' without a token (customer.md section 8). */
export const listAnalyticsOrders = defineEndpoint({
  method: 'GET',
  path: '/analytics-service/v1/vendors/:vendorId/orders',
  tags: ['analytics'],
  auth: 'bearer',
  params: analyticsVendorPathSchema,
  query: analyticsOrdersQuerySchema,
  response: { 200: analyticsOrdersResponseSchema },
});

export const getAnalyticsDump = defineEndpoint({
  method: 'GET',
  path: '/analytics-service/v1/vendors/:vendorId/analytics-dump/:month',
  tags: ['analytics'],
  auth: 'bearer',
  description:
    'MANAGER and above. The month’s aggregates, numOrders and ordersEnriched: its first 500 orders, oldest first ' +
    '(decision 050); when there are more, ordersEnrichedTruncated is true and ordersEnrichedNext is the orders call ' +
    'that pages on from there.',
  params: analyticsMonthPathSchema,
  query: analyticsDumpQuerySchema,
  response: { 200: analyticsDumpSchema },
});

export const regenerateAnalyticsDump = defineEndpoint({
  method: 'GET',
  path: '/analytics-service/v1/vendors/:vendorId/analytics-dump/:month/regenerate',
  tags: ['analytics'],
  auth: 'bearer',
  params: analyticsMonthPathSchema,
  query: analyticsRegenerateQuerySchema,
  response: { 200: analyticsDumpSchema },
});

/** Not in the spec: the dashboard's week navigator (this week and 26 back, in the vendor's time zone). */
export const listAnalyticsWeeks = defineEndpoint({
  method: 'GET',
  path: '/analytics-service/v1/vendors/:vendorId/weeks',
  tags: ['analytics'],
  auth: 'bearer',
  params: analyticsVendorPathSchema,
  response: { 200: analyticsWeeksSchema },
});

/** Not in the spec: the dashboard's week (Sunday to Saturday, vendor's time zone), cached like the dump. */
export const getAnalyticsWeek = defineEndpoint({
  method: 'GET',
  path: '/analytics-service/v1/vendors/:vendorId/weeks/:weekStart',
  tags: ['analytics'],
  auth: 'bearer',
  params: analyticsWeekPathSchema,
  query: analyticsDumpQuerySchema,
  response: { 200: analyticsWeekSchema },
});

// ---------------------------------------------------------------- option sales (issue 39)

/** One option's sales in the month: units chosen and their revenue (its price change × units), net of refunds. */
export const optionSalesRowSchema = z.object({
  optionId: z.string(),
  /** The option's and its group's names as last sold. */
  name: z.string(),
  optionGroupName: z.string(),
  /** Units chosen on lines paid in the month, less the units refunded. */
  count: z.number().int(),
  /** The options' price changes of those units, less refunds' share; may be negative for a "no cheese −0.50". */
  revenue: z.string(),
  /** Units refunded (already taken off count). */
  refundedCount: z.number().int(),
});
export type OptionSalesRow = z.infer<typeof optionSalesRowSchema>;

export const optionSalesResponseSchema = z.object({
  vendorId: z.string(),
  month: z.string(),
  /** Most chosen first. */
  items: z.array(optionSalesRowSchema),
});
export type OptionSalesResponse = z.infer<typeof optionSalesResponseSchema>;

export const optionSalesQuerySchema = z.object({
  /** One location's sales only; all the vendor's when left out. */
  vendorLocationId: z.string().trim().min(1).max(32).optional(),
});

/** Not in the spec (issue 39): how often each option was chosen in the month and its revenue, net of refunds. */
export const getOptionSales = defineEndpoint({
  method: 'GET',
  path: '/analytics-service/v1/vendors/:vendorId/option-sales/:month',
  tags: ['analytics'],
  auth: 'bearer',
  description:
    "MANAGER and above of the vendor. Lines of orders paid in the month (the vendor's time zone), refunded units " +
    'taken off. 400 for a bad month; 401 without a token; 403 below MANAGER.',
  params: analyticsMonthPathSchema,
  query: optionSalesQuerySchema,
  response: { 200: optionSalesResponseSchema },
});
