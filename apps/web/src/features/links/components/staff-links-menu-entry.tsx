import type { ManagerMenuEntry } from '#web/features/staff/components/manager-menu-link';
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
  label: 'Short Links & Wristbands',
  hint: 'Poster links and NFC wristbands',
};
