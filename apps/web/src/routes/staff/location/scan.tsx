import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '#web/app/paths';
import { showToast } from '#web/components/ui/toast';
import { staffOrderQueryOptions } from '#web/features/orders/api/get-staff-order';
import { ManualOrderEntry } from '#web/features/scanner/components/manual-order-entry';
import { QrScannerView } from '#web/features/scanner/components/qr-scanner-view';
import { parseLocationUrl } from '#web/features/scanner/location-url';
import { extractOrderCode } from '#web/features/scanner/order-code';
import { scannerMessages } from '#web/features/scanner/scanner-messages';
import { useQrScanner } from '#web/features/scanner/use-qr-scanner';
import { StaffNotFound } from '#web/features/staff/components/staff-not-found';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { useVendorLocation } from '#web/features/vendor-locations/api/get-vendor-location';
import { isApiError } from '#web/lib/api-client';
import { DEFAULT_LOCATION_ID } from '#web/lib/constants';

/** /staff/location/{vendorLocationId}/scan: scan a customer's pickup QR code. */
export function StaffScanOrderPage() {
  const { vendorLocationId = DEFAULT_LOCATION_ID } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useVendorLocation(vendorLocationId);

  // The order page's code loads while the camera starts, so the first scan opens it at once.
  useEffect(() => {
    void import('./order');
  }, []);

  const openOrder = (orderCode: string) => {
    // Asked for now, while the page changes: the order page finds it in flight.
    void queryClient.prefetchQuery(staffOrderQueryOptions(orderCode));
    void navigate(paths.staffOrder(vendorLocationId, orderCode));
  };

  const scanner = useQrScanner({
    onScan: (text, { resume }) => {
      const refuse = (description: string) => {
        showToast({ title: scannerMessages.invalidQrTitle, description, variant: 'error' });
        resume();
      };
      // A location poster is not an order.
      if (parseLocationUrl(text).ok) return refuse(scannerMessages.invalidOrderQr);
      const orderCode = extractOrderCode(text);
      if (!orderCode) return refuse(scannerMessages.invalidOrderQrFormat);
      openOrder(orderCode);
    },
  });

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
