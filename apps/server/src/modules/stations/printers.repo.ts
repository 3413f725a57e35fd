import { PRINT_JOB_LEASE_SECONDS, PRINTER_OFFLINE_AFTER_SECONDS } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { rowsOf } from './stations.repo.js';

export type PrintersRepo = ReturnType<typeof createPrintersRepo>;

export type PrinterRow = {
  printerId: string;
  vendorLocationId: string;
  name: string;
  paperWidth: 58 | 80;
  dropAfterMinutes: number | null;
  lastPollAt: Date | null;
  lastStatus: string | null;
  isOnline: boolean;
  pendingJobs: number;
  stationIds: string[];
};

export type PrintJobRow = {
  jobId: string;
  printerId: string;
  kind: 'ticket' | 'receipt' | 'test';
  ticketId: string | null;
  orderId: string | null;
  isReprint: boolean;
};

type RawPrinter = {
  printer_id: string;
  vendor_location_id: string;
  name: string;
  paper_width: number;
  drop_after_minutes: number | null;
  last_poll_at: string | Date | null;
  last_status: string | null;
  is_online: boolean;
  pending_jobs: number;
  station_ids: string[] | null;
};

const toPrinter = (row: RawPrinter): PrinterRow => ({
  printerId: row.printer_id,
  vendorLocationId: row.vendor_location_id,
  name: row.name,
  paperWidth: row.paper_width === 58 ? 58 : 80,
  dropAfterMinutes: row.drop_after_minutes,
  lastPollAt: row.last_poll_at === null ? null : new Date(String(row.last_poll_at)),
  lastStatus: row.last_status,
  isOnline: row.is_online,
  pendingJobs: Number(row.pending_jobs),
  stationIds: row.station_ids ?? [],
});

type RawJob = {
  job_id: string;
  printer_id: string;
  kind: PrintJobRow['kind'];
  ticket_id: string | null;
  order_id: string | null;
  is_reprint: boolean;
};

const toJob = (row: RawJob): PrintJobRow => ({
  jobId: row.job_id,
  printerId: row.printer_id,
  kind: row.kind,
  ticketId: row.ticket_id,
  orderId: row.order_id,
  isReprint: row.is_reprint,
});

/**
 * Jobs printing these tickets on every live printer of their stations: the first print once per printer and ticket
 * (the partial unique index; a reprint is never held back by it).
 */
async function insertTicketJobs(
  tx: Executor,
  tickets: { ticketId: string; stationId: string; orderId: string }[],
  isReprint: boolean,
): Promise<number> {
  let count = 0;
  for (const ticket of tickets) {
    const result = await tx.execute(sql`
      insert into print_jobs (job_id, printer_id, kind, ticket_id, order_id, is_reprint)
      select gen_random_uuid()::text, p.printer_id, 'ticket', ${ticket.ticketId}, ${ticket.orderId}, ${isReprint}
      from printer_stations ps join printers p on p.printer_id = ps.printer_id
      where ps.station_id = ${ticket.stationId} and p.revoked_at is null
      order by p.printer_id
      on conflict do nothing
      returning printer_id`);
    count += rowsOf(result).length;
  }
  return count;
}

const printerSelect = sql`
  select p.printer_id, p.vendor_location_id, p.name, p.paper_width, p.drop_after_minutes, p.last_poll_at,
    p.last_status,
    coalesce(p.last_poll_at > now() - make_interval(secs => ${PRINTER_OFFLINE_AFTER_SECONDS}), false) as is_online,
    (select count(*)::int from print_jobs j
      where j.printer_id = p.printer_id and j.printed_at is null and j.dropped_at is null) as pending_jobs,
    (select array_agg(ps.station_id order by ps.station_id) from printer_stations ps
      where ps.printer_id = p.printer_id) as station_ids
  from printers p`;

/**
 * Printers, their station assignments and their jobs (decision 088). A job is claimed by a lease: the poll takes the
 * printer's oldest job still to print when no live lease holds it, in one statement under its row lock, so two polls
 * (two API processes) never both hand it out; only the confirmation carrying that lease's token marks it printed, and
 * a lease not confirmed runs out, so a process that dies between claim and send loses nothing.
 */
