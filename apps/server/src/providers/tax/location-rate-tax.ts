import { sql } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { taxAtRate } from '../../lib/money.js';
import type { TaxProvider } from './tax.js';

/** How long a process keeps a location's rate: the bound for a change that was never announced. */
export const TAX_RATE_TTL_MS = 60_000;

/**
 * The PostgreSQL channel a change of a location's tax rate is announced on (payload: the location id). The location
 * call that changes a rate notifies it in its transaction (module operators, decision 055).
 */
export const TAX_RATE_CHANGED_CHANNEL = 'tax_rate_changed';

/**
 * The default tax provider: one rate per location (vendor_locations.tax_rate_ppm) on the whole
 * taxable amount, rounded half up once, so the lines never add up to a different cent.
 * Every order create, cart change and tax call needs the rate, so each process keeps the rates it read. Given the
 * `database`, it keeps them only while it listens on TAX_RATE_CHANGED_CHANNEL, and forgets a rate the moment any
 * process announces its change (as the menu cache does); without it (unit tests), a rate lives TAX_RATE_TTL_MS.
 */
export function createLocationRateTax({
  db,
  clock = systemClock,
  database,
}: {
  db: Db;
  clock?: Clock;
  database?: Pick<Database, 'listen'>;
}): TaxProvider {
  const rates = new Map<string, { ratePpm: number; expiresAt: number }>();
  // The location's rate by its columns' names: a provider imports no module, not even its tables (biome.json).
  const rateQuery = db
    .select({ taxRatePpm: sql<number>`tax_rate_ppm` })
    .from(sql`vendor_locations`)
    .where(sql`vendor_location_id = ${sql.placeholder('vendorLocationId')}`)
    .prepare('tax_location_rate');
  let isListening = database === undefined;
  let unlisten: Unlisten | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;

  function startListening(): Promise<void> {
    if (!database || closed) return Promise.resolve();
    starting ??= database
      .listen(TAX_RATE_CHANGED_CHANNEL, (vendorLocationId) => rates.delete(vendorLocationId), {
        onLost() {
          isListening = false;
          rates.clear();
        },
        onResume() {
          rates.clear();
          isListening = true;
        },
      })
      .then(
        async (stop) => {
          if (closed) return void (await stop());
          unlisten = stop;
          isListening = true;
        },
        () => {
          // Not listening: every rate is read from the database; the next call tries again.
          starting = null;
        },
      );
    return starting;
  }

  /** The location's rate in parts per million; unknown locations are refused and not remembered. */
  async function rateAt(vendorLocationId: string): Promise<number> {
    if (!isListening) void startListening();
    const known = rates.get(vendorLocationId);
    if (isListening && known && clock().getTime() < known.expiresAt) return known.ratePpm;
    const [location] = await rateQuery.execute({ vendorLocationId });
    if (!location) throw new AppError('NOT_FOUND', 'Location not found.');
    if (isListening) {
      if (rates.size >= 10_000) rates.clear();
      rates.set(vendorLocationId, { ratePpm: location.taxRatePpm, expiresAt: clock().getTime() + TAX_RATE_TTL_MS });
    }
    return location.taxRatePpm;
  }

  return {
    name: 'location-rate',
    async calculate({ vendorLocationId, lines }) {
      const taxableCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
      return { taxAmountExclusiveCents: taxAtRate(taxableCents, await rateAt(vendorLocationId)) };
    },
    cartRatePpm: rateAt,
    forgetRate(vendorLocationId) {
      rates.delete(vendorLocationId);
    },
    start: startListening,
    async close() {
      closed = true;
      isListening = false;
      rates.clear();
      const stop = unlisten;
      unlisten = null;
      await stop?.();
    },
  };
}
