import { asc, eq, sql } from 'drizzle-orm';
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
    async listLocations(vendorId: string): Promise<VendorLocationRow[]> {
      return db
        .select()
        .from(vendorLocations)
        .where(eq(vendorLocations.vendorId, vendorId))
        .orderBy(sql`${vendorLocations.displayOrder} asc nulls last`, asc(vendorLocations.vendorLocationId));
    },
  };
}
