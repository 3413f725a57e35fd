import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { providerFailed } from '../provider-failure.js';
import {
  PAYMENT_SERVICE_DOWN,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
} from './payments.js';
import { parseStripeWebhook } from './stripe-webhook.js';

/** The API version every request asks for, so a change of account default can't change answers. */
export const STRIPE_API_VERSION = '2024-06-20';

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** https://api.stripe.com in production; a local stand-in in tests. */
  apiBaseUrl?: string;
  fetch?: typeof fetch;
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

const stripeIntentSchema = z.object({
  id: z.string(),
  client_secret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  metadata: z.record(z.string(), z.string()).default({}),
});

const stripeRefundSchema = z.object({ id: z.string(), status: z.string().nullish() });

const stripeErrorSchema = z.object({
  error: z.object({ type: z.string().optional(), code: z.string().optional() }).optional(),
});

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

/** Stripe's form encoding: nested fields as `metadata[orderId]=...`. */
function formOf(fields: Record<string, string | number | boolean | Record<string, string>>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) form.append(`${key}[${inner}]`, innerValue);
    } else {
      form.append(key, String(value));
    }
  }
  return form.toString();
}

/** Card and wallet payments through Stripe's REST API, called directly with fetch. */
export function createStripePayments(options: StripeOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = (options.apiBaseUrl ?? 'https://api.stripe.com').replace(/\/$/, '');
  const clock = options.clock ?? (() => new Date());

  async function call(
    method: 'GET' | 'POST',
    path: string,
    post?: { form: string; idempotencyKey: string },
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'stripe-version': STRIPE_API_VERSION,
          accept: 'application/json',
          ...(post
            ? { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': post.idempotencyKey }
            : {}),
        },
        body: post?.form,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw stripeFailed(`Stripe did not answer ${method} ${path}`, error);
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Left null: an unreadable body is reported below.
    }
    if (!response.ok) {
      const error = stripeErrorSchema.safeParse(body).data?.error;
      const reason = [error?.type, error?.code].filter(Boolean).join('/') || 'no error code';
      throw stripeFailed(`Stripe answered ${response.status} (${reason}) to ${method} ${path}`);
    }
    if (body === null) throw stripeFailed(`Stripe answered ${method} ${path} with a body we could not read`);
    return body;
  }

  const intentPath = (id: string) => `/v1/payment_intents/${encodeURIComponent(id)}`;

  return {
    name: 'stripe',

    publicConfig: () => ({ provider: 'stripe', publishableKey: options.publishableKey }),

    async createIntent({ amountCents, idempotencyKey, metadata }) {
      const form = formOf({
        amount: amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: 'true' },
        metadata,
      });
      return toIntent(await call('POST', '/v1/payment_intents', { form, idempotencyKey }));
    },

    async updateIntentAmount({ paymentIntentId, amountCents, idempotencyKey }) {
      const form = formOf({ amount: amountCents });
      return toIntent(await call('POST', intentPath(paymentIntentId), { form, idempotencyKey }));
    },

    async retrieveIntent(paymentIntentId) {
      return toIntent(await call('GET', intentPath(paymentIntentId)));
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const form = formOf({ payment_intent: paymentIntentId, amount: amountCents });
      const parsed = stripeRefundSchema.safeParse(await call('POST', '/v1/refunds', { form, idempotencyKey }));
      if (!parsed.success) throw stripeFailed('Stripe answered a refund we could not read');
      if (parsed.data.status === 'failed' || parsed.data.status === 'canceled') {
        throw stripeFailed(`Stripe's refund ${parsed.data.id} is ${parsed.data.status}`);
      }
      return { refundId: parsed.data.id };
    },

    parseWebhook(rawBody, signatureHeader) {
      return parseStripeWebhook({ rawBody, signatureHeader, secret: options.webhookSecret, now: clock() });
    },
  };
}
