import { z } from 'zod';
import { moneySchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import {
  locationOrderPathSchema,
  orderPathSchema,
  orderResponseSchema,
  orderSchema,
  refundOrderBodySchema,
} from './orders.js';

// Refunds: staff return an order's money (served by apps/server/src/modules/refunds; decision 023).

export const refundOrder = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/users/:userId/orders/:orderId/refund',
  errors: ['ORDER_OTHER_VENDOR', 'ORDER_NOT_PAID', 'ORDER_REFUNDED', 'CONFLICT', 'PROVIDER_FAILED'],
  tags: ['orders'],
  auth: 'bearer',
  params: orderPathSchema,
  description:
    "Staff refund the order's full amount. Body: refundReason (staff.md; the staff page sends NONE_PROVIDED), and " +
    "optionally orderId (customer.md's wording), which must equal the path's (400 otherwise).",
  body: refundOrderBodySchema,
  response: { 200: orderResponseSchema },
});

/** The most lines one partial refund names. */
export const MAX_REFUND_LINES = 50;

/** Some units of some lines of a paid order (issue 30, decision 073). */
export const partialRefundBodySchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        productId: z.string().trim().min(1).max(64),
        quantity: z.number().int('Must be a whole number.').min(1, 'Must be at least 1.').max(1000),
        /**
         * Issue 39: the order line's lineNo, when the order has lines of this product with different options; left
         * out, the product's lines are refunded in line order. A line's options are refunded with it.
         */
        lineNo: z.number().int().min(1).max(1000).optional(),
      }),
    )
    .min(1, 'Name at least one line to refund.')
    .max(MAX_REFUND_LINES),
  reason: z
    .string({ error: 'A refund reason is required.' })
    .trim()
    .min(1, 'A refund reason is required.')
    .max(200, 'A refund reason can be at most 200 characters.'),
});
export type PartialRefundBody = z.infer<typeof partialRefundBodySchema>;

export const partialRefundSchema = z.object({
  refundId: z.string(),
  amount: moneySchema,
  status: z.enum(['REQUESTED', 'SENT', 'SUCCEEDED', 'FAILED']),
  lines: z.array(z.object({ productId: z.string(), quantity: z.number().int(), lineNo: z.number().int().optional() })),
  reason: z.string(),
});
export const partialRefundResponseSchema = z.object({ order: orderSchema, refund: partialRefundSchema });
export type PartialRefundResponse = z.infer<typeof partialRefundResponseSchema>;

export const createPartialRefund = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/:orderId/refunds',
  errors: ['ORDER_OTHER_VENDOR', 'ORDER_NOT_PAID', 'ORDER_REFUNDED', 'CONFLICT', 'PROVIDER_FAILED'],
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrderPathSchema,
  description:
    "Staff of the order's vendor refund some units of some lines of a paid order: the lines' share of what was charged " +
    'besides the tip; the refund that returns the last units returns the rest, tip included (decision 073).',
  body: partialRefundBodySchema,
  response: { 201: partialRefundResponseSchema },
});

/** The lines a refund would return, without a reason: what the staff page asks a quote for. */
export const refundQuoteBodySchema = partialRefundBodySchema.pick({ lines: true });
export type RefundQuoteBody = z.infer<typeof refundQuoteBodySchema>;

/** What a partial refund of these lines would return now, worked out by the rule that makes it (decision 077). */
export const refundQuoteResponseSchema = z.object({
  amount: moneySchema,
  /** True when these are all the units left: the refund would return the rest of the charge, tip included. */
  isRest: z.boolean(),
});
export type RefundQuoteResponse = z.infer<typeof refundQuoteResponseSchema>;

export const quotePartialRefund = defineEndpoint({
  method: 'POST',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/:orderId/refund-quotes',
  errors: ['ORDER_OTHER_VENDOR', 'ORDER_NOT_PAID', 'ORDER_REFUNDED', 'CONFLICT'],
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrderPathSchema,
  description:
    "Staff of the order's vendor ask what refunding these lines would return, by the rule the refund itself uses; " +
    'nothing is refunded or held (decision 077).',
  body: refundQuoteBodySchema,
  response: { 200: refundQuoteResponseSchema },
});

/** An order's refundable lines and its refunds in part (decision 077). */
export const orderRefundsResponseSchema = z.object({
  /** Refunds claimed and not failed, in full or in part. */
  refundedAmount: moneySchema,
  /** Each product of the order with its units not refunded yet (0 once all are). */
  lines: z.array(z.object({ productId: z.string(), quantity: z.number().int(), quantityLeft: z.number().int() })),
  /** The partial refunds that have not failed, oldest first. */
  refunds: z.array(partialRefundSchema),
});
export type OrderRefundsResponse = z.infer<typeof orderRefundsResponseSchema>;

export const listOrderRefunds = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/:orderId/refunds',
  errors: ['ORDER_OTHER_VENDOR'],
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrderPathSchema,
  description: "Staff of the order's vendor read which units of the order are left to refund, and its partial refunds.",
  response: { 200: orderRefundsResponseSchema },
});
