import type { FastifyBaseLogger } from 'fastify';
import { callProvider } from '../provider-failure.js';

/** PROVIDER_FAILED's words for a customer whose payment the provider did not take or tell about. */
export const PAYMENT_SERVICE_DOWN = 'The payment service is not answering. Please try again.';

/**
 * A module's call to the payment provider (`what`: "create an intent"…): a failure that is not ours to explain
 * becomes PROVIDER_FAILED in PAYMENT_SERVICE_DOWN; an AppError the provider threw goes on as it is (decision 038).
 */
export function callPaymentProvider<T>(log: FastifyBaseLogger, what: string, run: () => Promise<T>): Promise<T> {
  return callProvider(
    { log, what: `payment provider failed to ${what}`, message: PAYMENT_SERVICE_DOWN, keepAppErrors: true },
    run,
  );
}

/** The life cycle both providers share (Stripe's PaymentIntent statuses we act on). */
export type PaymentIntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: 'usd';
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
};

/** A verified provider event; `id` is the provider's event id (for de-duplication). */
export type PaymentWebhookEvent = {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded' | 'other';
  paymentIntentId: string | null;
  /** charge.refunded: what the charge says was returned (a refund made in the provider's dashboard, say). */
  refund?: {
    chargeId: string;
    /** The provider's id of the latest refund when the event carries it, else the charge's. */
    providerRefundId: string;
    amountCents: number;
    amountRefundedCents: number;
    /** Whether the whole charge has been returned. */
    isFull: boolean;
  };
  /** payment_intent.payment_failed: why the last attempt failed (a decline code when the card was declined). */
  failure?: { code: string | null; isDecline: boolean };
};

/**
 * Takes card and wallet payments. `simulated` (default, offline) keeps intents in our database and
 * lets the browser confirm them with test cards; `stripe` calls Stripe's API when keys are set.
 * Every call that creates money movement carries an idempotency key.
 */
export type PaymentProvider = {
  name: 'simulated' | 'stripe';
  /** What the browser needs to show the right payment form. */
  publicConfig(): { provider: 'simulated' | 'stripe'; publishableKey: string | null };
  createIntent(input: {
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent>;
  /** Changes the amount of an intent that has not been paid yet (cart or tip changed). */
  updateIntentAmount(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  retrieveIntent(paymentIntentId: string): Promise<PaymentIntent>;
  /** Returns the full amount of a succeeded intent, once per idempotency key. */
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /** Verifies a webhook delivery's signature and reads it; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentWebhookEvent;
};
