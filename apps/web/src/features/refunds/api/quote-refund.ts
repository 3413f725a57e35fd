import { quotePartialRefund as quotePartialRefundEndpoint, type RefundQuoteBody } from '@queueless/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

type Where = { vendorLocationId: string; orderId: string };

/**
 * What refunding these lines would return, worked out by the server with the refund's own rule (decision 077): the
 * page never adds up money itself. Keyed by the lines, so each choice is asked once.
 */
export const refundQuoteQueryOptions = ({ vendorLocationId, orderId }: Where, lines: RefundQuoteBody['lines']) =>
  queryOptions({
    queryKey: ['refund-quote', orderId, lines],
    networkMode: 'always',
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      callEndpoint(quotePartialRefundEndpoint, { params: { vendorLocationId, orderId }, body: { lines }, signal }),
  });

export function useRefundQuote(where: Where, lines: RefundQuoteBody['lines']) {
  return useQuery({
    ...refundQuoteQueryOptions(where, lines),
    enabled: lines.length > 0,
    // While the next choice's amount is asked, the last one stays in view (marked as updating).
    placeholderData: keepPreviousData,
  });
}
