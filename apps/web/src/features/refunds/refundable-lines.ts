import { t } from '@lingui/core/macro';
import type { Order, OrderRefundsResponse } from '@queueless/contracts';
import { orderLineOptionsText } from '#web/features/orders/order-line-options';

/**
 * An order line with units left to refund, named as on the order with its choices ("Margarita · Don Julio"). A product
 * sold on several lines with other choices (issue 39) is refunded line by line: `lineNo` names the line to the server.
 */
export type RefundableLine = {
  key: string;
  productId: string;
  lineNo?: number;
  name: string;
  /** The line's options as the order shows them, e.g. "Don Julio, Salt rim"; empty when none. */
  choices: string;
  quantityLeft: number;
};

/**
 * The order's lines that can still be refunded. The server counts what is left per product; for a product on several
 * lines, each line's share is worked out from the refunds made: those that named a line count against it, those that
 * did not against the product's lines in line order, as the server refunds them (contracts, refunds.ts).
 */
export function refundableLines(order: Order, refunds: OrderRefundsResponse | undefined): RefundableLine[] {
  const result: RefundableLine[] = [];
  for (const product of refunds?.lines ?? []) {
    if (product.quantityLeft <= 0) continue;
    const lines = order.cartItems
      .filter((item) => item.productId === product.productId)
      .sort((a, b) => (a.lineNo ?? 0) - (b.lineNo ?? 0));
    const nameOf = (item: (typeof lines)[number] | undefined) =>
      item ? [item.name, item.variantName].filter(Boolean).join(' · ') : t`Item`;
    if (lines.length <= 1) {
      const [item] = lines;
      const choices = item ? orderLineOptionsText(item) : '';
      const { productId, quantityLeft } = product;
      result.push({ key: productId, productId, name: nameOf(item), choices, quantityLeft });
      continue;
    }
    const byLine = new Map<number, number>();
    let unassigned = 0;
    for (const refund of refunds?.refunds ?? []) {
      for (const line of refund.lines) {
        if (line.productId !== product.productId) continue;
        if (line.lineNo === undefined) unassigned += line.quantity;
        else byLine.set(line.lineNo, (byLine.get(line.lineNo) ?? 0) + line.quantity);
      }
    }
    let budget = product.quantityLeft;
    for (const item of lines) {
      let left = item.quantity - (byLine.get(item.lineNo) ?? 0);
      const taken = Math.min(Math.max(0, left), unassigned);
      unassigned -= taken;
      left = Math.min(Math.max(0, left - taken), budget);
      budget -= left;
      if (left <= 0) continue;
      result.push({
        key: `${item.productId}#${item.lineNo}`,
        productId: item.productId,
        lineNo: item.lineNo,
        name: nameOf(item),
        choices: orderLineOptionsText(item),
        quantityLeft: left,
      });
    }
  }
  return result;
}
