import type { Role } from '@queueless/contracts';

/** Roles from least to most powerful, the order the role picker lists them in. */
const ROLES: readonly Role[] = ['STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN'];

/**
 * The roles an actor may pick when adding or editing staff (staff.md section 6): SUPER_ADMIN sees all roles; ADMIN
 * all but SUPER_ADMIN; everyone else all but SUPER_ADMIN and ADMIN.
 */
export function roleOptionsFor(actor: Role): Role[] {
  if (actor === 'SUPER_ADMIN') return [...ROLES];
  if (actor === 'ADMIN') return ROLES.filter((role) => role !== 'SUPER_ADMIN');
  return ROLES.filter((role) => role !== 'SUPER_ADMIN' && role !== 'ADMIN');
}

/**
 * Whether the actor may edit or remove this person: never themselves, and only someone whose current role the actor
 * may give (README decisions; the server checks the same and has the last word).
 */
export function canManageStaff(
  actor: { role: Role; phoneNumber: string },
  target: { role: Role; phoneNumber: string },
): boolean {
  if (actor.role === 'STAFF' || actor.phoneNumber === target.phoneNumber) return false;
  return roleOptionsFor(actor.role).includes(target.role);
}

/** Users with the STAFF role are sent away from staff management and vendor events. */
export function isStaffOnly(role: Role): boolean {
  return role === 'STAFF';
}
