import type { Order } from '@queueless/contracts';
import type { PaymentOutcome } from '#web/features/payments/payment-panel';

/**
 * The paid order after a payment the provider accepted: the one its confirm answered when that already marked this
 * order PAID (simulated provider), else what `markPaid` answers (Stripe, or a confirm that left the order out).
 */
export async function paidOrderAfter(
  outcome: PaymentOutcome,
  orderId: string,
  markPaid: () => Promise<Order>,
): Promise<Order> {
  if (typeof outcome === 'object' && outcome.paidOrder.orderId === orderId && outcome.paidOrder.status === 'PAID') {
    return outcome.paidOrder;
  }
  return markPaid();
}
