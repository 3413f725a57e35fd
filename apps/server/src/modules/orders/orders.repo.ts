import type { Role } from '@queueless/contracts';
import { and, asc, desc, eq, getTableColumns, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paymentIntents } from '../../providers/payments/payments.tables.js';
import { domainEvents, wakeReaders } from '../domain-events/index.js';
import { products } from '../inventory/index.js';
import { roleOfUserSql } from '../staff/index.js';
import { type OrderingFacts, vendorLocations } from '../vendor-locations/index.js';
import { vendors } from '../vendors/index.js';
import { activityAt, cursorAtOf, type ListPage, type OrderPage, toPage } from './order-pages.js';
import { type OrderItemRow, type OrderRecord, type OrderRow, orderItems, orders } from './orders.tables.js';
import type { PricedLine, PricingProduct } from './pricing.js';

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
export type { OrderItemRow, OrderRecord, OrderRow } from './orders.tables.js';
/** Where an order is placed: the location, its vendor and the address printed on the receipt. */
export type Venue = {
  vendorLocationId: string;
  vendorId: string;
  vendorAddress: { line1: string; line2: string | null; city: string; state: string; zip: string };
};

/** What an order create writes besides its id (the status is IN_PROGRESS). */
type NewOrderValues = Pick<
  typeof orders.$inferInsert,
  | 'userId'
  | 'vendorLocationId'
  | 'subtotalCents'
  | 'taxCents'
  | 'tipCents'
  | 'discountCents'
  | 'balanceDueCents'
  | 'totalCents'
  | 'vendorAddress'
  | 'paymentIntentId'
  | 'idempotencyKey'
  | 'createdAt'
  | 'updatedAt'
>;
/** What a cart update rewrites: an order create's values but its owner, idempotency key and creation time. */
type CartValues = Omit<NewOrderValues, 'userId' | 'idempotencyKey' | 'createdAt'>;

export const orderColumns = { ...getTableColumns(orders), vendorId: vendorLocations.vendorId };

function itemValues(orderId: string, lines: PricedLine[]): (typeof orderItems.$inferInsert)[] {
  return lines.map((line, index) => ({
    orderId,
    lineNo: index + 1,
    productId: line.productId,
    name: line.name,
    variantName: line.variantName,
    productType: line.productType,
    productTaxCode: line.productTaxCode,
    priceCents: line.priceCents,
    discountedPriceCents: null,
    quantity: line.quantity,
    imageUrls: line.imageUrls,
    depositPercent: line.depositPercent,
    options: line.options,
    components: line.components,
    idRequired: line.idRequired,
  }));
}

/** Every column of `orders` as `source` (a CTE returning whole order rows) names it. */
export function orderFieldsOf<Source extends object>(source: Source) {
  const keys = Object.keys(getTableColumns(orders)) as (keyof typeof orders.$inferSelect & keyof Source)[];
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<Source, (typeof keys)[number]>;
}

/** Every column of `order_items` as `source` (a CTE returning whole line rows) names it. */
function itemFieldsOf<Source extends object>(source: Source) {
  const keys = Object.keys(getTableColumns(orderItems)) as (keyof OrderItemRow & keyof Source)[];
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<Source, (typeof keys)[number]>;
}

