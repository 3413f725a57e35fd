import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vendors } from '../../db/schema.js';

export type VendorsRepo = ReturnType<typeof createVendorsRepo>;
export type VendorRow = typeof vendors.$inferSelect;

export function createVendorsRepo(db: Db) {
  return {
    async getVendor(vendorId: string): Promise<VendorRow | undefined> {
      const [row] = await db.select().from(vendors).where(eq(vendors.vendorId, vendorId));
      return row;
    },
    async listVendors(): Promise<VendorRow[]> {
      return db.select().from(vendors).orderBy(asc(vendors.name));
    },
  };
}
