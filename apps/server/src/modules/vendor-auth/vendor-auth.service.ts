import type { SessionUser, VendorRole } from '@queueless/contracts';
import type { VendorsService } from '../vendors/vendors.service.js';
import type { Access } from './access.js';
import type { VendorRoleRow } from './vendor-auth.repo.js';

export type VendorAuthService = ReturnType<typeof createVendorAuthService>;

export function toVendorRole(row: VendorRoleRow): VendorRole {
  return { name: row.name, phoneNumber: row.phoneNumber, role: row.role, vendorId: row.vendorId };
}

export function createVendorAuthService({ access, vendors }: { access: Access; vendors: VendorsService }) {
  return {
    /** The caller's own role at a vendor (null when they hold none). */
    async getUserRole(user: SessionUser, vendorId: string): Promise<VendorRole | null> {
      await vendors.getVendor(vendorId);
      const row = await access.roleAt(user, vendorId);
      return row ? toVendorRole(row) : null;
    },
  };
}
