import {
  type ConfirmSimulatedPaymentInput,
  type ConfirmSimulatedPaymentResponse,
  formatCents,
  type Order,
  type PaymentConfigResponse,
  type SessionUser,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Metrics } from '../../lib/metrics.js';
import type { ConnectWebhookEvent, PaymentProvider, PaymentWebhookEvent } from '../../providers/payments/payments.js';
import { isSimulatedPayments } from '../../providers/payments/simulated-payments.js';
import type { ConnectService } from '../connect/index.js';
import { recordPaymentFailed } from '../orders/index.js';
import type { RefundsService } from '../refunds/index.js';
import type { PaymentsRepo } from './payments.repo.js';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Anything a succeeded payment may be for (memberships); each ignores payments not its own. */
export type ConfirmListener = { confirmPayment(paymentIntentId: string): Promise<unknown> };

/** What a succeeded payment is for: the orders service marks the order it pays PAID. */
export type PaidListener = ConfirmListener & {
  settleInPaymentTransaction(tx: Tx, intent: { id: string; amountCents: number }): Promise<string | null>;
  announcePaid(orderId: string): void;
  getOrder(user: SessionUser, userId: string, orderId: string): Promise<Order>;
};

/** The payment form's settings, the simulated provider's confirm, and Stripe's webhook. */
export function createPaymentsService({
  payments,
  connect,
  paymentsRepo,
  orders,
  paidListeners = [],
  refunds,
  metrics,
  log,
}: {
  payments: PaymentProvider;
  /** Connected accounts: whose account took a payment, and what account events change (decision 091). */
  connect?: Pick<ConnectService, 'accountOfPayment' | 'applyAccountEvent' | 'recordDispute'>;
  paymentsRepo: PaymentsRepo;
  orders: PaidListener;
  /** Others a succeeded payment may be for (memberships); each ignores payments not its own. */
  paidListeners?: ConfirmListener[];
  /** Applies a refund made at the provider (charge.refunded) to its order, once. */
  refunds: Pick<RefundsService, 'applyProviderRefund'>;
  /** Counts failed card payments (queueless_payment_failures_total{operation="payment"}). */
  metrics?: Pick<Metrics, 'paymentFailures'>;
  log: FastifyBaseLogger;
}) {
  /** Tells every listener besides the orders; each answers null for a payment that is not its own. */
  async function confirmOthers(paymentIntentId: string): Promise<void> {
    for (const listener of paidListeners) await listener.confirmPayment(paymentIntentId);
  }

  /** The paid order as `user` may see it, or null: the payment stands either way, and mark-paid answers it too. */
  async function readPaidOrder(user: SessionUser, orderId: string): Promise<Order | null> {
    try {
      return await orders.getOrder(user, user.userId, orderId);
    } catch (error) {
      log.info({ err: error, orderId }, 'the paid order is not answered with its payment');
      return null;
    }
  }

  const simulated = isSimulatedPayments(payments) ? payments : null;

  /**
   * charge.refunded: a refund in full (made in Stripe's dashboard, or ours reported back) refunds its order, once. A
   * partial refund is not modelled (one refund in full per order, decision 023): logged at warn for the operator, the
   * order left as it is.
   */
  async function applyRefund(event: PaymentWebhookEvent): Promise<void> {
    const { refund, paymentIntentId } = event;
    if (!refund || !paymentIntentId) {
      log.warn(
        { event: 'stripe_refund_unreadable', eventId: event.id },
        'charge.refunded without its payment or amounts',
      );
      return;
    }
    if (!refund.isFull) {
      log.warn(
        { event: 'stripe_partial_refund_not_applied', eventId: event.id, paymentIntentId, ...refund },
        'a partial refund made at Stripe is not applied to its order',
      );
      return;
    }
    const result = await refunds.applyProviderRefund({
      paymentIntentId,
      providerRefundId: refund.providerRefundId,
      amountCents: refund.amountRefundedCents,
    });
    if (result === 'no-order') log.info({ eventId: event.id, paymentIntentId }, 'refunded payment is not an order’s');
  }

  /** payment_intent.payment_failed: the order stays unpaid (the customer may try another card); logged and counted. */
  function recordPaymentFailure(event: PaymentWebhookEvent): string {
    const { failure, paymentIntentId } = event;
    // A declined card is the customer's, not an outage: its own reason, which the payments alert leaves out.
    const reason = failure?.isDecline
      ? 'PAYMENT_DECLINED'
      : failure?.code && /^[A-Za-z0-9_]{1,40}$/.test(failure.code)
        ? failure.code
        : 'payment_failed';
    metrics?.paymentFailures.inc({ operation: 'payment', reason });
    log.info(
      { event: 'stripe_payment_failed', eventId: event.id, paymentIntentId, code: failure?.code ?? null, reason },
      'a card payment failed at Stripe; the order stays unpaid',
    );
    return reason;
  }

  async function handleConnectEvent(event: ConnectWebhookEvent): Promise<void> {
    if (!connect) return;
    const isAboutAccount = ['account.updated', 'account.application.deauthorized', 'payout.paid', 'payout.failed'];
    if (isAboutAccount.includes(event.type)) {
      await connect.applyAccountEvent(event);
      return;
    }
    if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
      if ((await connect.recordDispute(event)) === 'not-ours') {
        log.warn(
          { event: 'connect_event_wrong_account', eventId: event.id, account: event.account },
          'dispute ignored',
        );
      }
      return;
    }
    const { paymentIntentId } = event;
    if (!paymentIntentId) return;
    if ((await connect.accountOfPayment(paymentIntentId)) !== event.account) {
      log.warn(
        { event: 'connect_event_wrong_account', eventId: event.id, account: event.account, paymentIntentId },
        'a Connect event names an account its payment was not taken on; ignored',
      );
      return;
    }
    if (event.type === 'payment_intent.succeeded') {
      await orders.confirmPayment(paymentIntentId);
      return;
    }
    if (event.type === 'charge.refunded') {
      await applyRefund({ ...event, type: 'charge.refunded' });
      return;
    }
    if (event.type === 'payment_intent.payment_failed') {
      const reason = recordPaymentFailure({ ...event, type: 'payment_intent.payment_failed' });
      await paymentsRepo.transaction((tx) => recordPaymentFailed(tx, paymentIntentId, { reason }));
    }
  }

  return {
    /** True when the simulated provider is in use: only then is there a confirm route. */
    confirmsSimulatedPayments: simulated !== null,
    /** True when Stripe is in use: only then is there a webhook route. */
    receivesStripeWebhooks: payments.name === 'stripe',

    getConfig(): PaymentConfigResponse {
      return payments.publicConfig();
    },

    /**
     * Pays a simulated intent as Stripe.js would in the browser and, in the same transaction, does
     * what Stripe's payment_intent.succeeded webhook would: marks the order it pays PAID and takes its
     * stock. Both happen or neither: an order the stock cannot fill is refused before the card is
     * charged, and no process stop can leave a charged card with an unpaid order (decision 035).
     * The order it paid is answered too (read after the commit, as the order GET would for `user`), so the
     * browser needs no mark-paid call; without a user allowed to see it, the answer leaves it out.
     */
    async confirmSimulatedPayment(
      paymentIntentId: string,
      { clientSecret, paymentMethod }: ConfirmSimulatedPaymentInput,
      user: SessionUser | null = null,
    ): Promise<ConfirmSimulatedPaymentResponse> {
      if (!simulated) throw new AppError('NOT_FOUND', 'Payments are not simulated here.');
      let paidOrderId: string | null = null;
      const intent = await simulated.confirmIntent({
        paymentIntentId,
        clientSecret,
        paymentMethod,
        settle: async (tx, succeeded) => {
          paidOrderId = await orders.settleInPaymentTransaction(tx, succeeded);
        },
      });
      if (paidOrderId) orders.announcePaid(paidOrderId);
      if (intent.status === 'succeeded') {
        try {
          await confirmOthers(intent.id);
        } catch (error) {
          // The payment stands; the client's join (or a repeat of this confirm) activates what it paid for.
          log.error({ err: error, paymentIntentId }, 'what a simulated payment paid for was not confirmed');
        }
      }
      const paymentIntent = { id: intent.id, status: intent.status, amount: formatCents(intent.amountCents) };
      const order = paidOrderId && user ? await readPaidOrder(user, paidOrderId) : null;
      return order ? { paymentIntent, order } : { paymentIntent };
    },

    /**
     * Handles one Stripe delivery: the signature is checked first; an event already handled changes nothing. The
     * event is recorded only once it has been handled, so a delivery cut off on the way (the process dying, the
     * database going away) is handled again when Stripe delivers it again, never taken for done. The handling is
     * safe to repeat, and to run twice at once: an order is marked paid by one conditional transition, a membership
     * activated once per payment under its member's lock.
     */
    async receiveStripeWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<{ received: true }> {
      const event = payments.parseWebhook(rawBody, signatureHeader);
      if (await paymentsRepo.hasWebhookEvent(event.id)) {
        log.info({ eventId: event.id }, 'webhook event delivered again; already handled');
        return { received: true };
      }
      if (event.type === 'payment_intent.succeeded' && event.paymentIntentId) {
        await orders.confirmPayment(event.paymentIntentId);
        await confirmOthers(event.paymentIntentId);
      }
      if (event.type === 'charge.refunded') await applyRefund(event);
      const handled = { eventId: event.id, provider: payments.name, type: event.type };
      if (event.type === 'payment_intent.payment_failed' && event.paymentIntentId) {
        const reason = recordPaymentFailure(event);
        const paymentIntentId = event.paymentIntentId;
        // The failure changes no row of the order: its event is written with the delivery's record, once.
        await paymentsRepo.transaction(async (tx) => {
          await recordPaymentFailed(tx, paymentIntentId, { reason });
          await paymentsRepo.recordWebhookEvent(handled, tx);
        });
        return { received: true };
      }
      await paymentsRepo.recordWebhookEvent(handled);
      return { received: true };
    },

    /** True when Stripe is in use and the Connect endpoint has its secret (decision 091). */
    receivesStripeConnectWebhooks: payments.name === 'stripe',

    /**
     * Handles one Connect endpoint delivery (decision 091), as the platform's is handled (signature first, redelivery
     * a no-op, recorded once handled) with its own secret, and routed by its `account`: an event about a payment is
     * acted on only when it names the account that payment was taken on, so a correctly signed event for one connected
     * account never changes another vendor's orders (nor a platform payment's).
     */
    async receiveStripeConnectWebhook(rawBody: Buffer, signatureHeader: string | undefined) {
      const event = payments.connect.parseConnectWebhook(rawBody, signatureHeader);
      if (await paymentsRepo.hasWebhookEvent(event.id)) {
        log.info({ eventId: event.id }, 'connect webhook event delivered again; already handled');
        return { received: true as const };
      }
      await handleConnectEvent(event);
      await paymentsRepo.recordWebhookEvent({ eventId: event.id, provider: 'stripe-connect', type: event.type });
      return { received: true as const };
    },
  };
}
