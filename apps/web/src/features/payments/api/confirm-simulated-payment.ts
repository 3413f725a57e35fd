import type { ConfirmSimulatedPaymentBody, ConfirmSimulatedPaymentResponse } from '@queueless/contracts';
import { confirmSimulatedPayment as confirmSimulatedPaymentEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** Pays a simulated payment intent with a test card or the wallet button; a declined card is a 402. */
export function confirmSimulatedPayment(
  paymentIntentId: string,
  body: ConfirmSimulatedPaymentBody,
): Promise<ConfirmSimulatedPaymentResponse> {
  return callEndpoint(confirmSimulatedPaymentEndpoint, { params: { paymentIntentId }, body });
}
