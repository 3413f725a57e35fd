import { msg } from '@lingui/core/macro';
import type { ManagerMenuEntry } from '#web/features/staff/components/manager-menu-link';
import { i18n } from '#web/lib/i18n/runtime';
import { staffPaths } from '#web/lib/staff-paths';

/** The staff location menu's entry for editing the vendor's artist pages (MANAGER and above). */
export const staffArtistPagesMenuEntry: ManagerMenuEntry = {
  path: staffPaths.staffArtistPages,
  icon: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  // Getters: the menu reads them as it draws, in the language of the moment.
  get label() {
    return i18n._(msg`Artist Pages`);
  },
  get hint() {
    return i18n._(msg`Biographies, Q&A and social links`);
  },
};
