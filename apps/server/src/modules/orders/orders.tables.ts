import { orderStatusValues, type PreModifier } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.js';
import { userIdColumn } from '../identity/index.js';
import { products, productTypeEnum } from '../inventory/index.js';
import { vendorLocations } from '../vendor-locations/index.js';

export const orderStatusEnum = pgEnum('order_status', orderStatusValues);

export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: userIdColumn(),
    vendorLocationId: text('vendor_location_id')
      .notNull()
      .references(() => vendorLocations.vendorLocationId),
    status: orderStatusEnum('status').notNull().default('IN_PROGRESS'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    /** What is charged now (subtotal + tax + tip − discount − balance due at pickup). */
    totalCents: integer('total_cents').notNull(),
    /** The presale lines' share still owed, collected by staff at pickup (decision 018). */
    balanceDueCents: integer('balance_due_cents').notNull().default(0),
    promotionDescription: text('promotion_description'),
    vendorAddress: jsonb('vendor_address').$type<{
      line1: string;
      line2?: string | null;
      city: string;
      state: string;
      zip: string;
    }>(),
    paymentIntentId: text('payment_intent_id'),
    refundReason: text('refund_reason'),
    /**
     * The money of refunds claimed and not failed, in full or in part (decision 073): raised by one conditional
     * statement when a refund is claimed, lowered when one fails; never above what was charged.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamptz('paid_at'),
    completedAt: timestamptz('completed_at'),
    completedBy: text('completed_by'),
    /** Issue 39: who confirmed the ID check at hand-over, and when; null when none was confirmed. */
    idCheckedBy: text('id_checked_by'),
    idCheckedAt: timestamptz('id_checked_at'),
    /** Their name at that moment (their profile's, or their phone's last four when it has none): staff read it. */
    idCheckedByName: text('id_checked_by_name'),
    refundedAt: timestamptz('refunded_at'),
    refundedBy: text('refunded_by'),
    /** When staff took a presale's balance at pickup, and who (decision 018); null while it is owed or none is. */
    balanceCollectedAt: timestamptz('balance_collected_at'),
    balanceCollectedBy: text('balance_collected_by'),
    /** When staff marked it ready to collect at the bar, and who (decision 070); null until then. */
    readyAt: timestamptz('ready_at'),
    readyBy: text('ready_by'),
    /** False when the customer turned off texts about this order ("your order is ready"). */
    textsEnabled: boolean('texts_enabled').notNull().default(true),
    /** How many receipt texts this order has had (decision 071 caps them). */
    receiptTextCount: integer('receipt_text_count').notNull().default(0),
    /**
     * The browser's Idempotency-Key of the create that made it: a create repeated after its answer was lost gets
     * this order back instead of making a second one (decision 017). Unique per customer; null for older orders.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_location_created_idx').on(t.vendorLocationId, t.createdAt),
    index('orders_location_completed_idx').on(t.vendorLocationId, t.completedAt),
    // A payment provider's webhook names the payment intent, not the order.
    index('orders_payment_intent_idx').on(t.paymentIntentId),
    // The paid-orders sweep looks among the orders still in progress.
    index('orders_in_progress_idx').on(t.createdAt).where(sql`${t.status} = 'IN_PROGRESS'`),
    // Analytics windows and the vendor's paged order list (decision 016). The SQL migration also
    // INCLUDEs status, user_id and the amounts, refunded_cents too since 0022 (drizzle cannot say so), so a period
    // is read from the index.
    index('orders_location_paid_idx').on(t.vendorLocationId, t.paidAt, t.orderId).where(sql`${t.paidAt} is not null`),
    // The staff order lists: a location's placed orders by their latest change, newest first (decision 016).
    index('orders_location_activity_idx')
      .on(t.vendorLocationId, sql`greatest(${t.paidAt}, ${t.completedAt}, ${t.refundedAt}) desc`, t.orderId.desc())
      .where(sql`${t.status} <> 'IN_PROGRESS'`),
    // The bar's queue: a location's paid orders not yet picked up, oldest first (decision 070).
    index('orders_location_queue_idx').on(t.vendorLocationId, t.paidAt, t.orderId).where(sql`${t.status} = 'PAID'`),
    // New or returning: a customer's paid orders by time (the SQL migration INCLUDEs vendor_location_id).
    index('orders_user_paid_idx').on(t.userId, t.paidAt).where(sql`${t.paidAt} is not null`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.tipCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check(
      'orders_total_adds_up',
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.taxCents} + ${t.tipCents} - ${t.discountCents} - ${t.balanceDueCents}`,
    ),
    check('orders_balance_due_range', sql`${t.balanceDueCents} between 0 and ${t.subtotalCents}`),
    check('orders_complete_has_time', sql`${t.status} <> 'COMPLETE' or ${t.completedAt} is not null`),
    check('orders_refunded_has_time', sql`${t.status} <> 'REFUNDED' or ${t.refundedAt} is not null`),
    check('orders_refunded_range', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
    name: text('name').notNull(),
    variantName: text('variant_name'),
    productType: productTypeEnum('product_type').notNull(),
    productTaxCode: text('product_tax_code'),
    priceCents: integer('price_cents').notNull(),
    discountedPriceCents: integer('discounted_price_cents'),
    quantity: integer('quantity').notNull(),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    /** The product's deposit percent when the order was priced; null = paid in full. */
    depositPercent: integer('deposit_percent'),
    /**
     * Issue 39: the options sold on the line, a snapshot of their names, kitchen names and price changes when the
     * order was priced (an option renamed or archived later does not change what was sold). price_cents includes them.
     */
    options: jsonb('options').$type<OrderItemOptionRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** Issue 39: a combo's components, each a snapshot with its own options. */
    components: jsonb('components').$type<OrderItemComponentRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** Issue 39: staff check ID before handing this line over. */
    idRequired: boolean('id_required').notNull().default(false),
  },
  (t) => [
    check(
      'order_items_deposit_percent_range',
      sql`${t.depositPercent} is null or ${t.depositPercent} between 1 and 100`,
    ),
    uniqueIndex('order_items_order_line_idx').on(t.orderId, t.lineNo),
    // Analytics reads a period's lines from the index alone: the SQL migration INCLUDEs product_id,
    // quantity and the prices (drizzle cannot say so) (decision 016).
    index('order_items_order_covering_idx').on(t.orderId),
    check('order_items_quantity_range', sql`${t.quantity} between 1 and 10`),
    check('order_items_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

export type OrderItemOptionRow = {
  optionId: string;
  optionGroupId: string;
  groupName: string;
  name: string;
  kitchenName: string;
  priceDeltaCents: number;
  quantity: number;
  /** NO / LIGHT / EXTRA (decision 087); absent on lines sold before pre-modifiers. */
  preModifier?: PreModifier | null;
};
export type OrderItemComponentRow = {
  slotId: string;
  slotName: string;
  productId: string;
  name: string;
  productType: string;
  priceDeltaCents: number;
  options: OrderItemOptionRow[];
};

/** An order row with the vendor its location belongs to (staff are authorised by vendor). */
export type OrderRow = typeof orders.$inferSelect & { vendorId: string };
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderRecord = { order: OrderRow; items: OrderItemRow[] };
