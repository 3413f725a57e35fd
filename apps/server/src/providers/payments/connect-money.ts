/**
 * Money rules of connected accounts, in integer cents (decision 091): the platform's application fee, its share returned
 * with a refund, Stripe's card fee (the simulated provider's model of it) and the payout schedule.
 */

/** Half up, for a non-negative numerator over a positive denominator, without floats. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The application fee on an order of `totalCents`: `percentBasisPoints` (1/100 of a percent) of the total, rounded half
 * up to the cent, plus `fixedCents`; never more than the total (a free or tiny order pays at most what it costs).
 */
export function applicationFeeCents(
  totalCents: number,
  fee: { percentBasisPoints: number; fixedCents: number },
): number {
  if (totalCents <= 0) return 0;
  const percent = divideHalfUp(totalCents * fee.percentBasisPoints, 10_000);
  return Math.min(totalCents, percent + fee.fixedCents);
}

/**
 * The part of `feeCents` a refund returns, in proportion, as Stripe's `refund_application_fee` does: computed on the
 * running total refunded (so partial refunds never drift by a cent from the whole), and the last of it with the refund
 * that empties the charge.
 */
export function feeRefundCents(input: {
  chargeCents: number;
  feeCents: number;
  refundedBeforeCents: number;
  refundCents: number;
  feeRefundedBeforeCents: number;
}): number {
  const after = Math.min(input.chargeCents, input.refundedBeforeCents + input.refundCents);
  const dueAfter =
    after >= input.chargeCents ? input.feeCents : divideHalfUp(input.feeCents * after, input.chargeCents);
  return Math.max(0, dueAfter - input.feeRefundedBeforeCents);
}

/** Stripe's standard US card fee on a charge, as the simulated provider models it: 2.9% + 30¢ (half up). */
export function stripeCardFeeCents(amountCents: number): number {
  return amountCents <= 0 ? 0 : divideHalfUp(amountCents * 290, 10_000) + 30;
}

/** Stripe's standard US payout schedule: each day's balance paid out daily, arriving two days later. */
export const PAYOUT_DELAY_DAYS = 2;
