import {
  ANALYTICS_CACHE_CURRENT_MINUTES,
  ANALYTICS_CACHE_PAST_MINUTES,
  ANALYTICS_DUMP_ORDERS_MAX,
  ANALYTICS_DUMP_VERSION,
  ANALYTICS_HISTORY_WEEKS,
  ANALYTICS_ORDERS_PAGE_DEFAULT,
  ANALYTICS_PEAK_HOURS,
  ANALYTICS_TOP_N,
  type AnalyticsAggregates,
  type AnalyticsDump,
  type AnalyticsOrder,
  type AnalyticsOrdersQuery,
  type AnalyticsOrdersResponse,
  type AnalyticsWeek,
  type AnalyticsWeeks,
  analyticsDumpSchema,
  analyticsWeekSchema,
  centsToSignedDecimal,
  endpointPath,
  formatCents,
  listAnalyticsOrders,
  type OptionSalesResponse,
  type SessionUser,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { toLineComponent, toLineOption } from '../orders/index.js';
import type { Access } from '../staff/index.js';
import type { AnalyticsRepo } from './analytics.repo.js';
import { addDays, monthPeriod, type Period, weekPeriod, weekStartOf } from './periods.js';
import { fillDays, fillHours, rankPeakHours, rankTopProducts } from './rankings.js';

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How far back the rollup sweep looks: an order paid late into an older hour is caught on read. */
const ROLLUP_SWEEP_HOURS = 3;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** The history sweep's pause between two weeks of one vendor, so the requests being served come first. */
const HISTORY_PAUSE_MS = 20;
/** The oldest and newest instants the order list accepts as bounds (the month string's years). */
const EARLIEST = new Date('1900-01-01T00:00:00Z');
const LATEST = new Date('2101-01-01T00:00:00Z');

type CacheOptions = { includeRefunded: boolean; forceRegeneration: boolean };
type Vendor = { vendorId: string; timeZone: string };
type PeriodAnswer = AnalyticsAggregates & {
  vendorId: string;
  timeZone: string;
  includeRefunded: boolean;
  datetimeStart: string;
  datetimeEnd: string;
  generatedAt: string;
};
/** What the cache table holds: the answer and the dump version it was made with. */
type CachedPayload<T> = { version: number; answer: T };

/**
 * Vendor reporting for MANAGER and above: a week view and a month dump, each computed by PostgreSQL
 * and kept in the shared analytics_cache table (5 minutes while the period has not ended, 60 after),
 * and the vendor's paid orders, paged by cursor. Times come from the app's clock (decision 016).
 */
export function createAnalyticsService(deps: { analyticsRepo: AnalyticsRepo; access: Access; clock: Clock }) {
  const { analyticsRepo: repo, access, clock } = deps;

  /** The vendor (404 when there is none), once the caller is found to be MANAGER or above there. */
  async function authorisedVendor(user: SessionUser, vendorId: string): Promise<Vendor> {
    const vendor = await repo.getVendor(vendorId);
    if (!vendor) throw new AppError('NOT_FOUND', 'Vendor not found.');
    await access.requireRole(user, vendorId, 'MANAGER');
    return vendor;
  }

  /** Minutes a cached answer stays fresh: short while the period can still gain orders. */
  function freshForMs(period: Period, now: Date): number {
    return (period.end > now ? ANALYTICS_CACHE_CURRENT_MINUTES : ANALYTICS_CACHE_PAST_MINUTES) * MINUTE_MS;
  }

  async function computePeriod(vendor: Vendor, period: Period, includeRefunded: boolean): Promise<PeriodAnswer> {
    const generatedAt = clock();
    // The period's closed hours are rolled up first (once; again only where their orders changed),
    // so only the open hour and the hours that changed are summed from order lines.
    await repo.rollClosedHours({ vendorId: vendor.vendorId, start: period.start, end: period.end, now: generatedAt });
    const raw = await repo.aggregatePeriod({
      vendorId: vendor.vendorId,
      timeZone: vendor.timeZone,
      start: period.start,
      end: period.end,
      includeRefunded,
      topCustomers: ANALYTICS_TOP_N,
    });
    const hours = fillHours(raw.hours);
    const itemsSold = raw.products.reduce((sum, product) => sum + product.quantity, 0);
    return {
      vendorId: vendor.vendorId,
      timeZone: vendor.timeZone,
      includeRefunded,
      datetimeStart: period.start.toISOString(),
      datetimeEnd: period.end.toISOString(),
      generatedAt: generatedAt.toISOString(),
      totals: {
        numOrders: raw.numOrders,
        revenueCents: raw.revenueCents,
        subtotalCents: raw.subtotalCents,
        taxCents: raw.taxCents,
        tipCents: raw.tipCents,
        averageOrderCents: raw.numOrders > 0 ? Math.round(raw.revenueCents / raw.numOrders) : 0,
        itemsSold,
        customers: raw.customers,
        newCustomers: raw.customers - raw.returningCustomers,
        returningCustomers: raw.returningCustomers,
        refundedOrders: raw.refundedOrders,
        refundedCents: raw.refundedCents,
      },
      days: fillDays(period.days, raw.days),
      hours,
      peakHours: rankPeakHours(hours, ANALYTICS_PEAK_HOURS),
      topProducts: rankTopProducts(raw.products, ANALYTICS_TOP_N),
      topCustomers: raw.topCustomers,
    };
  }

  /**
   * A week or month answer as JSON text: the cached one when it is fresh (and of this version), else a
   * new one, checked against the contract's schema and stored for every process. The vendor, the
   * caller's role and the cached answer come in one round trip, and a cached answer is sent as the
   * text the database holds, never parsed and serialised again (decision 016).
   */
  async function cachedPeriod<T>(
    user: SessionUser,
    vendorId: string,
    scope: string,
    periodOf: (timeZone: string) => Period,
    options: CacheOptions,
    build: (answer: PeriodAnswer) => T | Promise<T>,
    schema: { parse: (value: unknown) => T },
  ): Promise<string> {
    const found = await repo.getVendorWithCached({
      userId: user.userId,
      vendorId,
      scope,
      includeRefunded: options.includeRefunded,
    });
    if (!found) throw new AppError('NOT_FOUND', 'Vendor not found.');
    access.checkRole(found.role, 'MANAGER');
    const vendor: Vendor = { vendorId: found.vendorId, timeZone: found.timeZone };
    const period = periodOf(vendor.timeZone);
    const now = clock();
    const { cached } = found;
    if (!options.forceRegeneration && cached?.version === ANALYTICS_DUMP_VERSION) {
      const age = now.getTime() - cached.generatedAt.getTime();
      if (age >= 0 && age < freshForMs(period, now)) return cached.answerJson;
    }
    const answer = schema.parse(await build(await computePeriod(vendor, period, options.includeRefunded)));
    const stored: CachedPayload<T> = { version: ANALYTICS_DUMP_VERSION, answer };
    await repo.putCached({
      vendorId: vendor.vendorId,
      scope,
      includeRefunded: options.includeRefunded,
      payload: stored,
      generatedAt: now,
    });
    return JSON.stringify(answer);
  }

  function monthDump(user: SessionUser, vendorId: string, month: string, options: CacheOptions) {
    return cachedPeriod<AnalyticsDump>(
      user,
      vendorId,
      `month:${month}`,
      (timeZone) => monthPeriod(month, timeZone),
      options,
      async (answer) => {
        // The month's first orders, enriched; the rest through the orders call (decision 050).
        const window = {
          datetimePaidAfter: answer.datetimeStart,
          datetimePaidBefore: answer.datetimeEnd,
          includeRefunded: answer.includeRefunded,
        };
        const page = await pageOfOrders(vendorId, { ...window, cursor: null, limit: ANALYTICS_DUMP_ORDERS_MAX });
        return {
          ...answer,
          month,
          numOrders: answer.totals.numOrders,
          metadata: { version: ANALYTICS_DUMP_VERSION },
          ordersEnriched: page.orders,
          ordersEnrichedTruncated: page.nextToken !== null,
          ordersEnrichedNext: page.nextToken
            ? endpointPath(
                listAnalyticsOrders,
                { vendorId },
                { ...window, includeRefunded: String(window.includeRefunded), nextToken: page.nextToken },
              )
            : null,
        };
      },
      analyticsDumpSchema,
    );
  }

  /** The vendor's paid orders in a window, oldest first: a page of `limit` and the token of the next one. */
  async function pageOfOrders(
    vendorId: string,
    query: {
      datetimePaidAfter?: string;
      datetimePaidBefore?: string;
      includeRefunded: boolean;
      cursor: ReturnType<typeof decodeCursor> | null;
      limit: number;
    },
  ): Promise<AnalyticsOrdersResponse> {
    const { limit } = query;
    const rows = await repo.listPaidOrders({
      vendorId,
      after: query.datetimePaidAfter ? new Date(query.datetimePaidAfter) : EARLIEST,
      before: query.datetimePaidBefore ? new Date(query.datetimePaidBefore) : LATEST,
      includeRefunded: query.includeRefunded,
      cursor: query.cursor,
      limit,
    });
    const page = rows.slice(0, limit);
    const items = await repo.itemsOf(page.map((row) => row.orderId));
    const itemsByOrder = new Map<string, typeof items>();
    for (const item of items) itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
    const last = page.at(-1);
    return {
      orders: page.map((row) => toAnalyticsOrder(row, itemsByOrder.get(row.orderId) ?? [])),
      nextToken: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.orderId }) : null,
    };
  }

  function toAnalyticsOrder(
    row: Awaited<ReturnType<AnalyticsRepo['listPaidOrders']>>[number],
    items: Awaited<ReturnType<AnalyticsRepo['itemsOf']>>,
  ): AnalyticsOrder {
    const hasName = row.firstName !== null || row.lastName !== null;
    return {
      orderId: row.orderId,
      userId: row.userId,
      vendorLocationId: row.vendorLocationId,
      status: row.status,
      datetimePaid: row.paidAt.toISOString(),
      datetimeRefunded: row.refundedAt?.toISOString() ?? null,
      subtotal: formatCents(row.subtotalCents),
      taxAmount: formatCents(row.taxCents),
      tipAmount: formatCents(row.tipCents),
      totalAmount: formatCents(row.totalCents),
      refundedAmount: formatCents(row.refundedCents),
      items: items.map((item) => {
        const unitCents = item.discountedPriceCents ?? item.priceCents;
        return {
          productId: item.productId,
          name: item.name,
          variantName: item.variantName,
          quantity: item.quantity,
          price: formatCents(unitCents),
          totalPrice: formatCents(unitCents * item.quantity),
          productType: item.productType,
          imageBase64: null,
          imageUrls: item.imageUrls,
          options: item.options.map(toLineOption),
          components: item.components.map(toLineComponent),
        };
      }),
      customer: hasName ? { firstName: row.firstName, lastName: row.lastName } : null,
    };
  }

  return {
    /**
     * For the rollup sweep: rolls up the hours closed in the last ROLLUP_SWEEP_HOURS at every vendor
     * with orders in them, so a week is mostly rolled before anyone reads it. Answers the hours written.
     */
    async rollRecentHours(): Promise<number> {
      const now = clock();
      const start = new Date(now.getTime() - ROLLUP_SWEEP_HOURS * HOUR_MS);
      let rolled = 0;
      for (const vendorId of await repo.vendorsWithOrdersPaid(start, now)) {
        rolled += await repo.rollClosedHours({ vendorId, start, end: now, now });
      }
      return rolled;
    },

    /**
     * For the history sweep: rolls up the closed hours of every week the dashboard offers (ANALYTICS_HISTORY_WEEKS
     * back, and one more for the time zones' edges) at every vendor with orders in them, a week at a time from the
     * newest, so the first read of an old week finds it rolled instead of rolling it then (decision 016). An hour
     * rolled already whose orders did not change is only compared, so a run after the first writes little; a week
     * another process is rolling (its advisory lock) is left to it; an aborted signal (the app closing) stops it between two
     * weeks. Answers the hours written.
     */
    async rollHistory(options: { pauseMs?: number; signal?: AbortSignal } = {}): Promise<number> {
      const pauseMs = options.pauseMs ?? HISTORY_PAUSE_MS;
      const now = clock();
      const historyStart = new Date(now.getTime() - (ANALYTICS_HISTORY_WEEKS + 1) * WEEK_MS);
      let rolled = 0;
      for (const vendorId of await repo.vendorsWithOrdersPaid(historyStart, now)) {
        for (let end = now; end > historyStart; end = new Date(end.getTime() - WEEK_MS)) {
          if (options.signal?.aborted) return rolled;
          const start = new Date(Math.max(historyStart.getTime(), end.getTime() - WEEK_MS));
          rolled += await repo.rollClosedHours({ vendorId, start, end, now });
          if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      }
      return rolled;
    },

    /** The weeks the dashboard offers: this one (in the vendor's time zone) and 26 back, newest first. */
    /** Issue 39: how often each option was chosen in the month and its revenue, net of refunds (MANAGER and above). */
    async optionSales(
      user: SessionUser,
      vendorId: string,
      month: string,
      vendorLocationId: string | undefined,
    ): Promise<OptionSalesResponse> {
      const vendor = await authorisedVendor(user, vendorId);
      const period = monthPeriod(month, vendor.timeZone);
      const rows = await repo.optionSales({
        vendorId: vendor.vendorId,
        vendorLocationId: vendorLocationId?.toUpperCase() ?? null,
        after: period.start,
        before: period.end,
      });
      return {
        vendorId: vendor.vendorId,
        month,
        items: rows.map(({ revenueCents, ...row }) => ({ ...row, revenue: centsToSignedDecimal(revenueCents) })),
      };
    },

    async listWeeks(user: SessionUser, vendorId: string): Promise<AnalyticsWeeks> {
      const vendor = await authorisedVendor(user, vendorId);
      const current = weekStartOf(clock(), vendor.timeZone);
      const weeks = Array.from({ length: ANALYTICS_HISTORY_WEEKS + 1 }, (_, index) => {
        const weekStart = addDays(current, -7 * index);
        return { weekStart, weekEnd: addDays(weekStart, 6) };
      });
      return { vendorId, timeZone: vendor.timeZone, weeks };
    },

    /** The dashboard's week (Sunday to Saturday, vendor's time zone). */
    getWeek(user: SessionUser, vendorId: string, weekStart: string, options: CacheOptions) {
      return cachedPeriod<AnalyticsWeek>(
        user,
        vendorId,
        `week:${weekStart}`,
        (timeZone) => weekPeriod(weekStart, timeZone),
        options,
        (answer) => ({ ...answer, weekStart }),
        analyticsWeekSchema,
      );
    },

    getMonthDump: monthDump,

    /** The month computed again now, whatever the cache holds. */
    regenerateMonthDump(user: SessionUser, vendorId: string, month: string, includeRefunded: boolean) {
      return monthDump(user, vendorId, month, { includeRefunded, forceRegeneration: true });
    },

    /** The vendor's paid orders in the window, oldest first, a page at a time. */
    async listOrders(
      user: SessionUser,
      vendorId: string,
      query: AnalyticsOrdersQuery,
    ): Promise<AnalyticsOrdersResponse> {
      const cursor = query.nextToken ? decodeCursor(query.nextToken) : null;
      await authorisedVendor(user, vendorId);
      return pageOfOrders(vendorId, { ...query, cursor, limit: query.limit ?? ANALYTICS_ORDERS_PAGE_DEFAULT });
    },
  };
}