export function createPrintersRepo(db: Db) {
  return {
    db,

    async listPrinters(vendorLocationId: string, executor: Executor = db): Promise<PrinterRow[]> {
      const result = await executor.execute(
        sql`${printerSelect} where p.vendor_location_id = ${vendorLocationId} and p.revoked_at is null
          order by p.created_at, p.printer_id`,
      );
      return rowsOf<RawPrinter>(result).map(toPrinter);
    },

    async getPrinter(vendorLocationId: string, printerId: string, executor: Executor = db) {
      const result = await executor.execute(
        sql`${printerSelect} where p.printer_id = ${printerId} and p.vendor_location_id = ${vendorLocationId}
          and p.revoked_at is null`,
      );
      return rowsOf<RawPrinter>(result).map(toPrinter)[0];
    },

    /** The live printer a token hash belongs to. */
    async printerOfToken(tokenHash: string, executor: Executor = db) {
      const result = await executor.execute(
        sql`${printerSelect} where p.token_hash = ${tokenHash} and p.revoked_at is null`,
      );
      return rowsOf<RawPrinter>(result).map(toPrinter)[0];
    },

    /** Adds a printer when the location has fewer than `max` (under the location's row lock). */
    async insertPrinter(
      tx: Executor,
      printer: {
        printerId: string;
        vendorLocationId: string;
        name: string;
        tokenHash: string;
        paperWidth: number;
        dropAfterMinutes: number | null;
      },
      max: number,
    ): Promise<boolean> {
      await tx.execute(
        sql`select 1 from vendor_locations where vendor_location_id = ${printer.vendorLocationId} for update`,
      );
      const result = await tx.execute(sql`
        insert into printers (printer_id, vendor_location_id, name, token_hash, paper_width, drop_after_minutes)
        select ${printer.printerId}, ${printer.vendorLocationId}, ${printer.name}, ${printer.tokenHash},
          ${printer.paperWidth}, ${printer.dropAfterMinutes}
        from (select count(*) as n from printers
          where vendor_location_id = ${printer.vendorLocationId} and revoked_at is null) c
        where c.n < ${max}
        returning printer_id`);
      return rowsOf(result).length > 0;
    },

    async updatePrinter(
      tx: Executor,
      vendorLocationId: string,
      printerId: string,
      values: { name?: string; paperWidth?: number; dropAfterMinutes?: number | null; tokenHash?: string },
    ): Promise<boolean> {
      const sets = [
        values.name === undefined ? null : sql`name = ${values.name}`,
        values.paperWidth === undefined ? null : sql`paper_width = ${values.paperWidth}`,
        values.dropAfterMinutes === undefined ? null : sql`drop_after_minutes = ${values.dropAfterMinutes}`,
        values.tokenHash === undefined ? null : sql`token_hash = ${values.tokenHash}`,
      ].filter((set) => set !== null);
      const result = await tx.execute(sql`
        update printers set ${sets.length > 0 ? sql.join(sets, sql`, `) : sql`name = name`}
        where printer_id = ${printerId} and vendor_location_id = ${vendorLocationId} and revoked_at is null
        returning printer_id`);
      return rowsOf(result).length > 0;
    },

    async setStations(tx: Executor, printerId: string, stationIds: string[]): Promise<void> {
      await tx.execute(sql`delete from printer_stations where printer_id = ${printerId}`);
      for (const stationId of stationIds) {
        await tx.execute(
          sql`insert into printer_stations (printer_id, station_id) values (${printerId}, ${stationId})`,
        );
      }
    },

    /** Revokes the printer: its token stops working, its jobs are dropped, its stations forget it. */
    async revokePrinter(tx: Executor, vendorLocationId: string, printerId: string): Promise<boolean> {
      const result = await tx.execute(sql`
        update printers set revoked_at = now()
        where printer_id = ${printerId} and vendor_location_id = ${vendorLocationId} and revoked_at is null
        returning printer_id`);
      if (rowsOf(result).length === 0) return false;
      await tx.execute(sql`delete from printer_stations where printer_id = ${printerId}`);
      await tx.execute(
        sql`update print_jobs set dropped_at = now() where printer_id = ${printerId} and printed_at is null
          and dropped_at is null`,
      );
      return true;
    },

    /** A ticket's first print on every live printer of its station: once, however often this runs for it. */
    queueTicketJobs: (tx: Executor, ticket: { ticketId: string; stationId: string; orderId: string }) =>
      insertTicketJobs(tx, [ticket], false),

    /** Reprints of these tickets on their stations' live printers. */
    queueReprints: (tx: Executor, tickets: { ticketId: string; stationId: string; orderId: string }[]) =>
      insertTicketJobs(tx, tickets, true),

    async queueTestPage(tx: Executor, printerId: string) {
      await tx.execute(sql`
        insert into print_jobs (job_id, printer_id, kind) values (gen_random_uuid()::text, ${printerId}, 'test')`);
    },

    /**
     * The order's customer receipt on the printer, unless one still waits there to print (under the printer's row
     * lock, so two taps at once queue one). True when queued.
     */
    async queueReceipt(tx: Executor, printerId: string, orderId: string): Promise<boolean> {
      await tx.execute(sql`select 1 from printers where printer_id = ${printerId} for update`);
      const result = await tx.execute(sql`
        insert into print_jobs (job_id, printer_id, kind, order_id)
        select gen_random_uuid()::text, ${printerId}, 'receipt', ${orderId}
        where not exists (select 1 from print_jobs where printer_id = ${printerId} and order_id = ${orderId}
          and kind = 'receipt' and printed_at is null and dropped_at is null)
        returning job_id`);
      return rowsOf(result).length > 0;
    },

    /** What the customer's receipt prints of an order: its lines with their amounts and its total, in cents. */
    async receiptOf(orderId: string, executor: Executor = db) {
      const result = await executor.execute(sql`
        select o.order_id, o.vendor_location_id, o.paid_at is not null as is_paid, o.total_cents,
          coalesce((select json_agg(json_build_object('quantity', oi.quantity, 'name', oi.name,
            'variantName', oi.variant_name,
            'amountCents', coalesce(oi.discounted_price_cents, oi.price_cents) * oi.quantity) order by oi.line_no)
            from order_items oi where oi.order_id = o.order_id), '[]'::json) as lines
        from orders o where o.order_id = ${orderId}`);
      const [row] = rowsOf<{
        order_id: string;
        vendor_location_id: string;
        is_paid: boolean;
        total_cents: number;
        lines: { quantity: number; name: string; variantName: string | null; amountCents: number }[] | string;
      }>(result);
      if (!row) return undefined;
      return {
        orderId: row.order_id,
        vendorLocationId: row.vendor_location_id,
        isPaid: row.is_paid,
        totalCents: Number(row.total_cents),
        lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as Exclude<typeof row.lines, string>) : row.lines,
      };
    },

    /** Records the printer's poll: when, and the status it reported. */
    async recordPoll(printerId: string, status: string | null, executor: Executor = db): Promise<void> {
      await executor.execute(
        sql`update printers set last_poll_at = now(), last_status = coalesce(${status}, last_status)
          where printer_id = ${printerId}`,
      );
    },

    /** Drops the printer's jobs waiting longer than its backlog age (none when it keeps them all). */
    async dropStale(printerId: string, executor: Executor = db): Promise<number> {
      const result = await executor.execute(sql`
        update print_jobs j set dropped_at = now()
        from printers p
        where p.printer_id = ${printerId} and j.printer_id = p.printer_id and p.drop_after_minutes is not null
          and j.printed_at is null and j.dropped_at is null
          and (j.leased_until is null or j.leased_until < now())
          and j.created_at < now() - make_interval(mins => p.drop_after_minutes)
        returning j.job_id`);
      return rowsOf(result).length;
    },

    /**
     * Leases the printer's oldest job still to print to `leaseToken`, unless a live lease holds it (then nothing: the
     * printer is printing it, and later jobs wait so they print in order). One statement under the job's row lock: of
     * two polls at once, the second sees the first's lease.
     */
    async claimNext(printerId: string, leaseToken: string, executor: Executor = db): Promise<PrintJobRow | undefined> {
      const result = await executor.execute(sql`
        with head as (
          select job_id, leased_until from print_jobs
          where printer_id = ${printerId} and printed_at is null and dropped_at is null
          order by seq
          limit 1
          for update
        )
        update print_jobs j
        set lease_token = ${leaseToken}, leased_until = now() + make_interval(secs => ${PRINT_JOB_LEASE_SECONDS}),
          attempts = j.attempts + 1
        from head
        where j.job_id = head.job_id and (head.leased_until is null or head.leased_until < now())
        returning j.job_id, j.printer_id, j.kind, j.ticket_id, j.order_id, j.is_reprint`);
      return rowsOf<RawJob>(result).map(toJob)[0];
    },

    /** The job a lease token names, for its printer, while it is still to print. */
    async leasedJob(printerId: string, leaseToken: string, executor: Executor = db): Promise<PrintJobRow | undefined> {
      const result = await executor.execute(sql`
        select job_id, printer_id, kind, ticket_id, order_id, is_reprint from print_jobs
        where printer_id = ${printerId} and lease_token = ${leaseToken} and printed_at is null and dropped_at is null`);
      return rowsOf<RawJob>(result).map(toJob)[0];
    },

    /**
     * The printer's answer for a lease: a 2xx code marks the job printed (once: only while it is not); any other frees
     * the lease so the next poll offers it again. Undefined when the token names no job still to print.
     */
    async confirm(
      printerId: string,
      leaseToken: string,
      code: string,
      executor: Executor = db,
    ): Promise<'printed' | 'failed' | undefined> {
      const isPrinted = /^2\d\d/.test(code.trim());
      const result = await executor.execute(sql`
        update print_jobs
        set result_code = ${code.slice(0, 200)},
          printed_at = case when ${isPrinted} then now() else null end,
          lease_token = case when ${isPrinted} then lease_token else null end,
          leased_until = case when ${isPrinted} then leased_until else null end
        where printer_id = ${printerId} and lease_token = ${leaseToken} and printed_at is null and dropped_at is null
        returning job_id`);
      if (rowsOf(result).length === 0) return undefined;
      return isPrinted ? 'printed' : 'failed';
    },

    /**
     * Per location with a live printer, how many are offline now (no poll within the limit), for the metrics: one
     * statement over the printers' table, so every API process reports the same.
     */
    async offlineByLocation(executor: Executor = db): Promise<{ vendorLocationId: string; offline: number }[]> {
      const result = await executor.execute(sql`
        select vendor_location_id, count(*) filter (where last_poll_at is null
          or last_poll_at < now() - make_interval(secs => ${PRINTER_OFFLINE_AFTER_SECONDS}))::int as offline
        from printers where revoked_at is null
        group by vendor_location_id order by vendor_location_id`);
      return rowsOf<{ vendor_location_id: string; offline: number }>(result).map((row) => ({
        vendorLocationId: row.vendor_location_id,
        offline: Number(row.offline),
      }));
    },

    /** What a ticket or receipt prints: the venue's and location's names. */
    async placeOf(vendorLocationId: string, executor: Executor = db) {
      const result = await executor.execute(sql`
        select v.name as vendor_name, vl.description as location_name, v.time_zone
        from vendor_locations vl join vendors v on v.vendor_id = vl.vendor_id
        where vl.vendor_location_id = ${vendorLocationId}`);
      const [row] = rowsOf<{ vendor_name: string; location_name: string; time_zone: string }>(result);
      return {
        venueName: row?.vendor_name ?? '',
        locationName: row?.location_name ?? '',
        timeZone: row?.time_zone ?? 'UTC',
      };
    },
  };
}
