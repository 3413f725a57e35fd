import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { DEFAULT_VENDOR_TIME_ZONE, vendors } from './vendors.tables.js';

export type VendorsRepo = ReturnType<typeof createVendorsRepo>;
export type VendorRow = typeof vendors.$inferSelect;

export function createVendorsRepo(db: Db) {
  return {
    async getVendor(vendorId: string): Promise<VendorRow | undefined> {
      const [row] = await db.select().from(vendors).where(eq(vendors.vendorId, vendorId));
      return row;
    },
    /** Whether the vendor is suspended (decision 085); a vendor that is not there is not. */
    async isSuspended(vendorId: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ suspendedAt: vendors.suspendedAt })
        .from(vendors)
        .where(eq(vendors.vendorId, vendorId));
      return row?.suspendedAt != null;
    },
    async listVendors(): Promise<VendorRow[]> {
      return db.select().from(vendors).orderBy(asc(vendors.name));
    },
    /**
     * The zone the vendor's events are shown and picked in, for the responses that carry event times (decision
     * 021). A vendor that is not there has no events to answer with; the column's default keeps the callers simple.
     */
    async getTimeZone(vendorId: string, executor: Executor = db): Promise<string> {
      const [row] = await executor
        .select({ timeZone: vendors.timeZone })
        .from(vendors)
        .where(eq(vendors.vendorId, vendorId));
      return row?.timeZone ?? DEFAULT_VENDOR_TIME_ZONE;
    },
  };
}
