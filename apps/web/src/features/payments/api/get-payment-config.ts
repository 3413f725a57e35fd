import type { PaymentConfigResponse } from '@queueless/contracts';
import { getPaymentConfig as getPaymentConfigEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { pagePaymentConfig } from '#web/lib/page-data-order';

/** Which payment form to show: our simulated one, or Stripe's with its publishable key. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfigResponse> {
  return callEndpoint(getPaymentConfigEndpoint, { signal, anonymous: true });
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // Fixed for the life of a server; a location page's HTML carries it (decision 017).
    staleTime: Number.POSITIVE_INFINITY,
    initialData: pagePaymentConfig,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
