import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vendorLocations } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { taxAtRate } from '../../modules/orders/pricing.js';
import type { TaxProvider } from './tax.js';

/**
 * The default tax provider: one rate per location (vendor_locations.tax_rate_ppm) on the whole
 * taxable amount, rounded half up once, so the lines never add up to a different cent.
 */
export function createLocationRateTax({ db }: { db: Db }): TaxProvider {
  // Read on every order create and cart change: prepared once per connection.
  const rateQuery = db
    .select({ taxRatePpm: vendorLocations.taxRatePpm })
    .from(vendorLocations)
    .where(eq(vendorLocations.vendorLocationId, sql.placeholder('vendorLocationId')))
    .prepare('tax_location_rate');
  return {
    name: 'location-rate',
    async calculate({ vendorLocationId, lines }) {
      const [location] = await rateQuery.execute({ vendorLocationId });
      if (!location) throw new AppError('NOT_FOUND', 'Location not found.');
      const taxableCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
      return { taxAmountExclusiveCents: taxAtRate(taxableCents, location.taxRatePpm) };
    },
  };
}
