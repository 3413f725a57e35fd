import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, vendorRoles } from '../../db/schema.js';

export type VendorAuthRepo = ReturnType<typeof createVendorAuthRepo>;
export type VendorRoleRow = typeof vendorRoles.$inferSelect;

export function createVendorAuthRepo(db: Db) {
  return {
    /** The role a user holds at a vendor, matched through the user's phone number. */
    async roleOfUser(userId: string, vendorId: string): Promise<VendorRoleRow | undefined> {
      const [row] = await db
        .select({
          vendorId: vendorRoles.vendorId,
          phoneNumber: vendorRoles.phoneNumber,
          name: vendorRoles.name,
          role: vendorRoles.role,
          createdAt: vendorRoles.createdAt,
          updatedAt: vendorRoles.updatedAt,
        })
        .from(vendorRoles)
        .innerJoin(users, eq(users.phoneNumber, vendorRoles.phoneNumber))
        .where(and(eq(users.userId, userId), eq(vendorRoles.vendorId, vendorId)));
      return row;
    },
  };
}
