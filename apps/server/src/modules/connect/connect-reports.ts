import { formatCents } from '@queueless/contracts';
import type { ConnectedPayout } from '../../providers/payments/payments.js';

/** A paid order as the reports read it (connect.repo.ts `paidOrdersSince`). */
export type PaidOrderFigures = {
  orderId: string;
  paidAt: Date;
  /** The IANA zone of the venue that took the order: its days are counted in it. */
  timeZone: string;
  totalCents: number;
  refundedCents: number;
  accountId: string | null;
  applicationFeeCents: number;
  feeRefundedCents: number;
  disputeStatus: string | null;
  disputeAmountCents: number | null;
  disputeReason: string | null;
};

/** The account a report names for a payment: the connected account's id, or `platform`. */
export const accountLabel = (accountId: string | null) => accountId ?? 'platform';

/** A paid order and the account that took it, as the reports list it. */
export function toPaymentRecord(order: PaidOrderFigures) {
  return {
    orderId: order.orderId,
    paidAt: new Date(order.paidAt).toISOString(),
    total: formatCents(order.totalCents),
    refunded: formatCents(order.refundedCents),
    account: accountLabel(order.accountId),
    applicationFee: formatCents(order.applicationFeeCents),
    applicationFeeRefunded: formatCents(order.feeRefundedCents),
    dispute:
      order.disputeStatus !== null
        ? {
            status: order.disputeStatus,
            amount: formatCents(order.disputeAmountCents ?? 0),
            reason: order.disputeReason,
          }
        : null,
  };
}

/** `2026-11-28`: the calendar day an instant falls on in a venue's zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Sales, refunds and fees per day of payment in the venue's zone (its own days, not UTC's: a sale at 11 pm in Los
 * Angeles is that evening's), oldest first: sums of the orders' own figures, so a day's numbers equal its orders' to
 * the cent (a refund counts on the day its order was paid). Across vendors, each order counts on its own venue's day.
 */
export function toFeeDays(orders: PaidOrderFigures[]) {
  const days = new Map<string, { sales: number; refunded: number; fees: number; feesRefunded: number }>();
  for (const order of orders) {
    const day = dayInZone(new Date(order.paidAt), order.timeZone);
    const sums = days.get(day) ?? { sales: 0, refunded: 0, fees: 0, feesRefunded: 0 };
    sums.sales += order.totalCents;
    sums.refunded += order.refundedCents;
    sums.fees += order.applicationFeeCents;
    sums.feesRefunded += order.feeRefundedCents;
    days.set(day, sums);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, sums]) => ({
      day,
      sales: formatCents(sums.sales),
      refunded: formatCents(sums.refunded),
      applicationFees: formatCents(sums.fees),
      applicationFeesRefunded: formatCents(sums.feesRefunded),
    }));
}

/**
 * The payouts Stripe lists, with those the payout events stored (connect_payouts): a stored one's status wins (its
 * event came after the payout was made), and a stored one Stripe did not list is shown too. Newest first.
 */
export function mergePayouts(
  listed: ConnectedPayout[],
  stored: { payoutId: string; amountCents: number; arrivalDate: Date; status: string }[],
): ConnectedPayout[] {
  const byId = new Map(listed.map((payout) => [payout.payoutId, payout]));
  for (const payout of stored) {
    byId.set(payout.payoutId, {
      payoutId: payout.payoutId,
      amountCents: payout.amountCents,
      arrivalDate: new Date(payout.arrivalDate),
      status: payout.status === 'failed' ? 'failed' : 'paid',
    });
  }
  return [...byId.values()].sort((a, b) => b.arrivalDate.getTime() - a.arrivalDate.getTime());
}
