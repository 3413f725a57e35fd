import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.js';
import { productTypeEnum } from '../inventory/index.js';
import { orders } from '../orders/index.js';
import { vendorLocations } from '../vendor-locations/index.js';

/** A location's stations: Bar, Kitchen, Merch… (issue 40, decision 088). Removed ones stay for their tickets. */
export const stations = pgTable(
  'stations',
  {
    stationId: text('station_id').primaryKey(),
    vendorLocationId: text('vendor_location_id')
      .notNull()
      .references(() => vendorLocations.vendorLocationId),
    name: text('name').notNull(),
    sound: text('sound').notNull().default('chime'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    uniqueIndex('stations_location_name_idx')
      .on(t.vendorLocationId, sql`lower(${t.name})`)
      .where(sql`${t.removedAt} is null`),
    check('stations_sound_known', sql`${t.sound} in ('chime', 'bell', 'none')`),
  ],
);

/** Where a product goes: by type, by group or the product itself, exactly one of the three per route. */
export const stationRoutes = pgTable(
  'station_routes',
  {
    routeId: serial('route_id').primaryKey(),
    vendorLocationId: text('vendor_location_id')
      .notNull()
      .references(() => vendorLocations.vendorLocationId),
    stationId: text('station_id')
      .notNull()
      .references(() => stations.stationId),
    productType: productTypeEnum('product_type'),
    groupId: text('group_id'),
    productId: text('product_id'),
  },
  (t) => [
    check('station_routes_one_key', sql`num_nonnulls(${t.productType}, ${t.groupId}, ${t.productId}) = 1`),
    uniqueIndex('station_routes_type_idx')
      .on(t.vendorLocationId, t.productType)
      .where(sql`${t.productType} is not null`),
    uniqueIndex('station_routes_group_idx').on(t.vendorLocationId, t.groupId).where(sql`${t.groupId} is not null`),
    uniqueIndex('station_routes_product_idx')
      .on(t.vendorLocationId, t.productId)
      .where(sql`${t.productId} is not null`),
  ],
);

/** One ticket per station of a paid order: that station's lines (made by the `station-tickets` consumer). */
export const stationTickets = pgTable(
  'station_tickets',
  {
    ticketId: text('ticket_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId),
    stationId: text('station_id')
      .notNull()
      .references(() => stations.stationId),
    vendorLocationId: text('vendor_location_id').notNull(),
    /** The `order.paid` event it was made from. */
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    isIdCheck: boolean('is_id_check').notNull().default(false),
    createdAt: createdAt(),
    bumpedAt: timestamptz('bumped_at'),
    bumpedBy: text('bumped_by'),
  },
  (t) => [
    // One ticket per station per order: the consumer's second try (or a second consumer) makes none.
    uniqueIndex('station_tickets_order_station_idx').on(t.orderId, t.stationId),
    index('station_tickets_open_idx').on(t.stationId, t.createdAt).where(sql`${t.bumpedAt} is null`),
    index('station_tickets_bumped_idx').on(t.stationId, t.bumpedAt),
    check('station_tickets_bumped_by', sql`(${t.bumpedAt} is null) = (${t.bumpedBy} is null)`),
  ],
);

export type TicketOption = { name: string; quantity: number };

export const stationTicketItems = pgTable(
  'station_ticket_items',
  {
    ticketId: text('ticket_id')
      .notNull()
      .references(() => stationTickets.ticketId),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    variantName: text('variant_name'),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<TicketOption[]>().notNull().default(sql`'[]'::jsonb`),
    bumpedAt: timestamptz('bumped_at'),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.lineNo] })],
);

/** A thermal printer of a location (Star CloudPRNT, or the print agent's TCP 9100 printers). */
export const printers = pgTable(
  'printers',
  {
    printerId: text('printer_id').primaryKey(),
    vendorLocationId: text('vendor_location_id')
      .notNull()
      .references(() => vendorLocations.vendorLocationId),
    name: text('name').notNull(),
    /** SHA-256 of its token (shown once). */
    tokenHash: text('token_hash').notNull(),
    paperWidth: integer('paper_width').notNull().default(80),
    /** Jobs older than this when the printer asks are dropped, not printed (the venue sets it); null keeps them. */
    dropAfterMinutes: integer('drop_after_minutes'),
    lastPollAt: timestamptz('last_poll_at'),
    lastStatus: text('last_status'),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('printers_token_hash_idx').on(t.tokenHash),
    check('printers_paper_width', sql`${t.paperWidth} in (58, 80)`),
    check('printers_drop_after', sql`${t.dropAfterMinutes} is null or ${t.dropAfterMinutes} between 1 and 10080`),
  ],
);

export const printerStations = pgTable(
  'printer_stations',
  {
    printerId: text('printer_id')
      .notNull()
      .references(() => printers.printerId),
    stationId: text('station_id')
      .notNull()
      .references(() => stations.stationId),
  },
  (t) => [primaryKey({ columns: [t.printerId, t.stationId] })],
);

/**
 * What a printer is to print. Claimed by a lease (`leased_until`, `lease_token`): the printer's poll takes the
 * oldest job whose lease is free or has run out; only the confirmation with that lease's token marks it printed, so
 * a job is printed once and not lost when a process dies between claim and send.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    jobId: text('job_id').primaryKey(),
    /** The order jobs print in: the order they were queued, whatever their transactions' clocks. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    printerId: text('printer_id')
      .notNull()
      .references(() => printers.printerId),
    kind: text('kind').notNull(),
    ticketId: text('ticket_id').references(() => stationTickets.ticketId),
    orderId: text('order_id'),
    isReprint: boolean('is_reprint').notNull().default(false),
    createdAt: createdAt(),
    leaseToken: text('lease_token'),
    leasedUntil: timestamptz('leased_until'),
    attempts: integer('attempts').notNull().default(0),
    printedAt: timestamptz('printed_at'),
    droppedAt: timestamptz('dropped_at'),
    /** The code the printer confirmed with (Star's status code: 200 printed, others failed). */
    resultCode: text('result_code'),
  },
  (t) => [
    check('print_jobs_kind', sql`${t.kind} in ('ticket', 'receipt', 'test')`),
    // A ticket's first print is one job per printer, however many processes saw its event.
    uniqueIndex('print_jobs_ticket_once_idx')
      .on(t.printerId, t.ticketId)
      .where(sql`${t.kind} = 'ticket' and not ${t.isReprint}`),
    index('print_jobs_pending_idx')
      .on(t.printerId, t.seq)
      .where(sql`${t.printedAt} is null and ${t.droppedAt} is null`),
    check('print_jobs_printed_or_dropped', sql`${t.printedAt} is null or ${t.droppedAt} is null`),
  ],
);
