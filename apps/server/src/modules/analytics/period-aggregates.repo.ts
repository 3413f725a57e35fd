import type { AnalyticsCustomer, AnalyticsDay, AnalyticsHour, AnalyticsProduct } from '@queueless/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

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

/**
 * Where the costly parts of a period come from: `rollup` (what the service uses) reads the products of
 * closed hours from analytics_product_hours and "new or returning" from analytics_customers;
 * `orders` computes everything from the orders and their lines, as the rollup is checked against.
 */
export type AggregateSource = 'rollup' | 'orders';

const HOUR_MS = 3_600_000;
type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const toInt = (value: unknown): number => Number(value ?? 0);

/** The vendor's orders that count in analytics (paid, whatever happened since), paid in [start, end). */
const vendorOrders = (vendorId: string, start: Date, end: Date) => sql`
  o.vendor_location_id in (select vendor_location_id from vendor_locations where vendor_id = ${vendorId})
  and o.paid_at >= ${start} and o.paid_at < ${end}
  and o.status <> 'IN_PROGRESS'`;

/** The UTC hour an order was paid in (date_bin is arithmetic; date_trunc would look up a zone per row). */
const utcHour = sql`date_bin('1 hour', o.paid_at, timestamptz '2000-01-01 00:00:00+00')`;

/**
 * An hour's fingerprint: how many orders, how many of them refunded, and the sums of both sets' id
 * hashes. Lines never change once an order is paid, so equal fingerprints mean the same orders with
 * the same lines and the same refunds: an order paid or refunded late changes it.
 */
const fingerprint = sql`
  count(*)::int as num_orders,
  (count(*) filter (where o.status = 'REFUNDED'))::int as refunded_orders,
  coalesce(sum(hashtext(o.order_id)), 0)::bigint as order_hash,
  (coalesce(sum(hashtext(o.order_id)) filter (where o.status = 'REFUNDED'), 0)
    + coalesce(sum(hashtext(o.order_id || ':' || o.refunded_cents))
        filter (where o.status <> 'REFUNDED' and o.refunded_cents > 0), 0))::bigint as refunded_hash`;

/**
 * Each product of the listed orders (a relation of order_id, hour, status and refunded_cents) in two parts (decision
 * 077): the units the customer kept (refunded = false) and those that went back (refunded = true) — every unit of a
 * refunded order, and the units of an order's partial refunds that have not failed, valued at their line's price.
 * An order counts once per product (num_orders): where it kept some of it, else where it went back. Each order's
 * lines are read by its id from order_items_order_covering_idx; its refunds only when some of it was refunded.
 */
const productUnitsOf = (orderList: SQL) => sql`
  select p.hour, p.order_id, p.product_id, v.refunded, v.quantity, v.revenue_cents, v.num_orders
  from (
    select o.hour, o.order_id, o.status, o.refunded_cents, i.product_id, sum(i.quantity) as quantity,
           sum(i.quantity * coalesce(i.discounted_price_cents, i.price_cents)) as revenue_cents
    from (${orderList}) o cross join lateral (
      select li.product_id, li.quantity, li.price_cents, li.discounted_price_cents
      from order_items li where li.order_id = o.order_id offset 0) i
    group by o.hour, o.order_id, o.status, o.refunded_cents, i.product_id
  ) p
  cross join lateral (
    select case
      when p.status = 'REFUNDED' then p.quantity
      when p.refunded_cents = 0 then 0
      else least(p.quantity, coalesce((
        select sum((l.line->>'quantity')::int) from refunds r cross join jsonb_array_elements(r.lines) l(line)
        where r.order_id = p.order_id and r.lines is not null and r.status <> 'FAILED'
          and l.line->>'productId' = p.product_id), 0))
    end as back
  ) b
  cross join lateral (values
    (false, p.quantity - b.back, p.revenue_cents - p.revenue_cents * b.back / p.quantity,
     case when p.quantity > b.back then 1 else 0 end),
    (true, b.back, p.revenue_cents * b.back / p.quantity, case when p.quantity > b.back then 0 else 1 end)
  ) v(refunded, quantity, revenue_cents, num_orders)
  where v.quantity > 0`;

