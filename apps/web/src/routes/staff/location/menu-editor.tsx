import { useLingui } from '@lingui/react/macro';
import { MenuEditor } from '#web/features/inventory/components/menu-editor';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/{vendorId}/menu-editor: the location's products (MANAGER and above). */
export function StaffMenuEditorPage() {
  const { t } = useLingui();
  return (
    <ManagerGate>
      {({ location }) => (
        <StaffPage
          title={t`Menu Editor`}
          back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
          subtitle={t`${location.description} · What customers can order here.`}
          isWide
        >
          <MenuEditor vendorLocationId={location.vendorLocationId} vendorId={location.vendorId} />
        </StaffPage>
      )}
    </ManagerGate>
  );
}