export function createOrdersRepo(db: Db) {
  // The statements of an order read and of pickup are prepared (built and planned once per
  // connection, not on every call): they run on every order status poll and every staff scan.

  /** An order with its lines in one statement: a row per line, the order repeated on each. */
  const selectOrderWithItems = <Extra extends Record<string, SQL>>(extra: Extra) =>
    db
      .select({ order: orderColumns, item: getTableColumns(orderItems), ...extra })
      .from(orders)
      .innerJoin(vendorLocations, eq(vendorLocations.vendorLocationId, orders.vendorLocationId))
      .leftJoin(orderItems, eq(orderItems.orderId, orders.orderId))
      .where(eq(orders.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderItems.lineNo));
  const orderWithItems = selectOrderWithItems({}).prepare('orders_order_with_items');
  const insertedOrder = db.$with('inserted_order').as(
    db
      .insert(orders)
      .values({
        orderId: sql.placeholder('orderId'),
        status: 'IN_PROGRESS',
        userId: sql.placeholder('userId'),
        vendorLocationId: sql.placeholder('vendorLocationId'),
        subtotalCents: sql.placeholder('subtotalCents'),
        taxCents: sql.placeholder('taxCents'),
        tipCents: sql.placeholder('tipCents'),
        discountCents: sql.placeholder('discountCents'),
        balanceDueCents: sql.placeholder('balanceDueCents'),
        totalCents: sql.placeholder('totalCents'),
        vendorAddress: sql.placeholder('vendorAddress'),
        paymentIntentId: sql.placeholder('paymentIntentId'),
        idempotencyKey: sql.placeholder('idempotencyKey'),
        createdAt: sql.placeholder('createdAt'),
        updatedAt: sql.placeholder('updatedAt'),
      })
      .returning(),
  );
  // The lines arrive as a JSON array of order_items rows (camelCase keys, as itemValues writes them).
  const insertedItems = db.$with('inserted_items').as(
    db
      .insert(orderItems)
      .select(
        sql`select nextval(pg_get_serial_sequence('order_items', 'id')), x."orderId", x."lineNo", x."productId", x."name",
          x."variantName", x."productType"::product_type, x."productTaxCode", x."priceCents", x."discountedPriceCents",
          x."quantity", coalesce(x."imageUrls", '{}'), x."depositPercent", coalesce(x."options", '[]'),
          coalesce(x."components", '[]'), coalesce(x."idRequired", false)
        from jsonb_to_recordset(${sql.placeholder('items')}::jsonb) as x("orderId" text, "lineNo" int, "productId" text,
          "name" text, "variantName" text, "productType" text, "productTaxCode" text, "priceCents" int,
          "discountedPriceCents" int, "quantity" int, "imageUrls" text[], "depositPercent" int, "options" jsonb,
          "components" jsonb, "idRequired" boolean)`,
      )
      .returning(),
  );
  // Its `order.created` event (decision 078), in the same statement: the statement is the transaction.
  const recordedCreation = db.$with('recorded_creation').as(
    db
      .insert(domainEvents)
      .select(
        sql`select nextval(pg_get_serial_sequence('domain_events', 'event_id')), pg_current_xact_id(), 'order.created',
          l.vendor_id, o.vendor_location_id, o.order_id, '{}'::jsonb, now()
        from inserted_order o join vendor_locations l on l.vendor_location_id = o.vendor_location_id`,
      )
      .returning({ eventId: domainEvents.eventId }),
  );
  const insertOrderWithItems = db
    .with(insertedOrder, insertedItems, recordedCreation)
    .select({ order: orderFieldsOf(insertedOrder), item: itemFieldsOf(insertedItems) })
    .from(insertedItems)
    .innerJoin(insertedOrder, eq(insertedOrder.orderId, insertedItems.orderId))
    .orderBy(asc(insertedItems.lineNo))
    .prepare('orders_insert_with_items');
  /** A location, its vendor and the vendor's address (printed on receipts). */
  const venueColumns = {
    vendorLocationId: vendorLocations.vendorLocationId,
    vendorId: vendors.vendorId,
    line1: vendors.addressLine1,
    line2: vendors.addressLine2,
    city: vendors.city,
    state: vendors.state,
    zip: vendors.zip,
  };
  const venueQuery = db
    .select(venueColumns)
    .from(vendorLocations)
    .innerJoin(vendors, eq(vendors.vendorId, vendorLocations.vendorId))
    .where(eq(vendorLocations.vendorLocationId, sql.placeholder('vendorLocationId')))
    .prepare('orders_venue');
  // Pricing a cart reads the location, its vendor's address and the cart's products in one statement.
  // Products are matched by id alone, so one of another location is found and refused by name.
  const pricingProductColumns = {
    productId: products.productId,
    vendorLocationId: products.vendorLocationId,
    name: products.name,
    variantName: products.variantName,
    productType: products.productType,
    productTaxCode: products.productTaxCode,
    priceCents: products.priceCents,
    isAvailable: products.isAvailable,
    trackQuantity: products.trackQuantity,
    quantityAvailable: products.quantityAvailable,
    imageUrls: products.imageUrls,
    depositPercent: products.depositPercent,
    archivedAt: products.archivedAt,
    idRequired: products.idRequired,
    comboSlots: products.comboSlots,
  } satisfies Record<keyof PricingProduct, unknown>;
  /** What decides whether a location takes orders, besides its recent paid orders. */
  const orderingColumns = {
    retiredAt: vendorLocations.retiredAt,
    vendorSuspendedAt: vendors.suspendedAt,
    orderingPausedAt: vendorLocations.orderingPausedAt,
    orderingPausedUntil: vendorLocations.orderingPausedUntil,
    orderingPauseReason: vendorLocations.orderingPauseReason,
    maxOrdersPer15Minutes: vendorLocations.maxOrdersPer15Minutes,
  } satisfies Record<Exclude<keyof OrderingFacts, 'recentPaid'>, unknown>;

  /** The location's orders paid since `since` (besides `exceptOrderId`), and the oldest paid time: one statement. */
  async function countPaidSince(
    executor: Executor,
    vendorLocationId: string,
    since: Date,
    exceptOrderId?: string,
  ): Promise<{ count: number; oldestPaidAt: Date | null }> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int`, oldestPaidAt: sql<Date | string | null>`min(${orders.paidAt})` })
      .from(orders)
      .where(
        and(
          eq(orders.vendorLocationId, vendorLocationId),
          gt(orders.paidAt, since),
          exceptOrderId ? ne(orders.orderId, exceptOrderId) : undefined,
        ),
      );
    const oldest = row?.oldestPaidAt ?? null;
    return { count: row?.count ?? 0, oldestPaidAt: oldest === null ? null : new Date(oldest) };
  }

  const venueWithProductsQuery = db
    .select({
      ...venueColumns,
      // A retired location, a suspended vendor (decision 055), a pause or a reached cap (decision 072) takes no orders.
      ordering: orderingColumns,
      // Counted only under a cap (orders_location_paid_idx).
      recentPaid: sql<{
        count: number;
        oldestPaidAt: string | null;
      } | null>`case when ${vendorLocations.maxOrdersPer15Minutes} is null then null else (
        select json_build_object('count', count(*), 'oldestPaidAt', min(${orders.paidAt}))
        from ${orders}
        where ${orders.vendorLocationId} = ${vendorLocations.vendorLocationId}
          and ${orders.paidAt} > ${sql.placeholder('paidSince')}) end`,
      product: pricingProductColumns,
      // Issue 39: the location's limit of alcoholic items per order.
      maxAlcoholicItemsPerOrder: vendorLocations.maxAlcoholicItemsPerOrder,
    })
    .from(vendorLocations)
    .innerJoin(vendors, eq(vendors.vendorId, vendorLocations.vendorId))
    .leftJoin(products, sql`${products.productId} = any(${sql.placeholder('productIds')})`)
    .where(eq(vendorLocations.vendorLocationId, sql.placeholder('vendorLocationId')))
    .prepare('orders_venue_with_products');
  const orderWithItemsAndRole = selectOrderWithItems({
    callerRole: roleOfUserSql(sql.placeholder('userId'), vendorLocations.vendorId),
  }).prepare('orders_order_with_items_and_role');

  async function itemsOf(executor: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return executor
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.lineNo));
  }

  async function withItems(rows: OrderRow[]): Promise<OrderRecord[]> {
    const items = await itemsOf(
      db,
      rows.map((row) => row.orderId),
    );
    return rows.map((order) => ({ order, items: items.filter((item) => item.orderId === order.orderId) }));
  }

  return {
    db,

    /** A location with its vendor's address, in one query. */
    async getVenue(vendorLocationId: string): Promise<Venue | undefined> {
      const [row] = await venueQuery.execute({ vendorLocationId });
      if (!row) return undefined;
      const { vendorLocationId: id, vendorId, ...vendorAddress } = row;
      return { vendorLocationId: id, vendorId, vendorAddress };
    },

    /** A location with its vendor's address and those of `productIds` that exist (anywhere), in one query. */
    /**
     * The location with its vendor's address, what decides whether it takes orders (its orders paid since
     * `paidSince`), and the products.
     */
    async getVenueWithProducts(
      vendorLocationId: string,
      productIds: string[],
      paidSince: Date,
    ): Promise<
      | { venue: Venue; ordering: OrderingFacts; products: PricingProduct[]; maxAlcoholicItemsPerOrder: number | null }
      | undefined
    > {
      const rows = await venueWithProductsQuery.execute({ vendorLocationId, productIds, paidSince });
      const [first] = rows;
      if (!first) return undefined;
      const {
        vendorLocationId: id,
        vendorId,
        product: _,
        ordering,
        recentPaid,
        maxAlcoholicItemsPerOrder,
        ...vendorAddress
      } = first;
      return {
        maxAlcoholicItemsPerOrder,
        venue: { vendorLocationId: id, vendorId, vendorAddress },
        ordering: {
          ...ordering,
          recentPaid: recentPaid && {
            count: Number(recentPaid.count),
            oldestPaidAt: recentPaid.oldestPaidAt ? new Date(recentPaid.oldestPaidAt) : null,
          },
        },
        products: rows.flatMap(({ product }) => (product ? [product] : [])),
      };
    },

    /** For the location's cap, outside a payment (the location read). */
    countPaidSince: (vendorLocationId: string, since: Date) => countPaidSince(db, vendorLocationId, since),

    /**
     * In a payment's transaction: locks the order's location (FOR NO KEY UPDATE: a pause waits for this payment, this
     * payment for a pause being set, and payments at one location are counted one after the other), then counts its
     * orders paid since `paidSince` besides this one, in a later statement, which sees every payment committed before
     * the lock was had (decision 072).
     */
    async lockOrderingOfOrder(tx: Executor, orderId: string, paidSince: Date): Promise<OrderingFacts | undefined> {
      const [row] = await tx
        .select({ ...orderingColumns, vendorLocationId: vendorLocations.vendorLocationId })
        .from(vendorLocations)
        .innerJoin(vendors, eq(vendors.vendorId, vendorLocations.vendorId))
        .where(
          eq(
            vendorLocations.vendorLocationId,
            sql`(select ${orders.vendorLocationId} from ${orders} where ${orders.orderId} = ${orderId})`,
          ),
        )
        .for('no key update', { of: vendorLocations });
      if (!row) return undefined;
      const { vendorLocationId, ...facts } = row;
      const recentPaid =
        facts.maxOrdersPer15Minutes === null ? null : await countPaidSince(tx, vendorLocationId, paidSince, orderId);
      return { ...facts, recentPaid };
    },

    async getOrder(orderId: string): Promise<OrderRecord | undefined> {
      const rows = await orderWithItems.execute({ orderId });
      if (!rows[0]) return undefined;
      return { order: rows[0].order, items: rows.flatMap(({ item }) => (item ? [item] : [])) };
    },

    /** The order and the role `userId` holds at its vendor (null for none), read in one statement. */
    async getOrderWithCallerRole(
      orderId: string,
      userId: string,
    ): Promise<{ record: OrderRecord; callerRole: Role | null } | undefined> {
      const rows = await orderWithItemsAndRole.execute({ orderId, userId });
      if (!rows[0]) return undefined;
      const { order, callerRole } = rows[0];
      return { record: { order, items: rows.flatMap(({ item }) => (item ? [item] : [])) }, callerRole };
    },

    async findByPaymentIntent(paymentIntentId: string): Promise<OrderRecord | undefined> {
      const rows = await db
        .select(orderColumns)
        .from(orders)
        .innerJoin(vendorLocations, eq(vendorLocations.vendorLocationId, orders.vendorLocationId))
        .where(eq(orders.paymentIntentId, paymentIntentId));
      return (await withItems(rows))[0];
    },

    /**
     * A page of a customer's placed orders (not unpaid carts), newest first by creation, after the
     * cursor (orders_user_created_idx, read backwards: the cost follows the page, not the history).
     */
    async listPlacedOrders(userId: string, page: ListPage): Promise<OrderPage> {
      const createdAt = sql`${orders.createdAt}`;
      const rows = await db
        .select({ ...orderColumns, cursorAt: cursorAtOf(createdAt) })
        .from(orders)
        .innerJoin(vendorLocations, eq(vendorLocations.vendorLocationId, orders.vendorLocationId))
        .where(
          and(
            eq(orders.userId, userId),
            ne(orders.status, 'IN_PROGRESS'),
            page.cursor
              ? sql`(${createdAt}, ${orders.orderId}) < (${page.cursor.at}::timestamptz, ${page.cursor.id})`
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.orderId))
        .limit(page.limit + 1);
      return toPage(rows, page.limit, withItems);
    },

    /**
     * The order and its lines in one prepared statement (two data-modifying CTEs, the lines passed
     * as one JSON array): atomic without a transaction, one round trip, nothing rebuilt per call.
     */
    async insertOrder(
      orderId: string,
      values: NewOrderValues,
      lines: PricedLine[],
    ): Promise<{ order: typeof orders.$inferSelect; items: OrderItemRow[] }> {
      const rows = await insertOrderWithItems.execute({
        ...values,
        orderId,
        items: JSON.stringify(itemValues(orderId, lines)),
      });
      const order = rows[0]?.order;
      if (!order) throw new Error('order insert returned nothing');
      wakeReaders(db);
      return { order, items: rows.map((row) => row.item) };
    },

    /** The customer's order made by the create that sent this Idempotency-Key, if any (one index probe). */
    async findOrderIdByIdempotencyKey(userId: string, idempotencyKey: string): Promise<string | null> {
      const rows = await db
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
        .limit(1);
      return rows[0]?.orderId ?? null;
    },

    /** Replaces the cart of an order that is still in progress; false when it no longer is. */
    async replaceCart(tx: Executor, orderId: string, values: CartValues, lines: PricedLine[]): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set(values)
        .where(and(eq(orders.orderId, orderId), eq(orders.status, 'IN_PROGRESS')))
        .returning({ orderId: orders.orderId });
      if (updated.length === 0) return false;
      await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
      await tx.insert(orderItems).values(itemValues(orderId, lines));
      return true;
    },

    /**
     * IN_PROGRESS → PAID in one conditional statement. It also requires the total that was checked
     * against the payment, so a cart changed in between is not marked paid. Answers the changed
     * order's lines, or null when another call changed it first.
     */
    async markPaid(
      tx: Executor,
      orderId: string,
      { totalCents, paidAt }: { totalCents: number; paidAt: Date },
    ): Promise<OrderItemRow[] | null> {
      const updated = await tx
        .update(orders)
        .set({ status: 'PAID', paidAt, updatedAt: paidAt })
        .where(and(eq(orders.orderId, orderId), eq(orders.status, 'IN_PROGRESS'), eq(orders.totalCents, totalCents)))
        .returning({ orderId: orders.orderId });
      if (updated.length === 0) return null;
      return itemsOf(tx, [orderId]);
    },

    /** The order a payment is for, its row locked until the transaction ends (a payment being settled). */
    async lockOrderOfPaymentIntent(
      tx: Executor,
      paymentIntentId: string,
    ): Promise<typeof orders.$inferSelect | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)).for('update');
      return row;
    },

    /**
     * Orders still IN_PROGRESS although the payment our database holds for them (the simulated
     * provider's) succeeded: a process died between the two. Oldest first.
     */
    async listPaidButInProgress(limit: number): Promise<{ orderId: string; paymentIntentId: string }[]> {
      const rows = await db
        .select({ orderId: orders.orderId, paymentIntentId: paymentIntents.paymentIntentId })
        .from(orders)
        .innerJoin(paymentIntents, eq(paymentIntents.paymentIntentId, orders.paymentIntentId))
        .where(and(eq(orders.status, 'IN_PROGRESS'), eq(paymentIntents.status, 'succeeded')))
        .orderBy(asc(orders.createdAt))
        .limit(limit);
      return rows;
    },

    /** IN_PROGRESS → REFUNDED (a payment taken for a sale that could not be filled); false when it was not IN_PROGRESS. */
    async markUnfilledRefunded(
      tx: Executor,
      orderId: string,
      values: { refundedAt: Date; refundReason: string },
    ): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ status: 'REFUNDED', ...values, refundedCents: orders.totalCents, updatedAt: values.refundedAt })
        .where(and(eq(orders.orderId, orderId), eq(orders.status, 'IN_PROGRESS')))
        .returning({ orderId: orders.orderId });
      return updated.length > 0;
    },

    /** The order row, locked until the transaction ends: refund claims of one order take turns (modules/refunds). */
    async lockOrder(tx: Executor, orderId: string): Promise<typeof orders.$inferSelect | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
      return row;
    },

    /**
     * Holds `amountCents` of a paid order's charge for a refund, in one conditional statement: only a PAID or
     * COMPLETE order, and only while its refunds stay within what was charged (the CHECK says so too). False otherwise.
     */
    async reserveRefund(tx: Executor, orderId: string, amountCents: number): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} + ${amountCents}` })
        .where(
          and(
            eq(orders.orderId, orderId),
            inArray(orders.status, ['PAID', 'COMPLETE']),
            sql`${orders.refundedCents} + ${amountCents} <= ${orders.totalCents}`,
          ),
        )
        .returning({ orderId: orders.orderId });
      return updated.length > 0;
    },

    /** Gives back what a refund that failed held (it was reserved when claimed). */
    async releaseRefund(tx: Executor, orderId: string, amountCents: number): Promise<void> {
      await tx
        .update(orders)
        .set({ refundedCents: sql`greatest(${orders.refundedCents} - ${amountCents}, 0)` })
        .where(eq(orders.orderId, orderId));
    },

    /** An order's lines, for what a refund puts back on the shelf. */
    async listOrderItems(tx: Executor, orderId: string): Promise<OrderItemRow[]> {
      return itemsOf(tx, [orderId]);
    },

    /** PAID or COMPLETE → REFUNDED in one conditional statement; false when it was neither. */
    async markRefunded(
      tx: Executor,
      orderId: string,
      values: { refundedAt: Date; refundedBy: string; refundReason: string },
    ): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ status: 'REFUNDED', ...values, updatedAt: values.refundedAt })
        .where(and(eq(orders.orderId, orderId), inArray(orders.status, ['PAID', 'COMPLETE'])))
        .returning({ orderId: orders.orderId });
      return updated.length > 0;
    },

    /**
     * A page of a location's placed orders (never IN_PROGRESS) paid, completed or refunded after
     * `after`, newest first by their latest change, after the cursor. The filter and the order are one
     * expression that orders_location_activity_idx holds, so PostgreSQL reads only the window's rows
     * of this location (decision 016).
     */
    async listFulfilledOrders(vendorLocationId: string, after: Date, page: ListPage): Promise<OrderPage> {
      const rows = await db
        .select({ ...orderColumns, cursorAt: cursorAtOf(activityAt) })
        .from(orders)
        .innerJoin(vendorLocations, eq(vendorLocations.vendorLocationId, orders.vendorLocationId))
        .where(
          and(
            eq(orders.vendorLocationId, vendorLocationId),
            ne(orders.status, 'IN_PROGRESS'),
            sql`${activityAt} > ${after}`,
            page.cursor
              ? sql`(${activityAt}, ${orders.orderId}) < (${page.cursor.at}::timestamptz, ${page.cursor.id})`
              : undefined,
          ),
        )
        .orderBy(sql`${activityAt} desc`, desc(orders.orderId))
        .limit(page.limit + 1);
      return toPage(rows, page.limit, withItems);
    },
  };
}
