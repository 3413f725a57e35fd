import type { ManagerMenuEntry } from '#web/features/staff/components/manager-menu-link';
import { staffPaths } from '#web/lib/staff-paths';

/** The staff location menu's entry for the Menu editor (MANAGER and above). */
export const staffMenuEditorMenuEntry: ManagerMenuEntry = {
  path: staffPaths.staffMenuEditor,
  icon: (
    <>
      <path d="M4 6h16M4 12h10M4 18h7" />
      <path d="m15 19 5-5-2-2-5 5v2z" />
    </>
  ),
  label: 'Menu Editor',
  hint: 'Products, sizes, stock and import',
};
