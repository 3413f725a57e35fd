import { type AccountingDay, type AccountingExport, type SessionUser, toCsv } from '@queueless/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Access } from '../staff/index.js';
import { vendors } from '../vendors/index.js';
import type { ApiKeyRow } from './api-keys.service.js';

export const EXPORT_MAX_DAYS = 366;

export type AccountingExportService = ReturnType<typeof createAccountingExport>;

const columns: (keyof AccountingDay)[] = [
  'date',
  'vendorLocationId',
  'paymentMethod',
  'orderCount',
  'grossSalesCents',
  'discountCents',
  'taxCents',
  'tipCents',
  'refundCount',
  'refundCents',
  'netCents',
  'feeCents',
];

/** The export as CSV, through the one CSV writer (spreadsheet-safe); the vendor's rows say `all` for the location. */
export function accountingCsv(report: AccountingExport): string {
  return toCsv([
    columns,
    ...report.days.map((day) =>
      columns.map((column) => (column === 'vendorLocationId' ? (day.vendorLocationId ?? 'all') : day[column])),
    ),
  ]);
}

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message, [{ field: 'query', message }]);

/**
 * The accountant's export (issue 41, item 4; decision 089): per local day of the venue's time zone, per location and
 * for the vendor, per payment method and all. An order counts on the day it was paid, with every refund made on it
 * (full or partial), exactly as analytics counts it (decision 077), so the vendor's `all` rows of a week add up to the
 * week's analytics to the cent: sales + tax + tip − discount − balance due = what customers paid (`revenueCents` with
 * refunded orders), and that minus refunds = `revenueCents` without.
 */
export function createAccountingExport({ db, access }: { db: Db; access: Access }) {
  return {
    async report(
      user: SessionUser,
      vendorId: string,
      query: { from: string; to: string; vendorLocationId?: string },
      apiKey?: ApiKeyRow,
    ): Promise<AccountingExport> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
      if (!(days >= 1)) throw invalid('to must be on or after from.');
      if (days > EXPORT_MAX_DAYS) throw invalid(`At most ${EXPORT_MAX_DAYS} days at a time.`);
      const location = query.vendorLocationId?.toUpperCase();
      if (apiKey?.vendorLocationIds && (!location || !apiKey.vendorLocationIds.includes(location))) {
        throw new AppError('FORBIDDEN', 'This API key is limited to locations: name one of them (vendorLocationId).');
      }
      const [vendor] = await db
        .select({ timeZone: vendors.timeZone })
        .from(vendors)
        .where(eq(vendors.vendorId, vendorId));
      if (!vendor) throw new AppError('NOT_FOUND', 'No such vendor.');
      const tz = vendor.timeZone;
      const result = await db.execute(sql`
        with paid as (
          select o.vendor_location_id, to_char((o.paid_at at time zone ${tz})::date, 'YYYY-MM-DD') as day,
            coalesce(pi.provider, case when o.total_cents = 0 then 'free' else 'marked_paid' end) as method,
            o.subtotal_cents, o.discount_cents, o.tax_cents, o.tip_cents, o.total_cents, o.refunded_cents,
            (o.status = 'REFUNDED' or o.refunded_cents > 0) as refunded
          from orders o
          join vendor_locations l on l.vendor_location_id = o.vendor_location_id
          left join payment_intents pi on pi.payment_intent_id = o.payment_intent_id
          where l.vendor_id = ${vendorId} and o.status <> 'IN_PROGRESS'
            and o.paid_at >= (${query.from}::date)::timestamp at time zone ${tz}
            and o.paid_at < ((${query.to}::date + 1)::timestamp at time zone ${tz})
            and (${location ?? null}::text is null or o.vendor_location_id = ${location ?? null})
        )
        select day, case when grouping(vendor_location_id) = 1 then null else vendor_location_id end as location,
          case when grouping(method) = 1 then 'all' else method end as method,
          count(*)::int as order_count, sum(subtotal_cents)::bigint as gross, sum(discount_cents)::bigint as discount,
          sum(tax_cents)::bigint as tax, sum(tip_cents)::bigint as tip,
          (count(*) filter (where refunded))::int as refund_count, sum(refunded_cents)::bigint as refunds,
          sum(total_cents - refunded_cents)::bigint as net
        from paid
        group by grouping sets ((day, vendor_location_id, method), (day, vendor_location_id), (day, method), (day))
        order by day, grouping(vendor_location_id) desc, location nulls first, grouping(method) desc, method`);
      const rows = (result as unknown as { rows: Record<string, string | number | null>[] }).rows;
      return {
        vendorId,
        timeZone: tz,
        from: query.from,
        to: query.to,
        // With one location asked for, its own rows only (the vendor's would be the same numbers under another name).
        days: rows
          .filter((row) => !location || row.location !== null)
          .map((row) => ({
            date: String(row.day),
            vendorLocationId: row.location === null ? null : String(row.location),
            paymentMethod: String(row.method),
            orderCount: Number(row.order_count),
            grossSalesCents: Number(row.gross),
            discountCents: Number(row.discount),
            taxCents: Number(row.tax),
            tipCents: Number(row.tip),
            refundCount: Number(row.refund_count),
            refundCents: Number(row.refunds),
            netCents: Number(row.net),
            feeCents: null,
          })),
      };
    },
  };
}
