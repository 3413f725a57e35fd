import type { ConfirmSimulatedPaymentBody, ConfirmSimulatedPaymentResponse } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import * as apiPaths from '#web/lib/api-paths';

/** Pays a simulated payment intent with a test card or the wallet button; a declined card is a 402. */
export function confirmSimulatedPayment(
  paymentIntentId: string,
  body: ConfirmSimulatedPaymentBody,
): Promise<ConfirmSimulatedPaymentResponse> {
  return apiRequest<ConfirmSimulatedPaymentResponse>(apiPaths.confirmSimulatedPayment(paymentIntentId), {
    method: 'POST',
    body,
  });
}
