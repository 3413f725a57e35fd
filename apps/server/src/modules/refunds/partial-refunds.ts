import type { RefundLine } from './refunds.tables.js';

/** What a partial refund's amount is worked out from: the order as charged, and what its refunds took already. */
export type RefundableOrder = {
  totalCents: number;
  tipCents: number;
  /** Refunds claimed and not failed (the order's `refunded_cents`). */
  refundedCents: number;
  items: {
    productId: string;
    quantity: number;
    priceCents: number;
    discountedPriceCents: number | null;
    /** The line's number in the order (1, 2, …); its place in `items` when left out. */
    lineNo?: number;
  }[];
};

/** A line that cannot be refunded as asked, with why (the request's index of the line). */
export type RefundLineProblem = { index: number; field: 'productId' | 'quantity'; message: string };

const unitPrice = (item: RefundableOrder['items'][number]) => item.discountedPriceCents ?? item.priceCents;

/** Units per product of `lines`, added up. */
export function unitsByProduct(lines: readonly { productId: string; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/** One order line's units not refunded yet, and its unit price (issue 39: lines of one product may differ). */
export type LineLeft = { lineNo: number; productId: string; left: number; unitCents: number };
/** The units left per product, and per line underneath. */
export type UnitsLeft = Map<string, number> & { lines: LineLeft[] };

function withProductSums(lines: LineLeft[]): UnitsLeft {
  const left = unitsByProduct(lines.map((line) => ({ productId: line.productId, quantity: line.left }))) as UnitsLeft;
  left.lines = lines;
  return left;
}

/**
 * Which of the order's lines a refund line takes its units from (issue 39): the line it names by lineNo, or else the
 * product's lines in line order, each as far as it has units left (what is asked past them goes on the last line,
 * where the check finds it). Null when it names no line of the order.
 */
function allocate(lines: LineLeft[], line: RefundLine): { lineNo: number; quantity: number }[] | null {
  if (line.lineNo !== undefined) {
    const named = lines.find((candidate) => candidate.lineNo === line.lineNo && candidate.productId === line.productId);
    return named ? [{ lineNo: named.lineNo, quantity: line.quantity }] : null;
  }
  const own = lines.filter((candidate) => candidate.productId === line.productId);
  if (own.length === 0) return null;
  const taken: { lineNo: number; quantity: number }[] = [];
  let rest = line.quantity;
  for (const candidate of own) {
    const take = Math.min(rest, Math.max(candidate.left, 0));
    if (take > 0) taken.push({ lineNo: candidate.lineNo, quantity: take });
    rest -= take;
  }
  if (rest > 0) taken.push({ lineNo: (own[own.length - 1] as LineLeft).lineNo, quantity: rest });
  return taken;
}

/**
 * The units of each line not refunded yet: the order's lines less its partial refunds that have not failed.
 */
export function unitsLeft(order: Pick<RefundableOrder, 'items'>, earlier: readonly RefundLine[]): UnitsLeft {
  const lines = order.items.map((item, index) => ({
    lineNo: item.lineNo ?? index + 1,
    productId: item.productId,
    left: item.quantity,
    unitCents: unitPrice(item),
  }));
  for (const line of earlier) {
    for (const part of allocate(lines, line) ?? []) {
      const target = lines.find((candidate) => candidate.lineNo === part.lineNo);
      if (target) target.left -= part.quantity;
    }
  }
  return withProductSums(lines);
}

/** The asked lines as the order's lines they take units from, each with its lineNo (what a refund stores). */
export function resolveRefundLines(asked: readonly RefundLine[], left: UnitsLeft): Required<RefundLine>[] {
  const lines = left.lines.map((line) => ({ ...line }));
  const resolved: Required<RefundLine>[] = [];
  for (const line of asked) {
    for (const part of allocate(lines, line) ?? []) {
      const target = lines.find((candidate) => candidate.lineNo === part.lineNo);
      if (target) target.left -= part.quantity;
      const same = resolved.find((r) => r.lineNo === part.lineNo);
      if (same) same.quantity += part.quantity;
      else resolved.push({ productId: line.productId, lineNo: part.lineNo, quantity: part.quantity });
    }
  }
  return resolved;
}

/** Why the asked lines cannot be refunded (empty when they can): each must be on the order with enough units left. */
export function checkRefundLines(asked: readonly RefundLine[], left: UnitsLeft): RefundLineProblem[] {
  const problems: RefundLineProblem[] = [];
  const askedSoFar = new Map<string, number>();
  asked.forEach((line, index) => {
    if (!allocate(left.lines, line)) {
      const message =
        line.lineNo === undefined ? 'This product is not on the order.' : 'This line is not on the order.';
      problems.push({ index, field: 'productId', message });
      return;
    }
    // Counted against what was left before this refund: the product's lines, or the one line it names.
    const key = line.lineNo === undefined ? `p:${line.productId}` : `l:${line.lineNo}`;
    const available =
      line.lineNo === undefined
        ? (left.get(line.productId) ?? 0)
        : (left.lines.find((candidate) => candidate.lineNo === line.lineNo)?.left ?? 0);
    const total = (askedSoFar.get(key) ?? 0) + line.quantity;
    askedSoFar.set(key, total);
    if (total > available) {
      const message = available <= 0 ? 'This line has been refunded already.' : `Only ${available} left to refund.`;
      problems.push({ index, field: 'quantity', message });
    }
  });
  return problems;
}

/**
 * The money a partial refund returns (decision 073). The lines' share of what was charged besides the tip, in
 * proportion to their price: so tax, a promotion's discount and a presale's unpaid balance are shared the same way
 * as the lines, rounded down. The refund that returns the last units returns the rest of the charge, tip included,
 * so all the refunds of an order add up to exactly what was charged. Never more than is left of the charge. A line's
 * price includes its options (issue 39), so they are refunded with it.
 */
export function partialRefundAmount(order: RefundableOrder, asked: readonly RefundLine[], left: UnitsLeft) {
  const remaining = order.totalCents - order.refundedCents;
  const resolved = resolveRefundLines(asked, left);
  const askedOf = (lineNo: number) => resolved.find((line) => line.lineNo === lineNo)?.quantity ?? 0;
  const isRest = left.lines.every((line) => askedOf(line.lineNo) >= line.left);
  if (isRest) return { amountCents: Math.max(remaining, 0), isRest };
  const orderValue = order.items.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0);
  const askedValue = left.lines.reduce((sum, line) => sum + line.unitCents * askedOf(line.lineNo), 0);
  const share = orderValue === 0 ? 0 : Math.floor(((order.totalCents - order.tipCents) * askedValue) / orderValue);
  return { amountCents: Math.max(0, Math.min(share, remaining)), isRest };
}
