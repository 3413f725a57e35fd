import {
  type ConfirmSimulatedPaymentInput,
  type ConfirmSimulatedPaymentResponse,
  formatCents,
  type PaymentConfigResponse,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { PaymentProvider } from '../../providers/payments/payments.js';
import { isSimulatedPayments } from '../../providers/payments/simulated-payments.js';
import type { PaymentsRepo } from './payments.repo.js';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** What a succeeded payment is for: the orders service marks the order it pays PAID. */
export type PaidListener = { confirmPayment(paymentIntentId: string): Promise<unknown> };

/** The payment form's settings, the simulated provider's confirm, and Stripe's webhook. */
export function createPaymentsService({
  payments,
  paymentsRepo,
  orders,
  paidListeners = [],
  log,
}: {
  payments: PaymentProvider;
  paymentsRepo: PaymentsRepo;
  orders: PaidListener;
  /** Others a succeeded payment may be for (memberships); each ignores payments not its own. */
  paidListeners?: PaidListener[];
  log: FastifyBaseLogger;
}) {
  const listeners = [orders, ...paidListeners];
  /** Tells every listener; each answers null for a payment that is not its own. */
  async function confirmEverywhere(paymentIntentId: string): Promise<void> {
    for (const listener of listeners) await listener.confirmPayment(paymentIntentId);
  }

  const simulated = isSimulatedPayments(payments) ? payments : null;

  return {
    /** True when the simulated provider is in use: only then is there a confirm route. */
    confirmsSimulatedPayments: simulated !== null,
    /** True when Stripe is in use: only then is there a webhook route. */
    receivesStripeWebhooks: payments.name === 'stripe',

    getConfig(): PaymentConfigResponse {
      return payments.publicConfig();
    },

    /**
     * Pays a simulated intent as Stripe.js would in the browser, then does what Stripe's
     * payment_intent.succeeded webhook would: marks the order it pays PAID. If that step fails the
     * payment still stands; the client's mark-paid call (or a repeat of this one) finishes the order.
     */
    async confirmSimulatedPayment(
      paymentIntentId: string,
      { clientSecret, paymentMethod }: ConfirmSimulatedPaymentInput,
    ): Promise<ConfirmSimulatedPaymentResponse> {
      if (!simulated) throw new AppError('NOT_FOUND', 'Payments are not simulated here.');
      const intent = await simulated.confirmIntent({ paymentIntentId, clientSecret, paymentMethod });
      if (intent.status === 'succeeded') {
        try {
          await confirmEverywhere(intent.id);
        } catch (error) {
          log.error({ err: error, paymentIntentId }, 'what a simulated payment paid for was not confirmed');
        }
      }
      return { paymentIntent: { id: intent.id, status: intent.status, amount: formatCents(intent.amountCents) } };
    },

    /**
     * Handles one Stripe delivery: the signature is checked first, then the event id is recorded so a
     * redelivery changes nothing. If handling fails the record is taken back and the error answered,
     * so Stripe delivers again.
     */
    async receiveStripeWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<{ received: true }> {
      const event = payments.parseWebhook(rawBody, signatureHeader);
      const isNew = await paymentsRepo.recordWebhookEvent({
        eventId: event.id,
        provider: payments.name,
        type: event.type,
      });
      if (!isNew) {
        log.info({ eventId: event.id }, 'webhook event delivered again; already handled');
        return { received: true };
      }
      try {
        if (event.type === 'payment_intent.succeeded' && event.paymentIntentId) {
          await confirmEverywhere(event.paymentIntentId);
        }
      } catch (error) {
        await paymentsRepo.forgetWebhookEvent(event.id);
        throw error;
      }
      return { received: true };
    },
  };
}
