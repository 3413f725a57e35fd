import type {
  AnalyticsCustomer,
  AnalyticsDay,
  AnalyticsHour,
  AnalyticsProduct,
  OrderStatus,
  ProductType,
} from '@queueless/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyticsCache, orderItems, vendors } from '../../db/schema.js';
import type { Cursor } from '../../lib/cursor.js';

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;

/** What one statement computes for a period; ranking and zero-filling happen in rankings.ts. */
export type PeriodAggregates = {
  numOrders: number;
  revenueCents: number;
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  customers: number;
  returningCustomers: number;
  refundedOrders: number;
  refundedCents: number;
  days: AnalyticsDay[];
  hours: AnalyticsHour[];
  products: AnalyticsProduct[];
  topCustomers: AnalyticsCustomer[];
};

export type PeriodQuery = {
  vendorId: string;
  timeZone: string;
  start: Date;
  end: Date;
  includeRefunded: boolean;
  topCustomers: number;
};

export type AnalyticsOrderRow = {
  orderId: string;
  userId: string;
  vendorLocationId: string;
  status: OrderStatus;
  paidAt: Date;
  refundedAt: Date | null;
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  firstName: string | null;
  lastName: string | null;
  cursorAt: string;
};

export type AnalyticsItemRow = {
  orderId: string;
  productId: string;
  name: string;
  variantName: string | null;
  quantity: number;
  priceCents: number;
  discountedPriceCents: number | null;
  productType: ProductType;
  imageUrls: string[];
};

type Row = Record<string, unknown>;

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const toInt = (value: unknown): number => Number(value ?? 0);
const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

