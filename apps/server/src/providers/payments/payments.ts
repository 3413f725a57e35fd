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
  /** The connected account a direct charge lives on (decision 091); absent on the platform's account. */
  accountId?: string;
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
  /** A Connect delivery: the connected account the event happened on (Stripe's top-level `account`); else null. */
  account?: string | null;
};

/**
 * Where a payment is taken (decision 091): on a vendor's connected account, as a direct charge with the platform's
 * application fee. Absent: on the platform's own account, as before.
 */
export type ChargeOnAccount = { accountId: string; applicationFeeCents: number };

/** A connected account's state, as `account.updated` and a retrieve both carry it. */
export type ConnectedAccountState = {
  accountId: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** Stripe's `requirements.currently_due` (and past due): what the vendor still has to give. */
  requirementsDue: string[];
};

/** A payout from a connected account's balance to the vendor's bank. */
export type ConnectedPayout = {
  payoutId: string;
  amountCents: number;
  /** When it reaches (or reached) the bank. */
  arrivalDate: Date;
  status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';
};

/** A verified delivery of the Connect endpoint: routed by its `account` (decision 091). */
export type ConnectWebhookEvent = {
  id: string;
  type:
    | 'payment_intent.succeeded'
    | 'payment_intent.payment_failed'
    | 'charge.refunded'
    | 'charge.dispute.created'
    | 'charge.dispute.closed'
    | 'account.updated'
    | 'account.application.deauthorized'
    | 'payout.paid'
    | 'payout.failed'
    | 'other';
  /** The connected account the event happened on; a Connect delivery always names one. */
  account: string;
  paymentIntentId: string | null;
  refund?: PaymentWebhookEvent['refund'];
  failure?: PaymentWebhookEvent['failure'];
  accountState?: ConnectedAccountState;
  payout?: ConnectedPayout;
  dispute?: { disputeId: string; amountCents: number; status: string; reason: string | null };
};

/** Connected accounts (Stripe Connect, or the simulated provider's model of it). */
export type ConnectProvider = {
  /** An Express account for a vendor, once per idempotency key. */
  createAccount(input: { vendorId: string; idempotencyKey: string }): Promise<ConnectedAccountState>;
  /** The onboarding page's address (Stripe's account link; the simulated page offline). */
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  retrieveAccount(accountId: string): Promise<ConnectedAccountState>;
  /** The account's payouts arriving on or after `since`, newest first. */
  listPayouts(accountId: string, since: Date): Promise<ConnectedPayout[]>;
  /**
   * Standard accounts (a vendor that already has a Stripe account): the address of Stripe's OAuth consent page, which
   * sends the vendor back to `redirectUri` with a code and our `state` (the simulated provider consents at once).
   */
  oauthAuthorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the consent's code for the account it connected (`stripe.oauth.token`), and reads that account. */
  exchangeOauthCode(code: string): Promise<ConnectedAccountState>;
  /** Disconnects a Standard account from the platform (`stripe.oauth.deauthorize`). */
  deauthorizeAccount(accountId: string): Promise<void>;
  /**
   * Registers the install's domain on a connected account for Apple Pay / Google Pay (payment method domains with
   * `Stripe-Account`), once per idempotency key; answers the domain's id.
   */
  registerPaymentMethodDomain(input: { accountId: string; domain: string; idempotencyKey: string }): Promise<{
    id: string;
  }>;
  /** Verifies a Connect endpoint delivery with the Connect endpoint's own secret and reads it. */
  parseConnectWebhook(rawBody: Buffer, signatureHeader: string | undefined): ConnectWebhookEvent;
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
    /** A direct charge on a connected account (decision 091); the key is then that account's. */
    onAccount?: ChargeOnAccount;
  }): Promise<PaymentIntent>;
  /** Changes the amount of an intent that has not been paid yet (cart or tip changed). */
  updateIntentAmount(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    /** The connected account the intent lives on, with the fee for the new amount. */
    onAccount?: ChargeOnAccount;
  }): Promise<PaymentIntent>;
  /** `accountId`: the connected account the intent lives on (a direct charge). */
  retrieveIntent(paymentIntentId: string, accountId?: string): Promise<PaymentIntent>;
  /** Returns `amountCents` of a succeeded intent, once per idempotency key. */
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    /** On a connected account: the account, and whether the application fee goes back in proportion. */
    onAccount?: { accountId: string; refundApplicationFee: boolean };
  }): Promise<{ refundId: string }>;
  /** Connected accounts, for an install whose vendors are paid into their own (decision 091). */
  connect: ConnectProvider;
  /** Verifies a webhook delivery's signature and reads it; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentWebhookEvent;
};
