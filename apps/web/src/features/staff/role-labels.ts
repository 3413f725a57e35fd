import { msg } from '@lingui/core/macro';
import type { Role } from '@queueless/contracts';
import { translated } from '#web/lib/i18n/translated';

const roleMessages = {
  STAFF: msg`Staff`,
  MANAGER: msg`Manager`,
  ADMIN: msg`Admin`,
  SUPER_ADMIN: msg`Super Admin`,
};

/** Each role's name in the active language: read when shown (a getter), so a switch of language takes at once. */
export const roleLabels: Readonly<Record<Role, string>> = translated(roleMessages);
