import { type Role, roleRank, type SessionUser } from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { StaffRepo, VendorRoleRow } from './staff.repo.js';

export type Access = ReturnType<typeof createAccess>;

/**
 * Whether a user is an operator of the install: asked by the modules that let an operator act for any vendor
 * (vendor locations), answered by operators, which plug it into the port staff adds (decision 080).
 */
export type OperatorCheck = { isOperator(user: SessionUser): Promise<boolean> };

const forbidden = () => new AppError('FORBIDDEN', 'You do not have access to this vendor.');

/**
 * The single way to authorise staff: the role is read from the database on every call,
 * so a promotion, demotion or removal takes effect at once.
 */
/** A body that names a vendor must name the one in the path (a body without one is fine). */
export function requireVendorOfPath(pathVendorId: string, bodyVendorId: string | undefined) {
  if (bodyVendorId !== undefined && bodyVendorId !== pathVendorId) {
    const message = 'vendorId must be the vendor in the path.';
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.vendorId', message }]);
  }
}

export function createAccess({ staffRepo }: { staffRepo: StaffRepo }) {
  /**
   * Throws FORBIDDEN unless `held`, the caller's role at the vendor as read from the database on
   * this call (by a statement that read it along with what it guards), is `minimum` or higher.
   */
  function checkRole(held: Role | null | undefined, minimum: Role = 'STAFF'): void {
    if (!held || roleRank[held] < roleRank[minimum]) throw forbidden();
  }

  return {
    checkRole,

    roleAt(user: SessionUser, vendorId: string): Promise<VendorRoleRow | undefined> {
      return staffRepo.roleOfUser(user.userId, vendorId);
    },

    /**
     * The refusal of an order to a caller who is neither its customer nor staff of its vendor. Staff of another
     * vendor (a scan at the wrong counter) are told it belongs to another vendor location, so the staff page can say
     * 'Wrong Location'; anyone else is FORBIDDEN. Neither tells anything of the order.
     */
    async orderRefusal(user: SessionUser): Promise<AppError> {
      return (await staffRepo.hasAnyRole(user.userId))
        ? new AppError('ORDER_OTHER_VENDOR', 'This order belongs to another vendor location.')
        : new AppError('FORBIDDEN', 'You do not have access to this order.');
    },

    /** Throws FORBIDDEN unless the user is staff of some vendor: a customer learns nothing from the call. */
    async requireAnyRole(user: SessionUser): Promise<void> {
      if (!(await staffRepo.hasAnyRole(user.userId))) throw forbidden();
    },

    /** Throws FORBIDDEN unless the user holds `minimum` or a higher role at the vendor. */
    async requireRole(user: SessionUser, vendorId: string, minimum: Role = 'STAFF'): Promise<VendorRoleRow> {
      const held = await staffRepo.roleOfUser(user.userId, vendorId);
      if (!held) throw forbidden();
      checkRole(held.role, minimum);
      return held;
    },
  };
}
