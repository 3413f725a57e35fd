import { msg } from '@lingui/core/macro';
import type { ManagerMenuEntry } from '#web/features/staff/components/manager-menu-link';
import { i18n } from '#web/lib/i18n/runtime';
import { staffPaths } from '#web/lib/staff-paths';

const words = { label: msg`Stations`, hint: msg`Bar, kitchen, routing and printers` };

/** The staff location menu's entry for the Stations page (MANAGER and above), worded in the active language. */
export const staffStationsMenuEntry: ManagerMenuEntry = {
  path: staffPaths.staffStations,
  icon: (
    <>
      <rect x="3" y="4" width="8" height="7" rx="1" />
      <rect x="13" y="4" width="8" height="7" rx="1" />
      <path d="M6 15h12v5H6z" />
      <path d="M9 15v-2h6v2" />
    </>
  ),
  get label() {
    return i18n._(words.label);
  },
  get hint() {
    return i18n._(words.hint);
  },
};
