import { t } from '@lingui/core/macro';
import { type Order, SHORT_ORDER_ID_LENGTH, SHORT_ORDER_ID_WINDOW_DAYS } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '#web/components/ui/toast';
import { staffOrderQueryOptions } from '#web/features/orders/api/get-staff-order';
import { parseLocationUrl } from '#web/features/scanner/location-url';
import { extractOrderCode } from '#web/features/scanner/order-code';
import { scannerMessages } from '#web/features/scanner/scanner-messages';
import { useQrScanner } from '#web/features/scanner/use-qr-scanner';
import { isApiError } from '#web/lib/api-client';
import { staffPaths } from '#web/lib/staff-paths';
import { findOrdersByShortId } from './api/find-orders-by-short-id';

/** What the typed ORDER # found: looking, nothing (a message), or several orders to choose from. */
export type TypedOrderLookup =
  | { status: 'idle' }
  | { status: 'looking' }
  | { status: 'none'; message: string }
  | { status: 'choices'; orders: Order[] };

export const orderNotFoundMessage = (shortOrderId: string) => {
  const days = SHORT_ORDER_ID_WINDOW_DAYS;
  return t`Order Not Found: no order at this location in the last ${days} days ends in #${shortOrderId}.`;
};

/** A typed code this long is the ORDER # customers read out (the last 6 characters of the id), not a whole id. */
export const isShortOrderId = (code: string) => code.length === SHORT_ORDER_ID_LENGTH;

/**
 * The scan-order page's actions: a customer's pickup code (scanned or typed) opens the order at this location; a
 * typed 6-character ORDER # is looked up among the location's recent orders first (one opens, several are offered);
 * a location poster or a code that is no order is refused with a toast, and the scanner scans on. The camera starts
 * only when `cameraWanted` (not on a location that does not exist).
 */
export function useScanOrderPage(vendorLocationId: string, { cameraWanted = true }: { cameraWanted?: boolean } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typedLookup, setTypedLookup] = useState<TypedOrderLookup>({ status: 'idle' });

  const openOrder = (orderCode: string) => {
    // Asked for now, while the page changes: the order page finds it in flight.
    void queryClient.prefetchQuery(staffOrderQueryOptions(orderCode));
    void navigate(staffPaths.staffOrder(vendorLocationId, orderCode));
  };

  const openTypedOrder = async (orderCode: string) => {
    if (!isShortOrderId(orderCode)) return openOrder(orderCode);
    setTypedLookup({ status: 'looking' });
    try {
      const found = await findOrdersByShortId(vendorLocationId, orderCode);
      if (found.length === 1 && found[0]) return openOrder(found[0].orderId);
      setTypedLookup(
        found.length === 0
          ? { status: 'none', message: orderNotFoundMessage(orderCode) }
          : { status: 'choices', orders: found },
      );
    } catch (error) {
      const message = isApiError(error) && error.status < 500 ? error.message : t`Please try again.`;
      setTypedLookup({ status: 'none', message });
    }
  };

  const scanner = useQrScanner({
    autoStart: cameraWanted,
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

  return {
    scanner,
    openOrder,
    openTypedOrder,
    typedLookup,
    clearTypedLookup: () => setTypedLookup({ status: 'idle' }),
  };
}
