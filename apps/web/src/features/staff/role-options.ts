import { assignableRoles, canAssignRole, type Role } from '@queueless/contracts';

/**
 * The roles an actor may pick when adding or editing staff (staff.md section 6, README decisions), least powerful
 * first: the contracts' rule, the one the server enforces.
 */
export const roleOptionsFor = (actor: Role): Role[] => assignableRoles(actor);

/**
 * Whether the actor may edit or remove this person: never themselves, and only someone whose current role the actor
 * may give (the server checks the same and has the last word).
 */
export function canManageStaff(
  actor: { role: Role; phoneNumber: string },
  target: { role: Role; phoneNumber: string },
): boolean {
  return actor.phoneNumber !== target.phoneNumber && canAssignRole(actor.role, target.role);
}
