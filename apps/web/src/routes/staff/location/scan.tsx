import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ShortIdChoices } from '#web/features/pickup/components/short-id-choices';
import { useScanOrderPage } from '#web/features/pickup/use-scan-order-page';
import { ManualOrderEntry } from '#web/features/scanner/components/manual-order-entry';
import { QrScannerView } from '#web/features/scanner/components/qr-scanner-view';
import { StaffNotFound } from '#web/features/staff/components/staff-not-found';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { useVendorLocation } from '#web/features/vendor-locations/api/get-vendor-location';
import { isApiError } from '#web/lib/api-client';
import { DEFAULT_LOCATION_ID } from '#web/lib/constants';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/scan: scan a customer's pickup QR code. */
export function StaffScanOrderPage() {
  const { t } = useLingui();
  const { vendorLocationId = DEFAULT_LOCATION_ID } = useParams();
  const location = useVendorLocation(vendorLocationId);
  const isNotFound = location.isError && isApiError(location.error) && location.error.status === 404;
  // The camera starts once the location answered (at once when the menu just read it): a location that does not
  // exist shows its not-found page and nothing of a camera.
  const { scanner, openTypedOrder, typedLookup, clearTypedLookup } = useScanOrderPage(vendorLocationId, {
    cameraWanted: location.isSuccess || (location.isError && !isNotFound),
  });

  // The order page's code loads while the camera starts, so the first scan opens it at once.
  useEffect(() => {
    void import('./order');
  }, []);

  if (isNotFound) return <StaffNotFound />;

  return (
    <StaffPage
      title={t`Scan Order`}
      heading={t`Scan Order QR Code`}
      back={{ to: staffPaths.staffLocation(vendorLocationId), label: t`Back to location menu` }}
      subtitle={location.data ? `${location.data.description} · ${vendorLocationId}` : vendorLocationId}
    >
      <QrScannerView
        className="mt-5"
        videoRef={scanner.videoRef}
        state={scanner.state}
        onStart={() => void scanner.start()}
        hint={t`Point at the customer's QR code`}
      />
      <ManualOrderEntry
        onSubmit={(orderCode) => void openTypedOrder(orderCode)}
        isLooking={typedLookup.status === 'looking'}
        lookupError={typedLookup.status === 'none' ? typedLookup.message : null}
        onEdit={clearTypedLookup}
      >
        {typedLookup.status === 'choices' && (
          <ShortIdChoices orders={typedLookup.orders} vendorLocationId={vendorLocationId} />
        )}
      </ManualOrderEntry>
    </StaffPage>
  );
}
