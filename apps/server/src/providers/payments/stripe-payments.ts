import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { providerFailed } from '../provider-failure.js';
import {
  PAYMENT_SERVICE_DOWN,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
} from './payments.js';
import { parseStripeConnectWebhook, toAccountState } from './stripe-connect-webhook.js';
import { parseStripeWebhook } from './stripe-webhook.js';

/**
 * The API version every request asks for: the one the installed SDK is typed and tested against (its pinned
 * default), so a change of the account's default can't change answers, and an SDK upgrade is the one place the
 * version moves (decision 068).
 */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;

/**
 * How many times the SDK sends a call again after a network error, a 409, a 5xx or Stripe's `Stripe-Should-Retry`
 * (with a growing back-off from 0.5 s); every POST carries our idempotency key, so a retry is answered from the first.
 */
export const STRIPE_MAX_NETWORK_RETRIES = 2;

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The Connect endpoint's own signing secret (decision 091); without it, Connect deliveries are refused. */
  connectWebhookSecret?: string;
  /** The platform's Connect client id (`ca_…`), for Standard accounts through OAuth; without it, OAuth is refused. */
  connectClientId?: string;
  /** https://api.stripe.com in production; a local stand-in in tests. */
  apiBaseUrl?: string;
  /** For the webhook timestamp check. */
  clock?: Clock;
};

/** Stripe's statuses, folded into ours: every "the customer still has to do something" is one. */
const statusOf: Record<string, PaymentIntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_payment_method',
  processing: 'processing',
  // Only with manual capture, which we don't use: the money is held, not yet taken.
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

// The SDK's types say what Stripe should answer; what it did answer is still read, as before.
const stripeIntentSchema = z.object({
  id: z.string(),
  client_secret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  metadata: z.record(z.string(), z.string()).default({}),
});

const stripeAccountSchema = z
  .object({
    id: z.string(),
    details_submitted: z.boolean().optional(),
    charges_enabled: z.boolean().optional(),
    payouts_enabled: z.boolean().optional(),
    requirements: z
      .object({ currently_due: z.array(z.string()).nullish(), past_due: z.array(z.string()).nullish() })
      .loose()
      .nullish(),
  })
  .loose();

const stripePayoutsSchema = z.object({
  data: z.array(
    z.object({ id: z.string(), amount: z.number().int(), arrival_date: z.number().int(), status: z.string() }).loose(),
  ),
});

function toAccount(body: unknown) {
  const parsed = stripeAccountSchema.safeParse(body);
  if (!parsed.success) throw stripeFailed('Stripe answered an account we could not read');
  return toAccountState(parsed.data.id, parsed.data);
}

const stripeRefundSchema = z.object({ id: z.string(), status: z.string().nullish() });

/** Every failure of Stripe's, its network errors included, is PROVIDER_FAILED for the caller (provider-failure.ts). */
const stripeFailed = (detail: string, cause?: unknown) => providerFailed(PAYMENT_SERVICE_DOWN, detail, cause);

function toIntent(body: unknown): PaymentIntent {
  const parsed = stripeIntentSchema.safeParse(body);
  if (!parsed.success) throw stripeFailed('Stripe answered a payment intent we could not read');
  const intent = parsed.data;
  const status = statusOf[intent.status];
  if (!status) throw stripeFailed(`Stripe answered an unknown payment intent status: ${intent.status}`);
  if (intent.currency !== 'usd') throw stripeFailed(`Stripe answered a payment intent in ${intent.currency}`);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    amountCents: intent.amount,
    currency: 'usd',
    status,
    metadata: intent.metadata,
  };
}

/** The SDK's `host`/`port`/`protocol` of a base URL (the stand-in's in tests). */
function addressOf(apiBaseUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** What went wrong, for the log (never for the caller): the status, Stripe's error type and code, or the socket's. */
function describeFailure(what: string, error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.statusCode) {
      const reason = [error.rawType, error.code].filter(Boolean).join('/') || 'no error code';
      return `Stripe answered ${error.statusCode} (${reason}) when asked to ${what}`;
    }
    const detail = error.detail instanceof Error ? error.detail : null;
    const code = (detail as (Error & { code?: string }) | null)?.code;
    return `Stripe did not answer when asked to ${what}${code ? ` (${code})` : ''}: ${error.message}`;
  }
  return `Stripe did not answer when asked to ${what}`;
}

