import { reprintOrder as reprintOrderEndpoint } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Queues the order's tickets again on their stations' printers. */
export function useReprintOrder({ vendorLocationId, orderId }: { vendorLocationId: string; orderId: string }) {
  return useMutation({
    mutationFn: () => callEndpoint(reprintOrderEndpoint, { params: { vendorLocationId, orderId }, body: {} }),
  });
}
