import type { SessionUser, VendorRole } from '@queueless/contracts';
import type { VendorsService } from '../vendors/index.js';
import type { Access } from './access.js';
import type { VendorRoleRow } from './staff.repo.js';

export type StaffService = ReturnType<typeof createStaffService>;

export function toVendorRole(row: VendorRoleRow): VendorRole {
  return { name: row.name, phoneNumber: row.phoneNumber, role: row.role, vendorId: row.vendorId };
}

export function createStaffService({ access, vendors }: { access: Access; vendors: VendorsService }) {
  return {
    /** The caller's own role at a vendor (null when they hold none). */
    async getUserRole(user: SessionUser, vendorId: string): Promise<VendorRole | null> {
      await vendors.getVendor(vendorId);
      const row = await access.roleAt(user, vendorId);
      return row ? toVendorRole(row) : null;
    },
  };
}
