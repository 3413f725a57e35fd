import type { ConfirmSimulatedPaymentBody, ConfirmSimulatedPaymentResponse } from '@queueless/contracts';
import { confirmSimulatedPayment as confirmSimulatedPaymentEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { apiRequest } from '#web/lib/api-client';

/** Pays a simulated payment intent with a test card or the wallet button; a declined card is a 402. */
export function confirmSimulatedPayment(
  paymentIntentId: string,
  body: ConfirmSimulatedPaymentBody,
): Promise<ConfirmSimulatedPaymentResponse> {
  return apiRequest<ConfirmSimulatedPaymentResponse>(
    endpointPath(confirmSimulatedPaymentEndpoint, { paymentIntentId }),
    {
      method: 'POST',
      body,
    },
  );
}
