import { printReceipt as printReceiptEndpoint } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Prints the customer's receipt of a paid order on the printer chosen (once while one waits on that printer). */
export function usePrintReceipt({ vendorLocationId, orderId }: { vendorLocationId: string; orderId: string }) {
  return useMutation({
    mutationFn: (printerId: string) =>
      callEndpoint(printReceiptEndpoint, { params: { vendorLocationId, orderId }, body: { printerId } }),
  });
}
