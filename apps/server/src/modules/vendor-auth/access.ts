import { type Role, roleRank, type SessionUser } from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { VendorAuthRepo, VendorRoleRow } from './vendor-auth.repo.js';

export type Access = ReturnType<typeof createAccess>;

/**
 * The single way to authorise staff: the role is read from the database on every call,
 * so a promotion, demotion or removal takes effect at once.
 */
export function createAccess({ vendorAuthRepo }: { vendorAuthRepo: VendorAuthRepo }) {
  return {
    roleAt(user: SessionUser, vendorId: string): Promise<VendorRoleRow | undefined> {
      return vendorAuthRepo.roleOfUser(user.userId, vendorId);
    },

    /** Throws FORBIDDEN unless the user holds `minimum` or a higher role at the vendor. */
    async requireRole(user: SessionUser, vendorId: string, minimum: Role = 'STAFF'): Promise<VendorRoleRow> {
      const held = await vendorAuthRepo.roleOfUser(user.userId, vendorId);
      if (!held || roleRank[held.role] < roleRank[minimum]) {
        throw new AppError('FORBIDDEN', 'You do not have access to this vendor.');
      }
      return held;
    },
  };
}
