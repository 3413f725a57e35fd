import { useLingui } from '@lingui/react/macro';
import { DevicesAdmin } from '#web/features/offline/components/devices-admin';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/{vendorId}/devices: the offline devices, their conflicts, revoke (MANAGER+). */
export function StaffDevicesPage() {
  const { t } = useLingui();
  return (
    <ManagerGate>
      {({ location, vendor }) => (
        <StaffPage
          title={t`Offline devices`}
          back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
          subtitle={t`Phones and tablets that keep the door and the bar going without the network.`}
        >
          <DevicesAdmin vendorId={vendor.vendorId} />
        </StaffPage>
      )}
    </ManagerGate>
  );
}
