import type { Role } from '@queueless/contracts';

export const roleLabels: Record<Role, string> = {
  STAFF: 'Staff',
  MANAGER: 'Manager',
  ADMIN: 'Admin',
  SUPER_ADMIN: 'Super Admin',
};