export function createPeriodAggregatesRepo(db: Db) {
  return {
    /** Vendors with an order paid in [from, to): one probe of orders_location_paid_idx per location. */
    async vendorsWithOrdersPaid(from: Date, to: Date): Promise<string[]> {
      const result = await db.execute(sql`
        select distinct l.vendor_id from vendor_locations l
        where exists (
          select 1 from orders o
          where o.vendor_location_id = l.vendor_location_id and o.paid_at >= ${from} and o.paid_at < ${to})`);
      return rowsOf(result).map((row) => String(row.vendor_id));
    },

    /**
     * Writes the rollup of the closed UTC hours that overlap [start, end) and are missing, or whose
     * orders changed since (a late refund, an order paid late), in one transaction under the vendor's
     * advisory lock. Another process holding the lock is rolling the same vendor: this call then
     * rolls nothing and the read computes those hours from the orders. Answers how many hours it wrote.
     */
    async rollClosedHours(q: { vendorId: string; start: Date; end: Date; now: Date }): Promise<number> {
      const from = new Date(Math.floor(q.start.getTime() / HOUR_MS) * HOUR_MS);
      const to = new Date(
        Math.min(Math.ceil(q.end.getTime() / HOUR_MS) * HOUR_MS, Math.floor(q.now.getTime() / HOUR_MS) * HOUR_MS),
      );
      if (from >= to) return 0;
      return db.transaction(async (tx) => {
        const lock = await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${`analytics-rollup:${q.vendorId}`}, 0)) as locked`,
        );
        if (rowsOf(lock)[0]?.locked !== true) return 0;
        const stale = rowsOf(
          await tx.execute(sql`
            with live as (
              select ${utcHour} as hour, ${fingerprint}
              from orders o where ${vendorOrders(q.vendorId, from, to)}
              group by 1
            ),
            rolled as (
              select hour, num_orders, refunded_orders, order_hash, refunded_hash from analytics_hours
              where vendor_id = ${q.vendorId} and hour >= ${from} and hour < ${to}
            )
            select to_char(coalesce(l.hour, r.hour) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as hour
            from live l full join rolled r on r.hour = l.hour
            where (l.num_orders, l.refunded_orders, l.order_hash, l.refunded_hash)
                  is distinct from (r.num_orders, r.refunded_orders, r.order_hash, r.refunded_hash)
          `),
        ).map((row) => String(row.hour));
        if (stale.length === 0) return 0;
        const hours = stale.join(',');
        // The hours as a table, made once (a cast to timestamptz in a WHERE would run on every row).
        const staleHours = sql`select unnest(string_to_array(${hours}, ','))::timestamptz as hour`;
        await tx.execute(sql`
          delete from analytics_product_hours
          where vendor_id = ${q.vendorId} and hour in (${staleHours})`);
        await tx.execute(sql`
          delete from analytics_hours
          where vendor_id = ${q.vendorId} and hour in (${staleHours})`);
        // One statement, so the fingerprint and the sums are of the same orders (one snapshot).
        await tx.execute(sql`
          with stale_hours as materialized (${staleHours}),
          hour_orders as materialized (
            select o.order_id, o.status, o.refunded_cents, ${utcHour} as hour
            from orders o
            where ${vendorOrders(q.vendorId, from, to)}
              and ${utcHour} in (select hour from stale_hours)
          ),
          written_hours as (
            insert into analytics_hours
              (vendor_id, hour, num_orders, refunded_orders, order_hash, refunded_hash, rolled_at)
            select ${q.vendorId}, o.hour, ${fingerprint}, ${q.now}::timestamptz
            from hour_orders o group by o.hour
          ),
          -- A product's lines of one order first, so "orders with it" is a plain count; the lines are read by
          -- order id in key order.
          per_order as (${productUnitsOf(sql`select * from hour_orders order by order_id offset 0`)})
          insert into analytics_product_hours
            (vendor_id, hour, refunded, product_id, quantity, revenue_cents, num_orders)
          select ${q.vendorId}, hour, refunded, product_id, sum(quantity), sum(revenue_cents), sum(num_orders)
          from per_order group by hour, refunded, product_id
        `);
        return stale.length;
      });
    },

    /**
     * A period's numbers in one statement, summed by PostgreSQL over the vendor's orders paid in
     * [start, end): only the period's orders are read (orders_location_paid_idx). Days and hours are
     * the venue's local ones. A customer is returning when they paid for an order at this vendor
     * before the period. With `rollup`, the products of each closed hour whose orders still match the
     * rollup's fingerprint come from analytics_product_hours, the rest from the lines of its orders.
     */
    async aggregatePeriod(q: PeriodQuery, source: AggregateSource = 'rollup'): Promise<PeriodAggregates> {
      const rolledHours =
        source === 'rollup'
          ? sql`
            select r.hour from analytics_hours r
            join (select hour, ${fingerprint} from period_orders o group by hour) l
              on l.hour = r.hour and l.num_orders = r.num_orders and l.refunded_orders = r.refunded_orders
             and l.order_hash = r.order_hash and l.refunded_hash = r.refunded_hash
            where r.vendor_id = ${q.vendorId} and r.hour >= ${q.start} and r.hour + interval '1 hour' <= ${q.end}`
          : sql`select null::timestamptz as hour where false`;
      const returningCustomers =
        source === 'rollup'
          ? // New: first paid here within the period (it cannot be later than an order of the period).
            sql`(select count(*) from by_customer) - (
              select count(*) from analytics_customers ac join by_customer c on c.user_id = ac.user_id
              where ac.vendor_id = ${q.vendorId} and ac.first_paid_at >= ${q.start} and ac.first_paid_at < ${q.end})`
          : // Probed in user_id order: neighbouring probes share index pages (about 3x faster than at random).
            sql`(select count(*) from (select user_id from by_customer order by user_id offset 0) c
              where exists (
                select 1 from orders p
                where p.user_id = c.user_id and p.paid_at < ${q.start}
                  and p.vendor_location_id in (select vendor_location_id from vendor_locations where vendor_id = ${q.vendorId})
              ))`;
      const result = await db.execute(sql`
        with period_orders as materialized (
          select o.order_id, o.user_id, o.status, o.subtotal_cents, o.tax_cents, o.tip_cents, o.total_cents,
                 o.refunded_cents,
                 -- What the customer paid and kept (decision 077); with refunded orders asked for, all of it.
                 o.total_cents - case when ${q.includeRefunded} then 0 else o.refunded_cents end as revenue_cents,
                 (o.paid_at at time zone ${q.timeZone}) as local_at, ${utcHour} as hour
          from orders o
          where ${vendorOrders(q.vendorId, q.start, q.end)}
        ),
        counted as materialized (
          select * from period_orders where ${q.includeRefunded} or status <> 'REFUNDED'
        ),
        by_customer as materialized (
          select user_id, count(*)::int as num_orders, sum(revenue_cents)::bigint as revenue_cents
          from counted group by user_id
        ),
        rolled as materialized (${rolledHours})
        select
          (select json_build_object(
              'numOrders', count(*),
              'revenueCents', coalesce(sum(revenue_cents), 0),
              'subtotalCents', coalesce(sum(subtotal_cents), 0),
              'taxCents', coalesce(sum(tax_cents), 0),
              'tipCents', coalesce(sum(tip_cents), 0))
           from counted) as totals,
          (select count(*) from by_customer) as customers,
          ${returningCustomers} as returning_customers,
          -- Orders refunded in full or in part, and the money returned (decision 073).
          (select json_build_object('count', count(*), 'cents', coalesce(sum(refunded_cents), 0))
           from period_orders where status = 'REFUNDED' or refunded_cents > 0) as refunds,
          (select coalesce(json_agg(d), '[]') from (
             -- Grouped by the date, then formatted: to_char once a day, not once an order.
             select to_char(local_date, 'YYYY-MM-DD') as "date", "numOrders", "revenueCents", "tipCents" from (
               select local_at::date as local_date, count(*) as "numOrders",
                      sum(revenue_cents) as "revenueCents", sum(tip_cents) as "tipCents"
               from counted group by 1) by_date) d) as days,
          (select coalesce(json_agg(h), '[]') from (
             select extract(hour from local_at)::int as "hour", count(*) as "numOrders", sum(revenue_cents) as "revenueCents"
             from counted group by 1) h) as hours,
          (select coalesce(json_agg(p), '[]') from (
             select sold.product_id as "productId", pr.name as "name", pr.variant_name as "variantName",
                    pr.product_type as "productType", sold.quantity as "quantity",
                    sold.revenue_cents as "revenueCents", sold.num_orders as "numOrders"
             from (
               select parts.product_id, sum(parts.quantity) as quantity, sum(parts.revenue_cents) as revenue_cents,
                      sum(parts.num_orders) as num_orders
               from (
                 -- Hour by hour through the primary key (at most 168 a week, 744 a month).
                 select ph.product_id, ph.quantity, ph.revenue_cents, ph.num_orders
                 from rolled r cross join lateral (
                   select ph.product_id, ph.quantity, ph.revenue_cents, ph.num_orders
                   from analytics_product_hours ph
                   where ph.vendor_id = ${q.vendorId} and ph.hour = r.hour
                     and (${q.includeRefunded} or not ph.refunded) offset 0) ph
                 union all
                 -- The other hours (the open one, any not rolled or changed since) from their lines, split as
                 -- the rollup splits them (kept and returned units), in order_id order so neighbouring lookups
                 -- share index pages.
                 select units.product_id, units.quantity, units.revenue_cents, units.num_orders
                 from (${productUnitsOf(sql`
                   select c.order_id, c.hour, c.status, c.refunded_cents from counted c
                   where not exists (select 1 from rolled r where r.hour = c.hour)
                   order by c.order_id offset 0`)}) units
                 where ${q.includeRefunded} or not units.refunded
               ) parts
               group by parts.product_id) sold
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
  };
}
