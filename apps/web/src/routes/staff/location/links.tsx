import { useLingui } from '@lingui/react/macro';
import { ShortCodeManager } from '#web/features/links/components/short-code-manager';
import { WristbandManager } from '#web/features/links/components/wristband-manager';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/{vendorId}/links: the vendor's short links and wristbands (MANAGER and above). */
export function StaffLinksPage() {
  const { t } = useLingui();
  return (
    <ManagerGate>
      {({ location, vendor }) => (
        <StaffPage
          title={t`Short Links & Wristbands`}
          back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
          subtitle={vendor.name}
        >
          <div className="mt-5 flex flex-col gap-10">
            <ShortCodeManager vendorId={vendor.vendorId} />
            <WristbandManager vendorId={vendor.vendorId} />
          </div>
        </StaffPage>
      )}
    </ManagerGate>
  );
}
