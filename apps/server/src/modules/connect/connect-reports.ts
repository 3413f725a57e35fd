import { formatCents } from '@queueless/contracts';

/** A paid order as the reports read it (connect.repo.ts `paidOrdersSince`). */
export type PaidOrderFigures = {
  orderId: string;
  paidAt: Date;
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

/**
 * Sales, refunds and fees per UTC day of payment, oldest first: sums of the orders' own figures, so a day's numbers
 * equal its orders' to the cent (a refund counts on the day its order was paid).
 */
export function toFeeDays(orders: PaidOrderFigures[]) {
  const days = new Map<string, { sales: number; refunded: number; fees: number; feesRefunded: number }>();
  for (const order of orders) {
    const day = new Date(order.paidAt).toISOString().slice(0, 10);
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
