import type { RefundLine } from './refunds.tables.js';

/** What a partial refund's amount is worked out from: the order as charged, and what its refunds took already. */
export type RefundableOrder = {
  totalCents: number;
  tipCents: number;
  /** Refunds claimed and not failed (the order's `refunded_cents`). */
  refundedCents: number;
  items: { productId: string; quantity: number; priceCents: number; discountedPriceCents: number | null }[];
};

/** A line that cannot be refunded as asked, with why (the request's index of the line). */
export type RefundLineProblem = { index: number; field: 'productId' | 'quantity'; message: string };

const unitPrice = (item: RefundableOrder['items'][number]) => item.discountedPriceCents ?? item.priceCents;

/** Units per product of `lines`, added up. */
export function unitsByProduct(lines: readonly RefundLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/**
 * The units of each product not refunded yet: the order's lines less its partial refunds that have not failed.
 */
export function unitsLeft(order: Pick<RefundableOrder, 'items'>, earlier: readonly RefundLine[]): Map<string, number> {
  const left = unitsByProduct(order.items);
  for (const [productId, quantity] of unitsByProduct(earlier)) {
    left.set(productId, (left.get(productId) ?? 0) - quantity);
  }
  return left;
}

/** Why the asked lines cannot be refunded (empty when they can): each must be on the order with enough units left. */
export function checkRefundLines(asked: readonly RefundLine[], left: Map<string, number>): RefundLineProblem[] {
  const problems: RefundLineProblem[] = [];
  const askedSoFar = new Map<string, number>();
  asked.forEach((line, index) => {
    const available = left.get(line.productId);
    if (available === undefined) {
      problems.push({ index, field: 'productId', message: 'This product is not on the order.' });
      return;
    }
    const total = (askedSoFar.get(line.productId) ?? 0) + line.quantity;
    askedSoFar.set(line.productId, total);
    if (total > available) {
      const message = available === 0 ? 'This line has been refunded already.' : `Only ${available} left to refund.`;
      problems.push({ index, field: 'quantity', message });
    }
  });
  return problems;
}

/**
 * The money a partial refund returns (decision 073). The lines' share of what was charged besides the tip, in
 * proportion to their price: so tax, a promotion's discount and a presale's unpaid balance are shared the same way
 * as the lines, rounded down. The refund that returns the last units returns the rest of the charge, tip included,
 * so all the refunds of an order add up to exactly what was charged. Never more than is left of the charge.
 */
export function partialRefundAmount(order: RefundableOrder, asked: readonly RefundLine[], left: Map<string, number>) {
  const remaining = order.totalCents - order.refundedCents;
  const askedUnits = unitsByProduct(asked);
  const isRest = [...left].every(([productId, units]) => (askedUnits.get(productId) ?? 0) >= units);
  if (isRest) return { amountCents: Math.max(remaining, 0), isRest };
  const value = (productId: string, quantity: number) => {
    const item = order.items.find((candidate) => candidate.productId === productId);
    return item ? unitPrice(item) * quantity : 0;
  };
  const orderValue = order.items.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0);
  const askedValue = [...askedUnits].reduce((sum, [productId, quantity]) => sum + value(productId, quantity), 0);
  const share = orderValue === 0 ? 0 : Math.floor(((order.totalCents - order.tipCents) * askedValue) / orderValue);
  return { amountCents: Math.max(0, Math.min(share, remaining)), isRest };
}
