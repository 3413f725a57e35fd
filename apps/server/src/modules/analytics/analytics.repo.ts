import type { OrderStatus, ProductType } from '@queueless/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Cursor } from '../../lib/cursor.js';
import { type OrderItemComponentRow, type OrderItemOptionRow, orderItems } from '../orders/index.js';
import { roleOfUserSql } from '../staff/index.js';
import { vendors } from '../vendors/index.js';
import { analyticsCache } from './analytics.tables.js';
import { createPeriodAggregatesRepo } from './period-aggregates.repo.js';

export type { AggregateSource, PeriodAggregates, PeriodQuery } from './period-aggregates.repo.js';

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;

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
  refundedCents: number;
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
  options: OrderItemOptionRow[];
  components: OrderItemComponentRow[];
};

type Row = Record<string, unknown>;

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const toInt = (value: unknown): number => Number(value ?? 0);
const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

export function createAnalyticsRepo(db: Db) {
  // Every dashboard call makes this read, so it is prepared: planned once per connection.
  const vendorWithCachedQuery = db
    .select({
      vendorId: vendors.vendorId,
      timeZone: vendors.timeZone,
      role: roleOfUserSql(sql.placeholder('userId'), vendors.vendorId),
      version: sql<number | null>`(${analyticsCache.payload}->>'version')::int`,
      answerJson: sql<string | null>`(${analyticsCache.payload}->'answer')::text`,
      generatedAt: analyticsCache.generatedAt,
    })
    .from(vendors)
    .leftJoin(
      analyticsCache,
      and(
        eq(analyticsCache.vendorId, vendors.vendorId),
        eq(analyticsCache.scope, sql.placeholder('scope')),
        eq(analyticsCache.includeRefunded, sql.placeholder('includeRefunded')),
      ),
    )
    .where(eq(vendors.vendorId, sql.placeholder('vendorId')))
    .prepare('analytics_vendor_with_cached');

  return {
    /**
     * Issue 39: each option's units sold on lines paid in [after, before) at the vendor's locations (or one), less the
     * units refunded (a refunded order's every unit; a partial refund's units of its line), with their revenue: the
     * option's price change × units, combos' components' options included. Most chosen first.
     */
    async optionSales(q: { vendorId: string; vendorLocationId: string | null; after: Date; before: Date }) {
      const result = await db.execute(sql`
        with lines as (
          select o.order_id, o.status, i.line_no, i.product_id, i.quantity, i.options, i.components,
            case when o.status = 'REFUNDED' then i.quantity else least(i.quantity, coalesce((
              select sum((l->>'quantity')::int) from refunds r, jsonb_array_elements(r.lines) l
              where r.order_id = o.order_id and r.status <> 'FAILED' and r.lines is not null
                and ((l->>'lineNo')::int = i.line_no
                  or (l->>'lineNo' is null and l->>'productId' = i.product_id))), 0)) end as refunded
          from orders o join order_items i on i.order_id = o.order_id
          where o.vendor_location_id in (select vendor_location_id from vendor_locations where vendor_id = ${q.vendorId})
            and (${q.vendorLocationId}::text is null or o.vendor_location_id = ${q.vendorLocationId})
            and o.paid_at >= ${q.after} and o.paid_at < ${q.before} and o.status <> 'IN_PROGRESS'
        ), chosen as (
          select l.quantity, l.refunded, opt from lines l, jsonb_array_elements(l.options) opt
          union all
          select l.quantity, l.refunded, opt from lines l, jsonb_array_elements(l.components) c,
            jsonb_array_elements(c->'options') opt
        )
        select opt->>'optionId' as option_id, max(opt->>'name') as name, max(opt->>'groupName') as group_name,
          sum((opt->>'quantity')::int * (quantity - refunded)) as units,
          sum((opt->>'quantity')::int * refunded) as refunded_units,
          sum((opt->>'priceDeltaCents')::int * (opt->>'quantity')::int * (quantity - refunded)) as revenue_cents
        from chosen group by opt->>'optionId'
        order by units desc, option_id`);
      return rowsOf(result).map((row) => ({
        optionId: String(row.option_id),
        name: String(row.name ?? ''),
        optionGroupName: String(row.group_name ?? ''),
        count: toInt(row.units),
        refundedCount: toInt(row.refunded_units),
        revenueCents: toInt(row.revenue_cents),
      }));
    },

    ...createPeriodAggregatesRepo(db),

    /**
     * In one round trip: the vendor, the caller's role there (null for none) and the cached answer of
     * `scope` as JSON text (null when there is none), so a cached answer is sent without being parsed.
     */
    async getVendorWithCached(q: { userId: string; vendorId: string; scope: string; includeRefunded: boolean }) {
      const [row] = await vendorWithCachedQuery.execute(q);
      if (!row) return undefined;
      const { version, answerJson, generatedAt, ...vendor } = row;
      const cached =
        answerJson !== null && generatedAt !== null ? { version: Number(version), answerJson, generatedAt } : null;
      return { ...vendor, cached };
    },

    async getVendor(vendorId: string): Promise<{ vendorId: string; timeZone: string } | undefined> {
      const [row] = await db
        .select({ vendorId: vendors.vendorId, timeZone: vendors.timeZone })
        .from(vendors)
        .where(eq(vendors.vendorId, vendorId));
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
               o.subtotal_cents, o.tax_cents, o.tip_cents, o.total_cents, o.refunded_cents, u.first_name, u.last_name,
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
        refundedCents: toInt(row.refunded_cents),
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
          options: orderItems.options,
          components: orderItems.components,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.orderId, orderItems.lineNo);
    },
  };
}
