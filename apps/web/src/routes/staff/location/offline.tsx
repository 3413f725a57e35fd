import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ErrorState } from '#web/components/ui/error-state';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { EnrolDeviceForm } from '#web/features/offline/components/enrol-device-form';
import { OfflineScanner } from '#web/features/offline/components/offline-scanner';
import { useOfflineDevice } from '#web/features/offline/use-offline-device';
import { StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

/**
 * /staff/location/{vendorLocationId}/offline: the scanner that keeps the door or the bar working without the network
 * (decision 092). Once this device is ready it runs from its own storage alone (no call needed to open it); before,
 * staff make it ready for the location's bar or one of its guest-list events.
 */
export function StaffOfflineScannerPage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  const { device, snapshot, isOpening, openError, syncNow } = useOfflineDevice();
  const back = { to: staffPaths.staffLocation(vendorLocationId), label: t`Back to location menu` };
  if (openError) {
    return (
      <StaffPage title={t`Offline scanner`} back={back}>
        <ErrorState title={t`Offline mode is not available`} message={openError} />
      </StaffPage>
    );
  }
  if (isOpening || !device) return <FullPageSpinner label={t`Opening this device’s data`} />;
  if (snapshot.state) {
    return (
      <StaffPage title={t`Offline scanner`} back={back}>
        <OfflineScanner device={device} snapshot={snapshot} onSyncNow={() => void syncNow()} />
      </StaffPage>
    );
  }
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {({ vendor }) => (
        <StaffPage title={t`Offline scanner`} back={back}>
          {snapshot.endedBecause && (
            <p role="alert" className="mt-4 rounded-xl border border-danger/40 bg-danger/10 p-3">
              {snapshot.endedBecause}
            </p>
          )}
          <EnrolDeviceForm
            device={device}
            vendorId={vendor.vendorId}
            vendorLocationId={vendorLocationId}
            isGuestlistEnabled={vendor.guestlistEnabled}
          />
        </StaffPage>
      )}
    </StaffLocationGate>
  );
}
