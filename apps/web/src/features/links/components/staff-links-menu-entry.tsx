import { msg } from '@lingui/core/macro';
import type { ManagerMenuEntry } from '#web/features/staff/components/manager-menu-link';
import { i18n } from '#web/lib/i18n/runtime';
import { staffPaths } from '#web/lib/staff-paths';

/** The staff location menu's entry for short links and wristbands (MANAGER and above). */
export const staffLinksMenuEntry: ManagerMenuEntry = {
  path: staffPaths.staffLinks,
  icon: (
    <>
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </>
  ),
  // Getters: the menu reads them as it draws, in the language of the moment.
  get label() {
    return i18n._(msg`Short Links & Wristbands`);
  },
  get hint() {
    return i18n._(msg`Poster links and NFC wristbands`);
  },
};
