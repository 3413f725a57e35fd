import type { ManagerMenuEntry } from '#web/features/staff/components/manager-menu-link';
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
  label: 'Artist Pages',
  hint: 'Biographies, Q&A and social links',
};
