import type { ProductType, StationRoute } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import type { OrderItemComponentRow, OrderItemOptionRow } from '../orders/index.js';
import { rowsOf, type StationRow } from './stations.repo.js';
import type { TicketOption } from './stations.tables.js';

export type TicketsRepo = ReturnType<typeof createTicketsRepo>;

export type OrderLine = {
  lineNo: number;
  productId: string;
  name: string;
  variantName: string | null;
  quantity: number;
  productType: ProductType;
  groupId: string | null;
  options: TicketOption[];
  /** A combo's components, each routed by its own product (issue 40): its name and options as the ticket reads them. */
  components: ComboComponent[];
  isIdRequired: boolean;
};

type RouteKey = Pick<OrderLine, 'productId' | 'groupId' | 'productType'>;
export type ComboComponent = RouteKey & { options: TicketOption[] };

export type TicketHead = {
  ticketId: string;
  stationId: string;
  orderId: string;
  firstName: string | null;
  isIdCheck: boolean;
  createdAt: Date;
  bumpedAt: Date | null;
};

export type TicketLine = {
  ticketId: string;
  lineNo: number;
  productId: string;
  name: string;
  variantName: string | null;
  quantity: number;
  options: TicketOption[];
  bumpedAt: Date | null;
};

export type TicketTimes = {
  stationId: string;
  count: number;
  averageSeconds: number | null;
  p90Seconds: number | null;
};

/**
 * The station each line goes to: the product's own route, else its group's, else its type's, else the location's
 * first station (decision 088). A combo's components go each by its own product's route: a station gets the combo's
 * line with only its components (and the combo's own options go where the combo itself routes), so a Pint + Hot Dog
 * pours at the Bar and grills in the Kitchen. Pure, so the rule is tested without a database.
 */
export function routeLines<L extends RouteKey & { options?: TicketOption[]; components?: ComboComponent[] }>(
  lines: L[],
  routes: Pick<StationRoute, 'stationId' | 'productId' | 'groupId' | 'productType'>[],
  stationIds: string[],
): Map<string, L[]> {
  const byProduct = new Map(routes.filter((r) => r.productId).map((r) => [r.productId, r.stationId]));
  const byGroup = new Map(routes.filter((r) => r.groupId).map((r) => [r.groupId, r.stationId]));
  const byType = new Map(routes.filter((r) => r.productType).map((r) => [r.productType, r.stationId]));
  const known = new Set(stationIds);
  const fallback = stationIds[0];
  const stationOf = (key: RouteKey) =>
    [
      byProduct.get(key.productId),
      key.groupId ? byGroup.get(key.groupId) : undefined,
      byType.get(key.productType),
      fallback,
    ].find((id) => id !== undefined && known.has(id));
  const out = new Map<string, L[]>();
  const add = (stationId: string | undefined, line: L) => {
    if (!stationId) return;
    out.set(stationId, [...(out.get(stationId) ?? []), line]);
  };
  for (const line of lines) {
    if (!line.components?.length) {
      add(stationOf(line), line);
      continue;
    }
    // The combo's parts by station, in the order chosen: its own options first, where the combo itself goes.
    const parts = new Map<string, TicketOption[]>();
    const own = stationOf(line);
    if (own && line.options?.length) parts.set(own, [...line.options]);
    for (const component of line.components) {
      const stationId = stationOf(component);
      if (stationId) parts.set(stationId, [...(parts.get(stationId) ?? []), ...component.options]);
    }
    for (const [stationId, options] of parts) add(stationId, { ...line, options, components: [] });
  }
  return out;
}

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * What the station reads of a line's choices (issue 39): each option by its kitchen name (its menu name when it has
 * none), and a combo's components with their own options, in the order the customer chose them.
 */
export function kitchenOptions(options: OrderItemOptionRow[], components: OrderItemComponentRow[]): TicketOption[] {
  const named = (option: OrderItemOptionRow) => ({
    name: option.kitchenName.trim() || option.name,
    quantity: option.quantity,
  });
  return [
    ...options.map(named),
    ...components.flatMap((component) => [
      { name: component.name, quantity: 1 },
      ...component.options.map((option) => ({ ...named(option), name: `${component.name}: ${named(option).name}` })),
    ]),
  ];
}

type TimesRow = { station_id: string; n: number; average: number | null; p90: number | null };
const tenths = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
const toTimes = (row: TimesRow): TicketTimes => ({
  stationId: row.station_id,
  count: Number(row.n),
  averageSeconds: tenths(row.average),
  p90Seconds: tenths(row.p90),
});

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(String(value));

