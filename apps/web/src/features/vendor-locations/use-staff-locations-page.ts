import type { VendorLocation } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '#web/components/ui/toast';
import { useQrScanner } from '#web/features/scanner/use-qr-scanner';
import { staffPaths } from '#web/lib/staff-paths';
import { forgetLocation, readPastLocations, rememberLocation } from './past-locations';
import { resolveScannedLocation } from './resolve-scanned-location';

type OpenedLocation = { vendorLocationId: string; description: string };

/**
 * /staff/locations' state and actions: the scanner reads a location's QR code (found: a dialog to confirm; refused: a
 * toast and the reason under the camera, and it scans on), and the locations used before, to open or forget.
 */
export function useStaffLocationsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [found, setFound] = useState<VendorLocation | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [pastLocations, setPastLocations] = useState(readPastLocations);

  // The scanner stays in 'processing' until the dialog closes or a refusal lets it scan on.
  const onScan = async (text: string, { resume }: { resume: () => void }) => {
    const result = await resolveScannedLocation(text, queryClient);
    if (result.ok) {
      setDetail(null);
      setFound(result.location);
      return;
    }
    setDetail(result.detail ?? null);
    showToast({ title: result.title, description: result.description, variant: 'error' });
    resume();
  };
  const scanner = useQrScanner({ onScan: (text, controls) => void onScan(text, controls) });

  const open = (location: OpenedLocation) => {
    rememberLocation({ vendorLocationId: location.vendorLocationId, description: location.description });
    void navigate(staffPaths.staffLocation(location.vendorLocationId));
  };

  return {
    scanner,
    detail,
    found,
    pastLocations,
    open,
    forget: (vendorLocationId: string) => setPastLocations(forgetLocation(vendorLocationId)),
    confirmFound: (location: OpenedLocation) => {
      setFound(null);
      open(location);
    },
    cancelFound: () => {
      setFound(null);
      scanner.resume();
    },
  };
}
