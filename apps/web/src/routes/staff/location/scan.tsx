import { useEffect } from 'react';
import { useParams } from 'react-router';
import { paths } from '#web/app/paths';
import { useScanOrderPage } from '#web/features/pickup/use-scan-order-page';
import { ManualOrderEntry } from '#web/features/scanner/components/manual-order-entry';
import { QrScannerView } from '#web/features/scanner/components/qr-scanner-view';
import { StaffNotFound } from '#web/features/staff/components/staff-not-found';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { useVendorLocation } from '#web/features/vendor-locations/api/get-vendor-location';
import { isApiError } from '#web/lib/api-client';
import { DEFAULT_LOCATION_ID } from '#web/lib/constants';

/** /staff/location/{vendorLocationId}/scan: scan a customer's pickup QR code. */
export function StaffScanOrderPage() {
  const { vendorLocationId = DEFAULT_LOCATION_ID } = useParams();
  const location = useVendorLocation(vendorLocationId);
  const { scanner, openOrder } = useScanOrderPage(vendorLocationId);

  // The order page's code loads while the camera starts, so the first scan opens it at once.
  useEffect(() => {
    void import('./order');
  }, []);

  if (location.isError && isApiError(location.error) && location.error.status === 404) return <StaffNotFound />;

  return (
    <StaffPage
      title="Scan Order"
      heading="Scan Order QR Code"
      back={{ to: paths.staffLocation(vendorLocationId), label: 'Back to location menu' }}
      subtitle={location.data ? `${location.data.description} · ${vendorLocationId}` : vendorLocationId}
    >
      <QrScannerView
        className="mt-5"
        videoRef={scanner.videoRef}
        state={scanner.state}
        onStart={() => void scanner.start()}
        hint="Point at the customer's QR code"
      />
      <ManualOrderEntry onSubmit={openOrder} />
    </StaffPage>
  );
}
