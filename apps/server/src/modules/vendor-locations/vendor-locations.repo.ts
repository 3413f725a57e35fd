import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vendorLocations } from './vendor-locations.tables.js';

export type VendorLocationsRepo = ReturnType<typeof createVendorLocationsRepo>;
export type VendorLocationRow = typeof vendorLocations.$inferSelect;

export function createVendorLocationsRepo(db: Db) {
  return {
    async getLocation(vendorLocationId: string): Promise<VendorLocationRow | undefined> {
      const [row] = await db
        .select()
        .from(vendorLocations)
        .where(eq(vendorLocations.vendorLocationId, vendorLocationId));
      return row;
    },
    /** The vendor's locations its landing shows: retired ones are left out (decision 055). */
    async listLocations(vendorId: string): Promise<VendorLocationRow[]> {
      return db
        .select()
        .from(vendorLocations)
        .where(and(eq(vendorLocations.vendorId, vendorId), isNull(vendorLocations.retiredAt)))
        .orderBy(sql`${vendorLocations.displayOrder} asc nulls last`, asc(vendorLocations.vendorLocationId));
    },
  };
}
