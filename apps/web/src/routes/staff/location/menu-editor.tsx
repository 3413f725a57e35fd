import { MenuEditor } from '#web/features/inventory/components/menu-editor';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/{vendorId}/menu-editor: the location's products (MANAGER and above). */
export function StaffMenuEditorPage() {
  return (
    <ManagerGate>
      {({ location }) => (
        <StaffPage
          title="Menu Editor"
          back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: 'Back to location menu' }}
          subtitle={`${location.description} · What customers can order here.`}
          isWide
        >
          <MenuEditor vendorLocationId={location.vendorLocationId} vendorId={location.vendorId} />
        </StaffPage>
      )}
    </ManagerGate>
  );
}
