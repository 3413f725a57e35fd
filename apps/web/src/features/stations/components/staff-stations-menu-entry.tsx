import type { ManagerMenuEntry } from '#web/features/staff/components/manager-menu-link';
import { staffPaths } from '#web/lib/staff-paths';

/** The staff location menu's entry for the Stations page (MANAGER and above). */
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
  label: 'Stations',
  hint: 'Bar, kitchen, routing and printers',
};
