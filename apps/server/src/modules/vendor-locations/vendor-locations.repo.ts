import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { vendors } from '../vendors/index.js';
import { vendorLocations } from './vendor-locations.tables.js';

export type VendorLocationsRepo = ReturnType<typeof createVendorLocationsRepo>;
export type VendorLocationRow = typeof vendorLocations.$inferSelect;
/** A location with its vendor's suspension: what its ordering is decided from. */
export type LocationWithVendor = VendorLocationRow & { vendorSuspendedAt: Date | null };

/** A manager's pause and cap, as stored. */
export type OrderingSettings = Pick<
  VendorLocationRow,
  | 'orderingPausedAt'
  | 'orderingPausedUntil'
  | 'orderingPauseReason'
  | 'maxOrdersPer15Minutes'
  | 'maxAlcoholicItemsPerOrder'
>;

export function createVendorLocationsRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async getLocation(vendorLocationId: string): Promise<LocationWithVendor | undefined> {
      const [row] = await db
        .select({ location: vendorLocations, vendorSuspendedAt: vendors.suspendedAt })
        .from(vendorLocations)
        .innerJoin(vendors, eq(vendors.vendorId, vendorLocations.vendorId))
        .where(eq(vendorLocations.vendorLocationId, vendorLocationId));
      return row ? { ...row.location, vendorSuspendedAt: row.vendorSuspendedAt } : undefined;
    },
    /** The vendor's locations its landing shows: retired ones are left out (decision 055). */
    async listLocations(vendorId: string): Promise<LocationWithVendor[]> {
      const rows = await db
        .select({ location: vendorLocations, vendorSuspendedAt: vendors.suspendedAt })
        .from(vendorLocations)
        .innerJoin(vendors, eq(vendors.vendorId, vendorLocations.vendorId))
        .where(and(eq(vendorLocations.vendorId, vendorId), isNull(vendorLocations.retiredAt)))
        .orderBy(sql`${vendorLocations.displayOrder} asc nulls last`, asc(vendorLocations.vendorLocationId));
      return rows.map((row) => ({ ...row.location, vendorSuspendedAt: row.vendorSuspendedAt }));
    },

    /**
     * Sets the pause and cap (the service records who did it in the same transaction). The row's lock is what a
     * payment at the location waits for (decision 072): a payment that locks it after this commits sees the pause.
     */
    async updateOrdering(
      vendorLocationId: string,
      settings: Partial<OrderingSettings>,
      executor: Executor = db,
    ): Promise<VendorLocationRow | undefined> {
      const [row] = await executor
        .update(vendorLocations)
        .set(settings)
        .where(eq(vendorLocations.vendorLocationId, vendorLocationId))
        .returning();
      return row;
    },
  };
}

/** What the menu reads of a location (decision 079): the location with its vendor's suspension. */
export type LocationReads = Pick<VendorLocationsRepo, 'getLocation'>;
