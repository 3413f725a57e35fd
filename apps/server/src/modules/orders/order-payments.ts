import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { callPaymentProvider, type PaymentIntent, type PaymentProvider } from '../../providers/payments/payments.js';
import type { OrderRow } from './orders.repo.js';

export type OrderPayments = ReturnType<typeof createOrderPayments>;

/** What the payment provider says about an order's payment. */
export type PaymentCheck = 'paid' | 'not-succeeded' | 'amount-differs';

/** The orders service's side of the payment provider: one intent per order, kept at the order's total. */
export function createOrderPayments({ payments, log }: { payments: PaymentProvider; log: FastifyBaseLogger }) {
  /** A provider failure that is not ours to explain becomes PROVIDER_FAILED (decision 038). */
  const call = <T>(what: string, run: () => Promise<T>) => callPaymentProvider(log, what, run);

  function createIntent(order: Pick<OrderRow, 'orderId' | 'userId' | 'vendorLocationId'>, amountCents: number) {
    const { orderId, userId, vendorLocationId } = order;
    return call('create an intent', () =>
      payments.createIntent({
        amountCents,
        idempotencyKey: `order:${orderId}:create`,
        metadata: { orderId, userId, vendorLocationId },
      }),
    );
  }

  return {
    createIntent,

    /** The order's payment as the provider has it now. */
    readIntent(paymentIntentId: string): Promise<PaymentIntent> {
      return call('read an intent', () => payments.retrieveIntent(paymentIntentId));
    },

    /**
     * Makes the order's payment ask for `totalCents`: creates it the first time, changes its amount
     * when it differs. Refuses when the customer has already paid (the amount can't change then).
     */
    async syncIntent(order: OrderRow, totalCents: number): Promise<PaymentIntent> {
      const { orderId, paymentIntentId } = order;
      if (!paymentIntentId) return createIntent(order, totalCents);
      const current = await call('read an intent', () => payments.retrieveIntent(paymentIntentId));
      if (current.status === 'succeeded' || current.status === 'processing') {
        throw new AppError('ORDER_NOT_IN_PROGRESS', 'This order has been paid and can no longer be changed.');
      }
      if (current.amountCents === totalCents) return current;
      // The order's version is part of the key: a total seen before (A → B → A) is a new change,
      // which a provider replaying its earlier answer for the same key would silently skip.
      const idempotencyKey = `order:${orderId}:amount:${totalCents}:v${order.updatedAt.getTime()}`;
      return call('change an intent amount', () =>
        payments.updateIntentAmount({ paymentIntentId, amountCents: totalCents, idempotencyKey }),
      );
    },

    /** Asks the provider (never the client) whether the payment succeeded for exactly `totalCents`. */
    async checkPayment(paymentIntentId: string, totalCents: number): Promise<PaymentCheck> {
      const intent = await call('read an intent', () => payments.retrieveIntent(paymentIntentId));
      if (intent.status !== 'succeeded') return 'not-succeeded';
      if (intent.amountCents !== totalCents) {
        log.warn(
          { paymentIntentId, paid: intent.amountCents, total: totalCents },
          'payment amount differs from the order total; order left unpaid',
        );
        return 'amount-differs';
      }
      return 'paid';
    },
  };
}
