import { Trans, useLingui } from '@lingui/react/macro';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import { useAuth } from '#web/features/identity/use-auth';
import { MyVenues } from '#web/features/operators/components/my-venues';
import { QrScannerView } from '#web/features/scanner/components/qr-scanner-view';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { LocationFoundDialog } from '#web/features/vendor-locations/components/location-found-dialog';
import { PastLocationList } from '#web/features/vendor-locations/components/past-location-list';
import { useStaffLocationsPage } from '#web/features/vendor-locations/use-staff-locations-page';

/** /staff/locations: staff pick their location by scanning its QR code, or one they used before. */
export function StaffLocationsPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const page = useStaffLocationsPage();

  return (
    <StaffPage
      title={t`Select Location`}
      subtitle={t`Scan the QR code posted at your location to start fulfilling orders.`}
    >
      <QrScannerView
        className="mt-6"
        videoRef={page.scanner.videoRef}
        state={page.scanner.state}
        onStart={() => void page.scanner.start()}
        hint={t`Point at the location's QR code`}
      />
      <p role="status" className="mt-2 min-h-5 text-center text-sm text-danger">
        {page.detail}
      </p>

      <PastLocationList locations={page.pastLocations} onOpen={page.open} onForget={page.forget} />

      <MyVenues />

      {user && (
        <p className="mt-8 text-center text-sm text-ink-faint">
          <Trans>
            Signed in as <span className="text-ink-muted">{formatPhoneForDisplay(user.phoneNumber)}</span>
          </Trans>
        </p>
      )}

      <LocationFoundDialog location={page.found} onConfirm={page.confirmFound} onCancel={page.cancelFound} />
    </StaffPage>
  );
}
