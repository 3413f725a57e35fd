import type { VendorLocation } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths';
import { showToast } from '#web/components/ui/toast';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import { useAuth } from '#web/features/identity/use-auth';
import { QrScannerView } from '#web/features/scanner/components/qr-scanner-view';
import { useQrScanner } from '#web/features/scanner/use-qr-scanner';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { LocationFoundDialog } from '#web/features/vendor-locations/components/location-found-dialog';
import { PastLocationList } from '#web/features/vendor-locations/components/past-location-list';
import {
  forgetLocation,
  type PastLocation,
  readPastLocations,
  rememberLocation,
} from '#web/features/vendor-locations/past-locations';
import { resolveScannedLocation } from '#web/features/vendor-locations/resolve-scanned-location';

/** /staff/locations: staff pick their location by scanning its QR code, or one they used before. */
export function StaffLocationsPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [found, setFound] = useState<VendorLocation | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [pastLocations, setPastLocations] = useState(readPastLocations);

  // The scanner stays in 'processing' until the dialog closes or a refusal lets it scan on.
  const onScan = useCallback(
    async (text: string, { resume }: { resume: () => void }) => {
      const result = await resolveScannedLocation(text, queryClient);
      if (result.ok) {
        setDetail(null);
        setFound(result.location);
        return;
      }
      setDetail(result.detail ?? null);
      showToast({ title: result.title, description: result.description, variant: 'error' });
      resume();
    },
    [queryClient],
  );
  const scanner = useQrScanner({ onScan: (text, controls) => void onScan(text, controls) });

  const open = (location: { vendorLocationId: string; description: string }) => {
    rememberLocation({ vendorLocationId: location.vendorLocationId, description: location.description });
    void navigate(paths.staffLocation(location.vendorLocationId));
  };

  return (
    <StaffPage title="Select Location" subtitle="Scan the QR code posted at your location to start fulfilling orders.">
      <QrScannerView
        className="mt-6"
        videoRef={scanner.videoRef}
        state={scanner.state}
        onStart={() => void scanner.start()}
        hint="Point at the location's QR code"
      />
      <p role="status" className="mt-2 min-h-5 text-center text-sm text-danger">
        {detail}
      </p>

      <PastLocationList
        locations={pastLocations}
        onOpen={(past: PastLocation) => open(past)}
        onForget={(vendorLocationId) => setPastLocations(forgetLocation(vendorLocationId))}
      />

      {user && (
        <p className="mt-8 text-center text-sm text-ink-faint">
          Signed in as <span className="text-ink-muted">{formatPhoneForDisplay(user.phoneNumber)}</span>
        </p>
      )}

      <LocationFoundDialog
        location={found}
        onConfirm={(location) => {
          setFound(null);
          open(location);
        }}
        onCancel={() => {
          setFound(null);
          scanner.resume();
        }}
      />
    </StaffPage>
  );
}
