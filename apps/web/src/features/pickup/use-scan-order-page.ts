import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths';
import { showToast } from '#web/components/ui/toast';
import { staffOrderQueryOptions } from '#web/features/orders/api/get-staff-order';
import { parseLocationUrl } from '#web/features/scanner/location-url';
import { extractOrderCode } from '#web/features/scanner/order-code';
import { scannerMessages } from '#web/features/scanner/scanner-messages';
import { useQrScanner } from '#web/features/scanner/use-qr-scanner';

/**
 * The scan-order page's actions: a customer's pickup code (scanned or typed) opens the order at this location; a
 * location poster or a code that is no order is refused with a toast, and the scanner scans on.
 */
export function useScanOrderPage(vendorLocationId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

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

  return { scanner, openOrder };
}
