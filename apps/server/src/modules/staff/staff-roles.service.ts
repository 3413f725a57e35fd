import { canAssignRole, type Role, type SessionUser, type VendorRole, type VendorRoleBody } from '@queueless/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { toMobileNumber } from '../../lib/phone.js';
import { recordAudit } from '../audit/index.js';
import { type Access, requireVendorOfPath } from './access.js';
import type { StaffRepo, VendorRoleRow } from './staff.repo.js';
import { toVendorRole } from './staff.service.js';

export type StaffRolesService = ReturnType<typeof createStaffRolesService>;

function refuseSelf(actor: VendorRoleRow, phoneNumber: string) {
  if (actor.phoneNumber === phoneNumber) {
    throw new AppError('ROLE_NOT_ALLOWED', 'You cannot change or remove your own role.');
  }
}

/** Throws LAST_SUPER_ADMIN when taking `target`'s SUPER_ADMIN role would leave the vendor without one. */
function keepOneSuperAdmin(locked: VendorRoleRow[], target: VendorRoleRow, newRole: Role | null) {
  if (target.role !== 'SUPER_ADMIN' || newRole === 'SUPER_ADMIN') return;
  const superAdmins = locked.filter((row) => row.role === 'SUPER_ADMIN').length;
  if (superAdmins <= 1) {
    throw new AppError('LAST_SUPER_ADMIN', 'A vendor must keep at least one SUPER_ADMIN.');
  }
}