const headColumns = sql`t.ticket_id, t.station_id, t.order_id, u.first_name, t.is_id_check, t.created_at, t.bumped_at`;
type HeadRow = {
  ticket_id: string;
  station_id: string;
  order_id: string;
  first_name: string | null;
  is_id_check: boolean;
  created_at: string | Date;
  bumped_at: string | Date | null;
};
const toHead = (row: HeadRow): TicketHead => ({
  ticketId: row.ticket_id,
  stationId: row.station_id,
  orderId: row.order_id,
  firstName: row.first_name,
  isIdCheck: row.is_id_check,
  createdAt: new Date(String(row.created_at)),
  bumpedAt: toDate(row.bumped_at),
});

/** Tickets: made from a paid order, listed on their station's screen, bumped and recalled (decision 088). */
export function createTicketsRepo(db: Db) {
  return {
    db,

    /** The order's lines with what routes them (its product's type and group) and what a ticket shows of them. */
    async orderLines(tx: Executor, orderId: string): Promise<OrderLine[]> {
      const result = await tx.execute(sql`
        select oi.line_no, oi.product_id, oi.name, oi.variant_name, oi.quantity, oi.product_type, p.group_id,
          oi.options, oi.components, oi.id_required,
          (select jsonb_object_agg(cp.product_id, cp.group_id) from products cp
            where cp.product_id in (select c->>'productId' from jsonb_array_elements(oi.components) c))
            as component_groups
        from order_items oi left join products p on p.product_id = oi.product_id
        where oi.order_id = ${orderId}
        order by oi.line_no`);
      return rowsOf<{
        line_no: number;
        product_id: string;
        name: string;
        variant_name: string | null;
        quantity: number;
        product_type: ProductType;
        group_id: string | null;
        options: OrderItemOptionRow[] | string;
        components: OrderItemComponentRow[] | string;
        id_required: boolean;
        component_groups: Record<string, string | null> | string | null;
      }>(result).map((row) => {
        const groups = parseJson(row.component_groups) ?? {};
        return {
          lineNo: row.line_no,
          productId: row.product_id,
          name: row.name,
          variantName: row.variant_name,
          quantity: row.quantity,
          productType: row.product_type,
          groupId: row.group_id,
          options: kitchenOptions(parseJson(row.options), []),
          components: parseJson(row.components).map((component) => ({
            productId: component.productId,
            groupId: groups[component.productId] ?? null,
            productType: component.productType as ProductType,
            options: kitchenOptions([], [component]),
          })),
          isIdRequired: row.id_required,
        };
      });
    },

    /**
     * Writes one ticket per station with its lines, unless the order has its ticket there already (the unique
     * (order, station) index: a second try makes none). Answers the tickets made now.
     */
    async insertTickets(
      tx: Executor,
      order: { orderId: string; vendorLocationId: string; eventId: number },
      routed: Map<string, OrderLine[]>,
    ): Promise<{ ticketId: string; stationId: string }[]> {
      const made: { ticketId: string; stationId: string }[] = [];
      for (const [stationId, lines] of routed) {
        const ticketId = newId(20);
        const isIdCheck = lines.some((line) => line.isIdRequired);
        const inserted = await tx.execute(sql`
          insert into station_tickets (ticket_id, order_id, station_id, vendor_location_id, event_id, is_id_check)
          values (${ticketId}, ${order.orderId}, ${stationId}, ${order.vendorLocationId}, ${order.eventId}, ${isIdCheck})
          on conflict (order_id, station_id) do nothing
          returning ticket_id`);
        if (rowsOf(inserted).length === 0) continue;
        for (const line of lines) {
          await tx.execute(sql`
            insert into station_ticket_items (ticket_id, line_no, product_id, name, variant_name, quantity, options)
            values (${ticketId}, ${line.lineNo}, ${line.productId}, ${line.name}, ${line.variantName},
              ${line.quantity}, ${JSON.stringify(line.options)}::jsonb)`);
        }
        made.push({ ticketId, stationId });
      }
      return made;
    },

    /**
     * Locks the order's row for the rest of the transaction: every bump and recall of one order's tickets goes one
     * at a time, so the last station to bump sees the others' bumps (decision 088's race).
     */
    async lockOrder(
      tx: Executor,
      orderId: string,
    ): Promise<{ orderId: string; vendorId: string; vendorLocationId: string } | undefined> {
      const result = await tx.execute(sql`
        select o.order_id, o.vendor_location_id, vl.vendor_id
        from orders o join vendor_locations vl on vl.vendor_location_id = o.vendor_location_id
        where o.order_id = ${orderId}
        for update of o`);
      const [row] = rowsOf<{ order_id: string; vendor_location_id: string; vendor_id: string }>(result);
      return row && { orderId: row.order_id, vendorId: row.vendor_id, vendorLocationId: row.vendor_location_id };
    },

    /** The order's tickets, wherever they are. */
    async ticketsOfOrder(orderId: string, executor: Executor = db) {
      const result = await executor.execute(sql`
        select ticket_id, station_id, order_id, vendor_location_id from station_tickets
        where order_id = ${orderId} order by created_at, ticket_id`);
      return rowsOf<{ ticket_id: string; station_id: string; order_id: string; vendor_location_id: string }>(
        result,
      ).map((row) => ({
        ticketId: row.ticket_id,
        stationId: row.station_id,
        orderId: row.order_id,
        vendorLocationId: row.vendor_location_id,
      }));
    },

    /** The order id of a ticket of this station, if it is one. */
    async orderOfTicket(stationId: string, ticketId: string, executor: Executor = db): Promise<string | undefined> {
      const result = await executor.execute(
        sql`select order_id from station_tickets where ticket_id = ${ticketId} and station_id = ${stationId}`,
      );
      return rowsOf<{ order_id: string }>(result)[0]?.order_id;
    },

    /** Bumps the ticket and its open lines, once: false when it was bumped already. */
    async bumpTicket(tx: Executor, ticketId: string, userId: string): Promise<boolean> {
      const result = await tx.execute(sql`
        update station_tickets set bumped_at = now(), bumped_by = ${userId}
        where ticket_id = ${ticketId} and bumped_at is null
        returning ticket_id`);
      if (rowsOf(result).length === 0) return false;
      await tx.execute(
        sql`update station_ticket_items set bumped_at = now() where ticket_id = ${ticketId} and bumped_at is null`,
      );
      return true;
    },

    /** Bumps one line; answers how many lines of the ticket are still open, or undefined for no such line. */
    async bumpLine(tx: Executor, ticketId: string, lineNo: number): Promise<number | undefined> {
      const found = await tx.execute(sql`
        update station_ticket_items set bumped_at = coalesce(bumped_at, now())
        where ticket_id = ${ticketId} and line_no = ${lineNo}
        returning line_no`);
      if (rowsOf(found).length === 0) return undefined;
      const open = await tx.execute(
        sql`select count(*)::int as n from station_ticket_items where ticket_id = ${ticketId} and bumped_at is null`,
      );
      return Number(rowsOf<{ n: number }>(open)[0]?.n ?? 0);
    },

    /** Opens a bumped ticket again with all its lines; false when it was open. */
    async recallTicket(tx: Executor, ticketId: string): Promise<boolean> {
      const result = await tx.execute(sql`
        update station_tickets set bumped_at = null, bumped_by = null
        where ticket_id = ${ticketId} and bumped_at is not null
        returning ticket_id`);
      if (rowsOf(result).length === 0) return false;
      await tx.execute(sql`update station_ticket_items set bumped_at = null where ticket_id = ${ticketId}`);
      return true;
    },

    async countOpenTickets(tx: Executor, orderId: string): Promise<number> {
      const result = await tx.execute(
        sql`select count(*)::int as n from station_tickets where order_id = ${orderId} and bumped_at is null`,
      );
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /** The station's open tickets of orders still PAID, made within `hours`, oldest first, at most `limit`. */
    async listOpen(stationId: string, limit: number, hours: number, executor: Executor = db): Promise<TicketHead[]> {
      const result = await executor.execute(sql`
        select ${headColumns}
        from station_tickets t join orders o on o.order_id = t.order_id left join users u on u.user_id = o.user_id
        where t.station_id = ${stationId} and t.bumped_at is null and o.status = 'PAID'
          and t.created_at > now() - make_interval(hours => ${hours})
        order by t.created_at, t.ticket_id
        limit ${limit}`);
      return rowsOf<HeadRow>(result).map(toHead);
    },

    /** The ticket this station bumped last within `hours` (what recall brings back). */
    async lastBumped(stationId: string, hours: number, executor: Executor = db): Promise<TicketHead | undefined> {
      const result = await executor.execute(sql`
        select ${headColumns}
        from station_tickets t join orders o on o.order_id = t.order_id left join users u on u.user_id = o.user_id
        where t.station_id = ${stationId} and t.bumped_at > now() - make_interval(hours => ${hours})
        order by t.bumped_at desc, t.ticket_id desc
        limit 1`);
      return rowsOf<HeadRow>(result).map(toHead)[0];
    },

    async getTicket(ticketId: string, executor: Executor = db): Promise<TicketHead | undefined> {
      const result = await executor.execute(sql`
        select ${headColumns}
        from station_tickets t join orders o on o.order_id = t.order_id left join users u on u.user_id = o.user_id
        where t.ticket_id = ${ticketId}`);
      return rowsOf<HeadRow>(result).map(toHead)[0];
    },

    async linesOf(ticketIds: string[], executor: Executor = db): Promise<TicketLine[]> {
      if (ticketIds.length === 0) return [];
      const result = await executor.execute(sql`
        select ticket_id, line_no, product_id, name, variant_name, quantity, options, bumped_at
        from station_ticket_items
        where ticket_id in (${sql.join(
          ticketIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by ticket_id, line_no`);
      return rowsOf<{
        ticket_id: string;
        line_no: number;
        product_id: string;
        name: string;
        variant_name: string | null;
        quantity: number;
        options: TicketOption[] | string;
        bumped_at: string | Date | null;
      }>(result).map((row) => ({
        ticketId: row.ticket_id,
        lineNo: row.line_no,
        productId: row.product_id,
        name: row.name,
        variantName: row.variant_name,
        quantity: row.quantity,
        options: typeof row.options === 'string' ? JSON.parse(row.options) : row.options,
        bumpedAt: toDate(row.bumped_at),
      }));
    },

    /** Ticket times (bumped minus made) of the location's stations over the tickets bumped within `hours`. */
    async ticketTimes(vendorLocationId: string, hours: number, executor: Executor = db): Promise<TicketTimes[]> {
      const result = await executor.execute(sql`
        select station_id, count(*)::int as n,
          avg(extract(epoch from bumped_at - created_at))::float8 as average,
          percentile_cont(0.9) within group (order by extract(epoch from bumped_at - created_at))::float8 as p90
        from station_tickets
        where vendor_location_id = ${vendorLocationId} and bumped_at > now() - make_interval(hours => ${hours})
        group by station_id`);
      return rowsOf<TimesRow>(result).map(toTimes);
    },

    /**
     * Ticket times per station and venue day (the day, in the venue's zone, the ticket was made) over `from`..`to`,
     * for the reports: only tickets bumped count.
     */
    async ticketTimesByDay(vendorLocationId: string, from: string, to: string, executor: Executor = db) {
      const result = await executor.execute(sql`
        with place as (
          select v.time_zone from vendor_locations vl join vendors v on v.vendor_id = vl.vendor_id
          where vl.vendor_location_id = ${vendorLocationId}
        )
        select to_char((t.created_at at time zone place.time_zone)::date, 'YYYY-MM-DD') as day, t.station_id,
          s.name as station_name, count(*)::int as n,
          avg(extract(epoch from t.bumped_at - t.created_at))::float8 as average,
          percentile_cont(0.9) within group (order by extract(epoch from t.bumped_at - t.created_at))::float8 as p90
        from station_tickets t join stations s on s.station_id = t.station_id, place
        where t.vendor_location_id = ${vendorLocationId} and t.bumped_at is not null
          and t.created_at >= (${from}::date)::timestamp at time zone place.time_zone
          and t.created_at < (${to}::date + 1)::timestamp at time zone place.time_zone
        group by 1, t.station_id, s.name, s.position
        order by 1, s.position, t.station_id`);
      return rowsOf<TimesRow & { day: string; station_name: string }>(result).map((row) => ({
        day: row.day,
        stationName: row.station_name,
        ...toTimes(row),
      }));
    },

    /** Orders of the location still PAID whose tickets are partly bumped (at least one open, one bumped). */
    async partlyDone(vendorLocationId: string, hours: number, limit: number, executor: Executor = db) {
      const result = await executor.execute(sql`
        select ${headColumns}, s.name as station_name
        from station_tickets t
          join orders o on o.order_id = t.order_id
          join stations s on s.station_id = t.station_id
          left join users u on u.user_id = o.user_id
        where t.order_id in (
          select order_id from station_tickets
          where vendor_location_id = ${vendorLocationId} and created_at > now() - make_interval(hours => ${hours})
          group by order_id
          having count(*) filter (where bumped_at is null) > 0 and count(*) filter (where bumped_at is not null) > 0
          order by min(created_at)
          limit ${limit}
        ) and o.status = 'PAID'
        order by o.paid_at, t.order_id, s.position`);
      return rowsOf<HeadRow & { station_name: string }>(result).map((row) => ({
        ...toHead(row),
        stationName: row.station_name,
      }));
    },
  };
}

export type { StationRow };
