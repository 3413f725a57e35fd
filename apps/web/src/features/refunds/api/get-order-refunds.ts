import { listOrderRefunds as listOrderRefundsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

type Where = { vendorLocationId: string; orderId: string };

/** The order's units left to refund and its partial refunds (decision 077). */
export const orderRefundsQueryOptions = ({ vendorLocationId, orderId }: Where) =>
  queryOptions({
    queryKey: ['order-refunds', orderId],
    networkMode: 'always',
    queryFn: ({ signal }) => callEndpoint(listOrderRefundsEndpoint, { params: { vendorLocationId, orderId }, signal }),
  });

export function useOrderRefunds(where: Where, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderRefundsQueryOptions(where), enabled });
}