/** Who may add, change and remove staff of a vendor (README, "Role assignment"); every change audited. */
export function createStaffRolesService(deps: { staffRepo: StaffRepo; access: Access; clock: Clock }) {
  const { staffRepo: repo, access, clock } = deps;

  /**
   * Refuses a change unless `actorRole` may assign both the role the person holds now and the role
   * being given. Staff management itself starts at MANAGER.
   */
  function authoriseChange(actorRole: Role | undefined, change: { currentRole?: Role; newRole?: Role }) {
    access.checkRole(actorRole, 'MANAGER');
    if (change.currentRole && !canAssignRole(actorRole!, change.currentRole)) {
      throw new AppError(
        'ROLE_NOT_ALLOWED',
        `You cannot change or remove someone with the ${change.currentRole} role.`,
      );
    }
    if (change.newRole && !canAssignRole(actorRole!, change.newRole)) {
      throw new AppError('ROLE_NOT_ALLOWED', `You cannot give the ${change.newRole} role.`);
    }
  }

  /**
   * Runs a change of `phoneNumber`'s role in one transaction that first locks the vendor's SUPER_ADMIN
   * rows, the actor's and the target's. The role the actor held when the request came in decides what
   * they are told first; the actor's locked row then decides whether the change happens, so a caller
   * demoted a moment ago cannot still act on their old role.
   */
  function withLockedRoles<T>(
    actor: VendorRoleRow,
    vendorId: string,
    phoneNumber: string,
    change: (tx: Tx, locked: VendorRoleRow[]) => Promise<T>,
  ): Promise<T> {
    return repo.transaction(async (tx) => {
      const locked = await repo.lockRolesForChange(vendorId, [actor.phoneNumber, phoneNumber], tx);
      return change(tx, locked);
    });
  }

  const lockedRow = (locked: VendorRoleRow[], phoneNumber: string) =>
    locked.find((row) => row.phoneNumber === phoneNumber);

  return {
    /** Everyone with a role at the vendor; MANAGER and above. */
    async listRoles(user: SessionUser, vendorId: string): Promise<VendorRole[]> {
      await access.requireRole(user, vendorId, 'MANAGER');
      return (await repo.listRoles(vendorId)).map(toVendorRole);
    },

    async createRole(user: SessionUser, vendorId: string, body: VendorRoleBody): Promise<VendorRole> {
      const actor = await access.requireRole(user, vendorId, 'MANAGER');
      requireVendorOfPath(vendorId, body.vendorId);
      const phoneNumber = toMobileNumber(body.phoneNumber);
      if (!phoneNumber) {
        const message = 'Invalid phone number. Please enter a valid number.';
        throw new AppError('INVALID_PHONE_NUMBER', message, [{ field: 'body.phoneNumber', message }]);
      }
      refuseSelf(actor, phoneNumber);
      authoriseChange(actor.role, { newRole: body.role });

      const created = await withLockedRoles(actor, vendorId, phoneNumber, async (tx, locked) => {
        if (lockedRow(locked, phoneNumber)) throw roleExists();
        authoriseChange(lockedRow(locked, actor.phoneNumber)?.role, { newRole: body.role });
        const row = await repo.insertRole({ vendorId, phoneNumber, ...pick(body), now: clock() }, tx);
        // Two adds of one new number at once: the primary key lets one in.
        if (!row) throw roleExists();
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'role.create',
          entityType: 'vendor_role',
          entityId: row.phoneNumber,
          details: { before: null, after: toVendorRole(row) },
        });
        return row;
      });
      return toVendorRole(created);
    },

    /** Renames a person or changes their role. The phone number is the key and cannot change. */
    async updateRole(
      user: SessionUser,
      vendorId: string,
      pathPhoneNumber: string,
      body: VendorRoleBody,
    ): Promise<VendorRole> {
      const actor = await access.requireRole(user, vendorId, 'MANAGER');
      requireVendorOfPath(vendorId, body.vendorId);
      const phoneNumber = canonicalPhone(pathPhoneNumber);
      if (canonicalPhone(body.phoneNumber) !== phoneNumber) {
        const message = 'The phone number cannot be changed. Remove this person and add the new number.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.phoneNumber', message }]);
      }
      refuseSelf(actor, phoneNumber);
      authoriseChange(actor.role, { newRole: body.role });

      const updated = await withLockedRoles(actor, vendorId, phoneNumber, async (tx, locked) => {
        const before = lockedRow(locked, phoneNumber);
        if (!before) throw roleNotFound();
        authoriseChange(actor.role, { currentRole: before.role, newRole: body.role });
        keepOneSuperAdmin(locked, before, body.role);
        authoriseChange(lockedRow(locked, actor.phoneNumber)?.role, { currentRole: before.role, newRole: body.role });
        const after = await repo.updateRole(vendorId, phoneNumber, { ...pick(body), updatedAt: clock() }, tx);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'role.update',
          entityType: 'vendor_role',
          entityId: phoneNumber,
          details: { before: toVendorRole(before), after: toVendorRole(after) },
        });
        return after;
      });
      return toVendorRole(updated);
    },

    async removeRole(user: SessionUser, vendorId: string, pathPhoneNumber: string): Promise<void> {
      const actor = await access.requireRole(user, vendorId, 'MANAGER');
      const phoneNumber = canonicalPhone(pathPhoneNumber);
      refuseSelf(actor, phoneNumber);

      await withLockedRoles(actor, vendorId, phoneNumber, async (tx, locked) => {
        const before = lockedRow(locked, phoneNumber);
        if (!before) throw roleNotFound();
        authoriseChange(actor.role, { currentRole: before.role });
        keepOneSuperAdmin(locked, before, null);
        authoriseChange(lockedRow(locked, actor.phoneNumber)?.role, { currentRole: before.role });
        await repo.deleteRole(vendorId, phoneNumber, tx);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'role.delete',
          entityType: 'vendor_role',
          entityId: phoneNumber,
          details: { before: toVendorRole(before), after: null },
        });
      });
    },
  };
}

/** Roles are stored under the canonical number; one that isn't a mobile number is looked up as sent. */
const canonicalPhone = (phoneNumber: string) => toMobileNumber(phoneNumber) ?? phoneNumber;
const pick = (body: VendorRoleBody) => ({ name: body.name, role: body.role });
const roleExists = () => new AppError('ROLE_EXISTS', 'This phone number already has a role at this vendor.');
const roleNotFound = () => new AppError('NOT_FOUND', 'Staff member not found.');