/** Card and wallet payments through Stripe's official SDK (decision 068). */
export function createStripePayments(options: StripeOptions): PaymentProvider {
  const clock = options.clock ?? (() => new Date());
  const stripe = new Stripe(options.secretKey, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: 10_000,
    telemetry: false,
    ...addressOf(options.apiBaseUrl ?? 'https://api.stripe.com'),
  });

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw stripeFailed(
        describeFailure(what, error),
        error instanceof Stripe.errors.StripeError ? (error.detail ?? error) : error,
      );
    }
  }

  return {
    name: 'stripe',

    publicConfig: () => ({ provider: 'stripe', publishableKey: options.publishableKey }),

    async createIntent({ amountCents, idempotencyKey, metadata, onAccount }) {
      // A direct charge (decision 091): made on the vendor's account (Stripe-Account), the platform's fee taken from
      // it; Stripe keeps idempotency keys per account, so the same key never reaches another account's charge.
      const intent = await call('create a payment intent', () =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            automatic_payment_methods: { enabled: true },
            metadata,
            ...(onAccount ? { application_fee_amount: onAccount.applicationFeeCents } : {}),
          },
          { idempotencyKey, ...(onAccount ? { stripeAccount: onAccount.accountId } : {}) },
        ),
      );
      return toIntent(intent);
    },

    async updateIntentAmount({ paymentIntentId, amountCents, idempotencyKey, onAccount }) {
      const intent = await call(`change payment intent ${paymentIntentId}`, () =>
        stripe.paymentIntents.update(
          paymentIntentId,
          {
            amount: amountCents,
            ...(onAccount ? { application_fee_amount: onAccount.applicationFeeCents } : {}),
          },
          { idempotencyKey, ...(onAccount ? { stripeAccount: onAccount.accountId } : {}) },
        ),
      );
      return toIntent(intent);
    },

    async retrieveIntent(paymentIntentId, accountId) {
      return toIntent(
        await call(`read payment intent ${paymentIntentId}`, () =>
          stripe.paymentIntents.retrieve(paymentIntentId, {}, accountId ? { stripeAccount: accountId } : {}),
        ),
      );
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey, onAccount }) {
      const refund = await call(`refund payment intent ${paymentIntentId}`, () =>
        stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            amount: amountCents,
            ...(onAccount ? { refund_application_fee: onAccount.refundApplicationFee } : {}),
          },
          { idempotencyKey, ...(onAccount ? { stripeAccount: onAccount.accountId } : {}) },
        ),
      );
      const parsed = stripeRefundSchema.safeParse(refund);
      if (!parsed.success) throw stripeFailed('Stripe answered a refund we could not read');
      if (parsed.data.status === 'failed' || parsed.data.status === 'canceled') {
        throw stripeFailed(`Stripe's refund ${parsed.data.id} is ${parsed.data.status}`);
      }
      return { refundId: parsed.data.id };
    },

    parseWebhook(rawBody, signatureHeader) {
      return parseStripeWebhook({ rawBody, signatureHeader, secret: options.webhookSecret, now: clock() });
    },

    connect: {
      async createAccount({ vendorId, idempotencyKey }) {
        const account = await call(`create a connected account for ${vendorId}`, () =>
          stripe.accounts.create(
            {
              type: 'express',
              country: 'US',
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
              metadata: { vendorId },
            },
            { idempotencyKey },
          ),
        );
        return toAccount(account);
      },

      async createAccountLink({ accountId, refreshUrl, returnUrl }) {
        const link = await call(`create an onboarding link for ${accountId}`, () =>
          stripe.accountLinks.create({
            account: accountId,
            refresh_url: refreshUrl,
            return_url: returnUrl,
            type: 'account_onboarding',
          }),
        );
        const parsed = z.object({ url: z.string().url() }).safeParse(link);
        if (!parsed.success) throw stripeFailed('Stripe answered an account link we could not read');
        return { url: parsed.data.url };
      },

      async retrieveAccount(accountId) {
        return toAccount(await call(`read account ${accountId}`, () => stripe.accounts.retrieve(accountId)));
      },

      async listPayouts(accountId, since) {
        const list = await call(`list the payouts of ${accountId}`, () =>
          stripe.payouts.list(
            { arrival_date: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 },
            { stripeAccount: accountId },
          ),
        );
        const parsed = stripePayoutsSchema.safeParse(list);
        if (!parsed.success) throw stripeFailed('Stripe answered payouts we could not read');
        return parsed.data.data.map((payout) => ({
          payoutId: payout.id,
          amountCents: payout.amount,
          arrivalDate: new Date(payout.arrival_date * 1000),
          status: (['pending', 'in_transit', 'paid', 'failed', 'canceled'].includes(payout.status)
            ? payout.status
            : 'pending') as 'pending',
        }));
      },

      oauthAuthorizeUrl({ state, redirectUri }) {
        if (!options.connectClientId) {
          throw new AppError('CONFLICT', 'This install cannot connect existing Stripe accounts.');
        }
        return stripe.oauth.authorizeUrl({
          response_type: 'code',
          client_id: options.connectClientId,
          scope: 'read_write',
          state,
          redirect_uri: redirectUri,
        });
      },

      async exchangeOauthCode(code) {
        const token = await call('exchange an OAuth code', () =>
          stripe.oauth.token({ grant_type: 'authorization_code', code }),
        );
        const parsed = z.object({ stripe_user_id: z.string().min(1) }).safeParse(token);
        if (!parsed.success) throw stripeFailed('Stripe answered an OAuth token we could not read');
        const accountId = parsed.data.stripe_user_id;
        return toAccount(await call(`read account ${accountId}`, () => stripe.accounts.retrieve(accountId)));
      },

      async deauthorizeAccount(accountId) {
        const clientId = options.connectClientId;
        if (!clientId) throw new AppError('CONFLICT', 'This install cannot connect existing Stripe accounts.');
        await call(`disconnect account ${accountId}`, () =>
          stripe.oauth.deauthorize({ client_id: clientId, stripe_user_id: accountId }),
        );
      },

      async registerPaymentMethodDomain({ accountId, domain, idempotencyKey }) {
        const created = await call(`register ${domain} on ${accountId}`, () =>
          stripe.paymentMethodDomains.create(
            { domain_name: domain, enabled: true },
            { stripeAccount: accountId, idempotencyKey },
          ),
        );
        const parsed = z.object({ id: z.string().min(1) }).safeParse(created);
        if (!parsed.success) throw stripeFailed('Stripe answered a payment method domain we could not read');
        return { id: parsed.data.id };
      },

      parseConnectWebhook(rawBody, signatureHeader) {
        if (!options.connectWebhookSecret) {
          throw new AppError('NOT_FOUND', 'This install takes no Stripe Connect deliveries.');
        }
        return parseStripeConnectWebhook({
          rawBody,
          signatureHeader,
          secret: options.connectWebhookSecret,
          now: clock(),
        });
      },
    },
  };
}
