import { getOrderCode } from '@queueless/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/**
 * The order's signed pickup code (decision 092), which a bar device checks without the network. Until it arrives (or
 * when it cannot be had) the QR code holds the bare order id, which every scanner online reads as before. The server
 * signs only a paid order's code (decision 101), so it is asked for once the order is paid.
 */
export function useOrderCode(userId: string | undefined, orderId: string, isPaid: boolean) {
  return useQuery({
    queryKey: ['users', userId, 'orders', orderId, 'code'],
    queryFn: ({ signal }) => callEndpoint(getOrderCode, { params: { userId: userId ?? '', orderId }, signal }),
    enabled: Boolean(userId && orderId && isPaid),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