export function createAnalyticsRepo(db: Db) {
  return {
    async getVendor(vendorId: string): Promise<{ vendorId: string; timeZone: string } | undefined> {
      const [row] = await db
        .select({ vendorId: vendors.vendorId, timeZone: vendors.timeZone })
        .from(vendors)
        .where(eq(vendors.vendorId, vendorId));
      return row;
    },

    async getCached(vendorId: string, scope: string, includeRefunded: boolean) {
      const [row] = await db
        .select({ payload: analyticsCache.payload, generatedAt: analyticsCache.generatedAt })
        .from(analyticsCache)
        .where(
          and(
            eq(analyticsCache.vendorId, vendorId),
            eq(analyticsCache.scope, scope),
            eq(analyticsCache.includeRefunded, includeRefunded),
          ),
        );
      return row;
    },

    /** One row per (vendor, scope, includeRefunded): the newest answer replaces the old one. */
    async putCached(values: typeof analyticsCache.$inferInsert): Promise<void> {
      await db
        .insert(analyticsCache)
        .values(values)
        .onConflictDoUpdate({
          target: [analyticsCache.vendorId, analyticsCache.scope, analyticsCache.includeRefunded],
          set: { payload: values.payload, generatedAt: values.generatedAt },
        });
    },

    /**
     * A period's numbers in one statement, summed by PostgreSQL over the vendor's orders paid in
     * [start, end): only the period's orders are read (orders_location_paid_idx), and their lines by
     * order id. Days and hours are the venue's local ones. A customer is returning when they paid
     * for an order at this vendor before the period.
     */
    async aggregatePeriod(q: PeriodQuery): Promise<PeriodAggregates> {
      const result = await db.execute(sql`
        with period_orders as materialized (
          select o.order_id, o.user_id, o.status, o.subtotal_cents, o.tax_cents, o.tip_cents, o.total_cents,
                 (o.paid_at at time zone ${q.timeZone}) as local_at
          from orders o
          where o.vendor_location_id in (select vendor_location_id from vendor_locations where vendor_id = ${q.vendorId})
            and o.paid_at >= ${q.start} and o.paid_at < ${q.end}
            and o.status <> 'IN_PROGRESS'
        ),
        counted as materialized (
          select * from period_orders where ${q.includeRefunded} or status <> 'REFUNDED'
        ),
        by_customer as materialized (
          select user_id, count(*)::int as num_orders, sum(total_cents)::bigint as revenue_cents
          from counted group by user_id
        )
        select
          (select json_build_object(
              'numOrders', count(*),
              'revenueCents', coalesce(sum(total_cents), 0),
              'subtotalCents', coalesce(sum(subtotal_cents), 0),
              'taxCents', coalesce(sum(tax_cents), 0),
              'tipCents', coalesce(sum(tip_cents), 0))
           from counted) as totals,
          (select count(*) from by_customer) as customers,
          -- Probed in user_id order: neighbouring probes share index pages (about 3x faster than at random).
          (select count(*) from (select user_id from by_customer order by user_id offset 0) c
           where exists (
             select 1 from orders p
             where p.user_id = c.user_id and p.paid_at < ${q.start}
               and p.vendor_location_id in (select vendor_location_id from vendor_locations where vendor_id = ${q.vendorId})
           )) as returning_customers,
          (select json_build_object('count', count(*), 'cents', coalesce(sum(total_cents), 0))
           from period_orders where status = 'REFUNDED') as refunds,
          (select coalesce(json_agg(d), '[]') from (
             select to_char(local_at, 'YYYY-MM-DD') as "date", count(*) as "numOrders",
                    sum(total_cents) as "revenueCents", sum(tip_cents) as "tipCents"
             from counted group by 1) d) as days,
          (select coalesce(json_agg(h), '[]') from (
             select extract(hour from local_at)::int as "hour", count(*) as "numOrders", sum(total_cents) as "revenueCents"
             from counted group by 1) h) as hours,
          (select coalesce(json_agg(p), '[]') from (
             select sold.product_id as "productId", pr.name as "name", pr.variant_name as "variantName",
                    pr.product_type as "productType", sold.quantity as "quantity",
                    sold.revenue_cents as "revenueCents", sold.num_orders as "numOrders"
             from (
               -- Lateral: each period order's lines by its id, from order_items_order_covering_idx alone,
               -- so only the period's lines are read; names come from the catalogue afterwards.
               select per_order.product_id, sum(per_order.quantity) as quantity,
                      sum(per_order.revenue_cents) as revenue_cents, count(*) as num_orders
               from (
                 -- A product's lines of one order first: then "orders with it" is a plain count (hashed,
                 -- where count(distinct) would sort every line).
                 select c.order_id, i.product_id, sum(i.quantity) as quantity,
                        sum(i.quantity * coalesce(i.discounted_price_cents, i.price_cents)) as revenue_cents
                 -- In order_id order, for the same reason as the returning probe above.
                 from (select order_id from counted order by order_id offset 0) c cross join lateral (
                   select li.product_id, li.quantity, li.price_cents, li.discounted_price_cents
                   from order_items li where li.order_id = c.order_id offset 0) i
                 group by c.order_id, i.product_id) per_order
               group by per_order.product_id) sold
             join products pr on pr.product_id = sold.product_id) p) as products,
          (select coalesce(json_agg(t order by t."revenueCents" desc, t."numOrders" desc, t."userId"), '[]') from (
             -- The top 10 first, then their names: 10 user lookups, not one per customer.
             select c.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName",
                    c.num_orders as "numOrders", c.revenue_cents as "revenueCents"
             from (select * from by_customer
                   order by revenue_cents desc, num_orders desc, user_id
                   limit ${q.topCustomers}) c
             join users u on u.user_id = c.user_id) t) as top_customers
      `);
      const row = rowsOf(result)[0] ?? {};
      const totals = (row.totals ?? {}) as Record<string, unknown>;
      const refunds = (row.refunds ?? {}) as Record<string, unknown>;
      const numbers = <T extends Record<string, unknown>>(items: T[], keys: (keyof T)[]) =>
        items.map((item) => {
          const copy: Record<string, unknown> = { ...item };
          for (const key of keys) copy[key as string] = toInt(item[key]);
          return copy as T;
        });
      return {
        numOrders: toInt(totals.numOrders),
        revenueCents: toInt(totals.revenueCents),
        subtotalCents: toInt(totals.subtotalCents),
        taxCents: toInt(totals.taxCents),
        tipCents: toInt(totals.tipCents),
        customers: toInt(row.customers),
        returningCustomers: toInt(row.returning_customers),
        refundedOrders: toInt(refunds.count),
        refundedCents: toInt(refunds.cents),
        days: numbers(row.days as AnalyticsDay[], ['numOrders', 'revenueCents', 'tipCents']),
        hours: numbers(row.hours as AnalyticsHour[], ['hour', 'numOrders', 'revenueCents']),
        products: numbers(row.products as AnalyticsProduct[], ['quantity', 'revenueCents', 'numOrders']),
        topCustomers: numbers(row.top_customers as AnalyticsCustomer[], ['numOrders', 'revenueCents']),
      };
    },

    /**
     * One page of the vendor's paid orders in [after, before), oldest first, by (paid_at, order_id)
     * after the cursor; `limit + 1` rows are read so the caller knows whether another page follows.
     */
    async listPaidOrders(q: {
      vendorId: string;
      after: Date;
      before: Date;
      includeRefunded: boolean;
      cursor: Cursor | null;
      limit: number;
    }): Promise<AnalyticsOrderRow[]> {
      const afterCursor = q.cursor
        ? sql`and (o.paid_at, o.order_id) > (${q.cursor.at}::timestamptz, ${q.cursor.id})`
        : sql``;
      const result = await db.execute(sql`
        select o.order_id, o.user_id, o.vendor_location_id, o.status, o.paid_at, o.refunded_at,
               o.subtotal_cents, o.tax_cents, o.tip_cents, o.total_cents, u.first_name, u.last_name,
               to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
        from orders o
        left join users u on u.user_id = o.user_id
        where o.vendor_location_id in (select vendor_location_id from vendor_locations where vendor_id = ${q.vendorId})
          and o.paid_at >= ${q.after} and o.paid_at < ${q.before}
          and o.status <> 'IN_PROGRESS'
          and (${q.includeRefunded} or o.status <> 'REFUNDED')
          ${afterCursor}
        order by o.paid_at, o.order_id
        limit ${q.limit + 1}
      `);
      return rowsOf(result).map((row) => ({
        orderId: String(row.order_id),
        userId: String(row.user_id),
        vendorLocationId: String(row.vendor_location_id),
        status: row.status as OrderStatus,
        paidAt: toDate(row.paid_at),
        refundedAt: row.refunded_at ? toDate(row.refunded_at) : null,
        subtotalCents: toInt(row.subtotal_cents),
        taxCents: toInt(row.tax_cents),
        tipCents: toInt(row.tip_cents),
        totalCents: toInt(row.total_cents),
        firstName: (row.first_name as string | null) ?? null,
        lastName: (row.last_name as string | null) ?? null,
        cursorAt: String(row.cursor_at),
      }));
    },

    async itemsOf(orderIds: string[]): Promise<AnalyticsItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          name: orderItems.name,
          variantName: orderItems.variantName,
          quantity: orderItems.quantity,
          priceCents: orderItems.priceCents,
          discountedPriceCents: orderItems.discountedPriceCents,
          productType: orderItems.productType,
          imageUrls: orderItems.imageUrls,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.orderId, orderItems.lineNo);
    },
  };
}
