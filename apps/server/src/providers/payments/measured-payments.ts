import { type Metrics, reasonOf } from '../../lib/metrics.js';
import type { PaymentProvider } from './payments.js';
import { WebhookSignatureError } from './stripe-webhook.js';

const MEASURED = ['createIntent', 'updateIntentAmount', 'retrieveIntent', 'confirmIntent'] as const;

/**
 * The payment provider with its failures counted (decision 065): every failed call in
 * `queueless_payment_failures_total{operation, reason}`, a failed refund also in `queueless_refund_failures_total`,
 * a refused webhook signature in `queueless_webhook_signature_failures_total`. The provider is the wrapper's
 * prototype, so what only one provider has (the simulated one's `confirmIntent`) stays reachable and recognisable.
 */
export function measurePayments(
  inner: PaymentProvider,
  metrics: Pick<Metrics, 'paymentFailures' | 'refundFailures' | 'webhookSignatureFailures'>,
): PaymentProvider {
  const measured = Object.create(inner) as PaymentProvider;
  type Method = (...args: unknown[]) => Promise<unknown>;
  const source = inner as unknown as Record<string, Method | undefined>;
  const target = measured as unknown as Record<string, Method>;
  for (const operation of MEASURED) {
    const method = source[operation];
    if (typeof method !== 'function') continue;
    target[operation] = async (...args: unknown[]) => {
      try {
        return await method.apply(inner, args);
      } catch (error) {
        metrics.paymentFailures.inc({ operation, reason: reasonOf(error) });
        throw error;
      }
    };
  }
  measured.refund = async (input) => {
    try {
      return await inner.refund(input);
    } catch (error) {
      metrics.paymentFailures.inc({ operation: 'refund', reason: reasonOf(error) });
      metrics.refundFailures.inc({ reason: reasonOf(error) });
      throw error;
    }
  };
  measured.parseWebhook = (rawBody, signatureHeader) => {
    try {
      return inner.parseWebhook(rawBody, signatureHeader);
    } catch (error) {
      if (error instanceof WebhookSignatureError) metrics.webhookSignatureFailures.inc({ provider: inner.name });
      throw error;
    }
  };
  return measured;
}
