import type { Order } from '@queueless/contracts';

/**
 * What a payment form's `pay` answers: whether the provider says the payment succeeded, or (simulated provider) the
 * order its confirm already marked PAID, so checkout needs no mark-paid call.
 */
export type PaymentOutcome = boolean | { paidOrder: Order };

/** What checkout hands a payment form (ours for the simulated provider, Stripe's in stripe mode). */
export type PaymentPanelProps = {
  clientSecret: string;
  paymentIntentId: string;
  /** The vendor's connected account when the payment is a direct charge on it (decision 091). */
  stripeAccount?: string;
  totalCents: number;
  /** "Pay $12.34". */
  payLabel: string;
  isProcessing: boolean;
  /** The order is being updated: no payment may start. */
  isDisabled: boolean;
  /**
   * Checkout's own checks in the spec's order (pass the cardholder name for card payments): shows the first
   * problem and answers it, or null when the payment may start.
   */
  beforePay: (cardholderName?: string) => string | null;
  /**
   * Runs one payment: `pay` answers whether the provider says it succeeded, or the order it already paid (or throws).
   * Checkout guards against a second payment at the same time (answering false then), finalises the order on success
   * and shows 'Payment was not successful.' otherwise.
   */
  runPayment: (pay: () => Promise<PaymentOutcome>, wallet?: { payerName?: string }) => Promise<boolean>;
};

/** Thrown by a payment form to show a more exact reason under 'Payment was not successful.'. */
export class PaymentFailedError extends Error {
  override readonly name = 'PaymentFailedError';
}
