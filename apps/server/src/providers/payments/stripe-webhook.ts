import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/hash.js';
import type { PaymentWebhookEvent } from './payments.js';

/** How old (or how far ahead) a signed delivery may be: Stripe's own default, against replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({
    object: z.object({ id: z.string().optional(), payment_intent: z.string().nullish() }).loose(),
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

/**
 * Checks a delivery's Stripe-Signature header (any of its v1 signatures, compared in constant
 * time; the timestamp within the tolerance) and reads the event. Throws VALIDATION_FAILED (400).
 */
export function parseStripeWebhook({
  rawBody,
  signatureHeader,
  secret,
  now,
}: {
  rawBody: Buffer;
  signatureHeader: string | undefined;
  secret: string;
  now: Date;
}): PaymentWebhookEvent {
  if (!signatureHeader) throw invalid('the Stripe-Signature header is missing');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of signatureHeader.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) throw invalid('the header has no timestamp or no v1 signature');
  const expected = signStripePayload(rawBody, secret, timestamp);
  if (!signatures.some((signature) => safeEqual(signature, expected))) throw invalid('no signature matches');
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw invalid('the timestamp is outside the tolerance');
  }

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The webhook body is not valid JSON.');
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The webhook body is not a Stripe event.');
  const { id, type, data } = parsed.data;
  const known = knownTypes.has(type as PaymentWebhookEvent['type']) ? (type as PaymentWebhookEvent['type']) : 'other';
  const paymentIntentId = type.startsWith('payment_intent.')
    ? (data.object.id ?? null)
    : (data.object.payment_intent ?? null);
  return { id, type: known, paymentIntentId };
}
