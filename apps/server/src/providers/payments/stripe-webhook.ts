import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { PaymentWebhookEvent } from './payments.js';

/** How old (or how far ahead) a signed delivery may be: Stripe's own default, against replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({
    object: z
      .object({
        id: z.string().optional(),
        payment_intent: z.string().nullish(),
        // A charge (charge.refunded).
        amount: z.number().int().optional(),
        amount_refunded: z.number().int().optional(),
        refunded: z.boolean().optional(),
        refunds: z
          .object({ data: z.array(z.object({ id: z.string(), created: z.number().optional() }).loose()) })
          .loose()
          .nullish(),
        // A payment intent (payment_intent.payment_failed).
        last_payment_error: z
          .object({ type: z.string().optional(), code: z.string().nullish(), decline_code: z.string().nullish() })
          .loose()
          .nullish(),
      })
      .loose(),
  }),
});

const knownTypes = new Set<PaymentWebhookEvent['type']>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
]);

/** A delivery refused for its signature (a rotated secret, a forgery): counted and logged for the operator. */
export class WebhookSignatureError extends AppError {}

const invalid = (why: string) =>
  new WebhookSignatureError('VALIDATION_FAILED', `The webhook signature is not valid: ${why}.`);

/** Stripe's v1 signature: hex HMAC-SHA256 of `${timestamp}.${raw body}` with the endpoint's secret. */
export function signStripePayload(rawBody: Buffer | string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The Stripe-Signature header a delivery of `rawBody` at `timestamp` carries (for tests and tools). */
export function stripeSignatureHeader(rawBody: Buffer | string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${signStripePayload(rawBody, secret, timestamp)}`;
}

/** Our words for the SDK's refusal (its own message is long, and links its docs). */
function whyRefused(error: Stripe.errors.StripeSignatureVerificationError): string {
  if (/tolerance/i.test(error.message)) return 'the timestamp is outside the tolerance';
  if (/no stripe-signature header/i.test(error.message)) return 'the Stripe-Signature header is missing';
  if (/extract timestamp|expected scheme/i.test(error.message)) return 'the header has no timestamp or no v1 signature';
  return 'no signature matches';
}

/**
 * Checks a delivery's Stripe-Signature header with the SDK's `constructEvent` (any of its v1 signatures, compared in
 * constant time; the timestamp no older than the tolerance, by our clock) and reads the event. The SDK lets a
 * timestamp from the future through; so does no clock of ours: one more than the tolerance ahead is refused too.
 * Throws WebhookSignatureError (400 VALIDATION_FAILED) for the signature, VALIDATION_FAILED for a body that is not
 * an event.
 */
export function parseStripeWebhook(input: {
  rawBody: Buffer;
  signatureHeader: string | undefined;
  secret: string;
  now: Date;
}): PaymentWebhookEvent {
  return readStripeEvent(verifyStripeDelivery(input));
}

/**
 * The signature check alone (either endpoint's: the platform's or Connect's, each with its own secret), answering the
 * delivery's JSON. Throws as parseStripeWebhook says.
 */
export function verifyStripeDelivery({
  rawBody,
  signatureHeader,
  secret,
  now,
}: {
  rawBody: Buffer;
  signatureHeader: string | undefined;
  secret: string;
  now: Date;
}): unknown {
  if (!signatureHeader) throw invalid('the Stripe-Signature header is missing');
  let json: unknown;
  try {
    json = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalid(whyRefused(error));
    throw new AppError('VALIDATION_FAILED', 'The webhook body is not valid JSON.');
  }
  const timestamp = Number(/(?:^|,)\s*t=(\d{1,12})/.exec(signatureHeader)?.[1]);
  if (timestamp - now.getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
    throw invalid('the timestamp is outside the tolerance');
  }
  return json;
}

/** A verified delivery's event, read: its type, payment, refund or failure. */
export function readStripeEvent(json: unknown): PaymentWebhookEvent {
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The webhook body is not a Stripe event.');
  const { id, type, data } = parsed.data;
  const known = knownTypes.has(type as PaymentWebhookEvent['type']) ? (type as PaymentWebhookEvent['type']) : 'other';
  const paymentIntentId = type.startsWith('payment_intent.')
    ? (data.object.id ?? null)
    : (data.object.payment_intent ?? null);
  const event: PaymentWebhookEvent = { id, type: known, paymentIntentId };
  const object = data.object;
  if (known === 'charge.refunded' && object.id && object.amount !== undefined && object.amount_refunded !== undefined) {
    const latest = [...(object.refunds?.data ?? [])].sort((a, b) => (b.created ?? 0) - (a.created ?? 0))[0];
    event.refund = {
      chargeId: object.id,
      providerRefundId: latest?.id ?? object.id,
      amountCents: object.amount,
      amountRefundedCents: object.amount_refunded,
      isFull: object.refunded === true || object.amount_refunded >= object.amount,
    };
  }
  if (known === 'payment_intent.payment_failed') {
    const error = object.last_payment_error;
    event.failure = { code: error?.decline_code ?? error?.code ?? null, isDecline: error?.type === 'card_error' };
  }
  return event;
}
