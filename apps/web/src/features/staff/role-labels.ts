import { msg } from '@lingui/core/macro';
import type { Role } from '@queueless/contracts';
import { i18n } from '#web/lib/i18n/runtime';

const roleMessages = {
  STAFF: msg`Staff`,
  MANAGER: msg`Manager`,
  ADMIN: msg`Admin`,
  SUPER_ADMIN: msg`Super Admin`,
};

/** Each role's name in the active language: read when shown (a getter), so a switch of language takes at once. */
export const roleLabels: Readonly<Record<Role, string>> = {
  get STAFF() {
    return i18n._(roleMessages.STAFF);
  },
  get MANAGER() {
    return i18n._(roleMessages.MANAGER);
  },
  get ADMIN() {
    return i18n._(roleMessages.ADMIN);
  },
  get SUPER_ADMIN() {
    return i18n._(roleMessages.SUPER_ADMIN);
  },
};
