import type { AnalyticsDay, AnalyticsHour, AnalyticsProduct } from '@queueless/contracts';

/**
 * The dashboard's ranking rules, kept apart from the SQL so they are tested on their own:
 * products by revenue, then units sold, then name (so equal products always come in the same order);
 * peak hours by orders, then revenue, then the earlier hour; an hour without orders is never a peak.
 */

export function rankTopProducts(products: AnalyticsProduct[], limit: number): AnalyticsProduct[] {
  return [...products]
    .sort(
      (a, b) =>
        b.revenueCents - a.revenueCents ||
        b.quantity - a.quantity ||
        a.name.localeCompare(b.name) ||
        (a.variantName ?? '').localeCompare(b.variantName ?? '') ||
        a.productId.localeCompare(b.productId),
    )
    .slice(0, limit);
}

export function rankPeakHours(hours: AnalyticsHour[], limit: number): AnalyticsHour[] {
  return hours
    .filter((hour) => hour.numOrders > 0)
    .sort((a, b) => b.numOrders - a.numOrders || b.revenueCents - a.revenueCents || a.hour - b.hour)
    .slice(0, limit);
}

/** All 24 local hours, zeros where nothing was sold. */
export function fillHours(rows: AnalyticsHour[]): AnalyticsHour[] {
  const byHour = new Map(rows.map((row) => [row.hour, row]));
  return Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? { hour, numOrders: 0, revenueCents: 0 });
}

/** Every day of the period, zeros where nothing was sold. */
export function fillDays(days: string[], rows: AnalyticsDay[]): AnalyticsDay[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return days.map((date) => byDate.get(date) ?? { date, numOrders: 0, revenueCents: 0, tipCents: 0 });
}
