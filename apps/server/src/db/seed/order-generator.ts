import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';

/**
 * Writes realistic paid orders for a vendor, entirely inside PostgreSQL (one INSERT … SELECT over
 * generate_series, orders and their lines in one statement): a year of a busy bar in minutes, and
 * the demo's few weeks in a blink. Used by the demo seed (analytics.ts) and `npm run db:seed:volume`.
 *
 * The shape: hourly slots in the vendor's time zone, each with a share of the week's orders by
 * weekday (Friday and Saturday busiest) and hour (evenings, late nights); customers drawn with a
 * heavy skew so regulars come back, the pool widening over the span so new customers keep arriving; 1 to 4 lines each, popular products first; tips of 0 to 25 %;
 * older orders picked up, a few refunded, a few never collected.
 */

/** Share of orders by local weekday, Sunday first. */
const DAY_WEIGHTS = [0.8, 0.5, 0.6, 0.7, 0.95, 1.6, 1.8];
/** Share of orders by local hour: open 11:00 to 02:00, busiest 21:00 to 23:00. */
const HOUR_WEIGHTS = [6, 3, 0.3, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 2, 1.5, 1.5, 2, 3.5, 5, 5.5, 6, 8, 9, 8.5];
/** Sum of the weights of one week's 168 slots: a slot's expected orders = perWeek × weight / this. */
const WEEK_WEIGHT = DAY_WEIGHTS.reduce((sum, day) => sum + day * HOUR_WEIGHTS.reduce((a, b) => a + b, 0), 0);

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Cleo',
  'Dev',
  'Elena',
  'Finn',
  'Gia',
  'Hugo',
  'Iris',
  'Jon',
  'Kai',
  'Lena',
  'Milo',
  'Nia',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sam',
  'Tess',
];
const LAST_NAMES = [
  'Adams',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Flores',
  'Garcia',
  'Hill',
  'Ito',
  'Jones',
  'Kim',
  'Lopez',
  'Moore',
  'Nguyen',
  'Ortiz',
  'Patel',
  'Reyes',
  'Smith',
  'Tran',
  'Young',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::text[]`);
const numberArray = (values: number[]) => sql.raw(`array[${values.join(',')}]::float8[]`);

/**
 * Customers `prefix` + 8 digits, 1…count, with phone numbers `phonePrefix` + 7 digits (unique per
 * prefix), 4 in 5 with a name. Existing ones are kept.
 */
export async function ensureCustomers(
  executor: Executor,
  { prefix, phonePrefix, count }: { prefix: string; phonePrefix: string; count: number },
): Promise<void> {
  await executor.execute(sql`
    insert into users (user_id, phone_number, first_name, last_name, created_at)
    select ${prefix} || lpad(i::text, 8, '0'),
           ${phonePrefix} || lpad(i::text, 7, '0'),
           case when i % 5 <> 0 then (${textArray(FIRST_NAMES)})[1 + (i * 7) % ${FIRST_NAMES.length}] end,
           case when i % 5 <> 0 then (${textArray(LAST_NAMES)})[1 + (i * 13) % ${LAST_NAMES.length}] end,
           now() - interval '400 days'
    from generate_series(1, ${count}) as i
    on conflict do nothing`);
}

export type GenerateOrders = {
  vendorId: string;
  /** Orders are paid in [from, to). */
  from: Date;
  to: Date;
  /** Average orders a week (the weekday and hour weights spread them). */
  ordersPerWeek: number;
  /** Order ids are this prefix and random hex, 24 characters in all. */
  idPrefix: string;
  /** Customers made by ensureCustomers. */
  customerPrefix: string;
  customerCount: number;
  /** Orders paid before this are picked up (or refunded); later ones are still waiting. */
  now: Date;
};

/** Writes the orders and their lines; answers how many orders. */
export async function generateOrders(executor: Executor, g: GenerateOrders): Promise<number> {
  const idRandomLength = 24 - g.idPrefix.length;
  const result = await executor.execute(sql`
    with vendor as (
      select v.vendor_id, v.time_zone,
             jsonb_build_object('line1', v.address_line1, 'line2', v.address_line2, 'city', v.city,
                                'state', v.state, 'zip', v.zip) as address
      from vendors v where v.vendor_id = ${g.vendorId}
    ),
    locations as materialized (
      -- The first location takes 4 orders in 5; the rest share the others.
      select l.vendor_location_id, l.tax_rate_ppm, row_number() over (order by l.display_order nulls last, l.vendor_location_id) as rank,
             count(*) over () as location_count,
             (select array_agg(p.product_id order by p.display_order, p.price_cents desc)
              -- A combo's line needs its components chosen: combos are left to real orders.
              from products p where p.vendor_location_id = l.vendor_location_id and p.price_cents > 0
                and p.combo_slots is null and p.archived_at is null) as product_ids
      from vendor_locations l join vendor v on v.vendor_id = l.vendor_id
    ),
    slots as materialized (
      select slot,
             ${g.ordersPerWeek}::float8
               * (${numberArray(DAY_WEIGHTS)})[1 + extract(dow from slot at time zone v.time_zone)::int]
               * (${numberArray(HOUR_WEIGHTS)})[1 + extract(hour from slot at time zone v.time_zone)::int]
               / ${WEEK_WEIGHT}::float8 as expected
      from vendor v,
           generate_series(date_trunc('hour', ${g.from}::timestamptz), ${g.to}::timestamptz, interval '1 hour') as slot
    ),
    drawn as materialized (
      select ${g.idPrefix} || upper(substr(md5(random()::text || clock_timestamp()::text || n::text), 1, ${idRandomLength})) as order_id,
             s.slot + random() * interval '1 hour' as paid_at,
             random() as location_roll,
             ${g.customerPrefix} || lpad((1 + floor(${g.customerCount}
               -- The pool widens over the span: early on the regulars, later new faces too.
               -- Clamped: the first slot starts on the hour, before the span (a short top-up would go negative).
               * (0.4 + 0.6 * least(1, greatest(0, extract(epoch from s.slot - ${g.from}::timestamptz)
                         / greatest(1, extract(epoch from ${g.to}::timestamptz - ${g.from}::timestamptz)))))
               * power(random(), 2.5)))::int::text, 8, '0') as user_id,
             1 + floor(random() * 4)::int as line_count,
             (array[0, 10, 15, 15, 20, 25, 0, 15])[1 + floor(random() * 8)::int] as tip_percent,
             random() as fate
      from slots s, generate_series(1, floor(s.expected + random())::int) as n
    ),
    placed as materialized (
      select d.*, l.vendor_location_id, l.tax_rate_ppm, l.product_ids
      from drawn d
      join locations l on l.rank = case
        when l.location_count = 1 or d.location_roll < 0.8 then 1
        else 2 + floor((d.location_roll - 0.8) / 0.2 * (l.location_count - 1))::int end
      where d.paid_at >= ${g.from}::timestamptz and d.paid_at < ${g.to}::timestamptz
    ),
    picks as materialized (
      -- Drawn once per line here: a random() in a join condition would be drawn again for every product.
      select p.order_id, line_no,
             p.product_ids[1 + (floor(array_length(p.product_ids, 1) * power(random(), 1.7))::int + line_no * 3)
                               % array_length(p.product_ids, 1)] as product_id,
             1 + (random() < 0.25)::int + (random() < 0.08)::int as quantity
      from placed p cross join lateral generate_series(1, p.line_count) as line_no
    ),
    groups_of_lines as materialized (
      -- Each option group on a line's product, with its draws: a required group always gets an option, an optional
      -- one about a third of the time; which option is drawn at random among those on sale.
      select k.order_id, k.line_no, g.option_group_id, g.name as group_name, pg.position,
             g.min_selections >= 1 or random() < 0.35 as chosen, random() as which
      from picks k
      join product_option_groups pg on pg.product_id = k.product_id
      join option_groups g on g.option_group_id = pg.option_group_id and g.archived_at is null
    ),
    line_options as materialized (
      -- The same snapshot an order's line keeps (orders.tables.ts, OrderItemOptionRow), in the product's group order.
      select c.order_id, c.line_no,
             jsonb_agg(jsonb_build_object('optionId', o.option_id, 'optionGroupId', c.option_group_id,
                       'groupName', c.group_name, 'name', o.name, 'kitchenName', coalesce(o.kitchen_name, o.name),
                       'priceDeltaCents', o.price_delta_cents, 'quantity', 1) order by c.position) as options,
             sum(o.price_delta_cents)::int as delta_cents
      from groups_of_lines c
      cross join lateral (
        select o.* from options o
        where o.option_group_id = c.option_group_id and o.archived_at is null and o.is_available
        order by o.position, o.option_id
        offset floor(c.which * (select count(*) from options n where n.option_group_id = c.option_group_id
                                and n.archived_at is null and n.is_available))::int
        limit 1
      ) o
      where c.chosen
      group by c.order_id, c.line_no
    ),
    lines as materialized (
      select k.order_id, k.line_no, pr.product_id, pr.name, pr.variant_name, pr.product_type,
             greatest(0, pr.price_cents + coalesce(lo.delta_cents, 0)) as price_cents,
             coalesce(lo.options, '[]'::jsonb) as options, pr.id_required, pr.image_urls, k.quantity
      from picks k join products pr on pr.product_id = k.product_id
      left join line_options lo on lo.order_id = k.order_id and lo.line_no = k.line_no
    ),
    subtotals as (
      select order_id, sum(price_cents * quantity)::int as subtotal_cents from lines group by order_id
    ),
    priced as (
      select p.*, s.subtotal_cents,
             round(s.subtotal_cents::numeric * p.tax_rate_ppm / 1000000)::int as tax_cents,
             round(s.subtotal_cents::numeric * p.tip_percent / 100)::int as tip_cents
      from placed p join subtotals s on s.order_id = p.order_id
    ),
    inserted_orders as (
      insert into orders (order_id, user_id, vendor_location_id, status, subtotal_cents, tax_cents, tip_cents,
                          discount_cents, total_cents, vendor_address, refund_reason, created_at, updated_at,
                          paid_at, completed_at, refunded_at)
      select order_id, user_id, vendor_location_id,
             case when paid_at > ${g.now}::timestamptz - interval '1 hour' then 'PAID'
                  when fate < 0.025 then 'REFUNDED'
                  when fate < 0.05 then 'PAID'
                  else 'COMPLETE' end::order_status,
             subtotal_cents, tax_cents, tip_cents, 0, subtotal_cents + tax_cents + tip_cents,
             (select address from vendor),
             case when paid_at <= ${g.now}::timestamptz - interval '1 hour' and fate < 0.025 then 'NONE_PROVIDED' end,
             paid_at - interval '90 seconds', paid_at, paid_at,
             case when paid_at <= ${g.now}::timestamptz - interval '1 hour' and fate >= 0.05
                  then paid_at + (2 + fate * 10) * interval '1 minute' end,
             case when paid_at <= ${g.now}::timestamptz - interval '1 hour' and fate < 0.025
                  then paid_at + interval '20 minutes' end
      from priced
      returning 1
    ),
    inserted_lines as (
      insert into order_items (order_id, line_no, product_id, name, variant_name, product_type, price_cents, quantity,
                               image_urls, options, id_required)
      select order_id, line_no, product_id, name, variant_name, product_type, price_cents, quantity, image_urls,
             options, id_required from lines
      returning 1
    )
    select (select count(*) from inserted_orders)::int as orders, (select count(*) from inserted_lines)::int as lines`);
  const row = (result as unknown as { rows: { orders: number }[] }).rows[0];
  return Number(row?.orders ?? 0);
}
