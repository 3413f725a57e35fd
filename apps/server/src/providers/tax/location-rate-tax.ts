import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vendorLocations } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { taxAtRate } from '../../lib/money.js';
import type { TaxProvider } from './tax.js';

/** How long a process keeps a location's rate: a rate changed in the database applies within this. */
export const TAX_RATE_TTL_MS = 60_000;

/**
 * The default tax provider: one rate per location (vendor_locations.tax_rate_ppm) on the whole
 * taxable amount, rounded half up once, so the lines never add up to a different cent.
 * Every order create, cart change and tax call needs the rate, which only an operator changes (in
 * the database: no call changes it), so each process keeps the rates it read for TAX_RATE_TTL_MS.
 */
export function createLocationRateTax({ db, clock = systemClock }: { db: Db; clock?: Clock }): TaxProvider {
  const rates = new Map<string, { ratePpm: number; expiresAt: number }>();
  const rateQuery = db
    .select({ taxRatePpm: vendorLocations.taxRatePpm })
    .from(vendorLocations)
    .where(eq(vendorLocations.vendorLocationId, sql.placeholder('vendorLocationId')))
    .prepare('tax_location_rate');
  /** The location's rate in parts per million; unknown locations are refused and not remembered. */
  async function rateAt(vendorLocationId: string): Promise<number> {
    const known = rates.get(vendorLocationId);
    if (known && clock().getTime() < known.expiresAt) return known.ratePpm;
    const [location] = await rateQuery.execute({ vendorLocationId });
    if (!location) throw new AppError('NOT_FOUND', 'Location not found.');
    if (rates.size >= 10_000) rates.clear();
    rates.set(vendorLocationId, { ratePpm: location.taxRatePpm, expiresAt: clock().getTime() + TAX_RATE_TTL_MS });
    return location.taxRatePpm;
  }

  return {
    name: 'location-rate',
    async calculate({ vendorLocationId, lines }) {
      const taxableCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
      return { taxAmountExclusiveCents: taxAtRate(taxableCents, await rateAt(vendorLocationId)) };
    },
    cartRatePpm: rateAt,
  };
}
