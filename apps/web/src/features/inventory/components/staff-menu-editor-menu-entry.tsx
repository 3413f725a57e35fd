import { msg } from '@lingui/core/macro';
import type { ManagerMenuEntry } from '#web/features/staff/components/manager-menu-link';
import { i18n } from '#web/lib/i18n/runtime';
import { staffPaths } from '#web/lib/staff-paths';

/**
 * The staff location menu's entry for the Menu editor (MANAGER and above). Its words are getters, read as the menu
 * renders, so they follow the language chosen then.
 */
export const staffMenuEditorMenuEntry: ManagerMenuEntry = {
  path: staffPaths.staffMenuEditor,
  icon: (
    <>
      <path d="M4 6h16M4 12h10M4 18h7" />
      <path d="m15 19 5-5-2-2-5 5v2z" />
    </>
  ),
  get label() {
    return i18n._(msg`Menu Editor`);
  },
  get hint() {
    return i18n._(msg`Products, sizes, stock and import`);
  },
};
