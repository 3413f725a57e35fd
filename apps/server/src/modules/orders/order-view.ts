import { centsToSignedDecimal, formatCents, type Order, type OrderStatus } from '@queueless/contracts';
import type { OrderItemComponentRow, OrderItemOptionRow, OrderRecord } from './orders.tables.js';
import { isFreeTotal } from './pricing.js';

const statusDisplay: Record<OrderStatus, Order['statusDisplay']> = {
  IN_PROGRESS: 'IN PROGRESS',
  PAID: 'IN PROGRESS',
  COMPLETE: 'Completed',
  REFUNDED: 'Refunded',
};

/** An order as the wire shows it: amounts as two-decimal strings, derived fields filled in. */
export function toOrder({ order, items }: OrderRecord): Order {
  const address = order.vendorAddress;
  const hasPromotion = order.discountCents > 0 || order.promotionDescription !== null;
  return {
    orderId: order.orderId,
    userId: order.userId,
    vendorLocationId: order.vendorLocationId,
    status: order.status,
    shortOrderId: order.orderId.slice(-6),
    isInProgress: order.status === 'IN_PROGRESS' || order.status === 'PAID',
    statusDisplay: statusDisplay[order.status],
    datetimeCreated: order.createdAt.toISOString(),
    datetimeUpdated: order.updatedAt.toISOString(),
    datetimePaid: order.paidAt?.toISOString() ?? null,
    datetimeCompleted: order.completedAt?.toISOString() ?? null,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    cartItems: [...items]
      .sort((a, b) => a.lineNo - b.lineNo)
      .map((item) => ({
        productId: item.productId,
        quantity: item.quantity,
        price: formatCents(item.priceCents),
        name: item.name,
        variantName: item.variantName,
        productTaxCode: item.productTaxCode,
        productType: item.productType,
        discountedPrice: item.discountedPriceCents === null ? null : formatCents(item.discountedPriceCents),
        imageUrls: item.imageUrls,
        depositPercent: item.depositPercent,
        lineNo: item.lineNo,
        options: item.options.map(toLineOption),
        components: item.components.map(toLineComponent),
        idRequired: item.idRequired,
      })),
    tipAmount: formatCents(order.tipCents),
    subtotal: formatCents(order.subtotalCents),
    taxAmount: formatCents(order.taxCents),
    totalAmount: formatCents(order.totalCents),
    balanceDueAtPickup: formatCents(order.balanceDueCents),
    balanceCollectedAt: order.balanceCollectedAt?.toISOString() ?? null,
    readyAt: order.readyAt?.toISOString() ?? null,
    textsEnabled: order.textsEnabled,
    promotion: hasPromotion
      ? { discountAmount: formatCents(order.discountCents), description: order.promotionDescription ?? '' }
      : null,
    vendorAddress: {
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? null,
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
    },
    isFree: isFreeTotal(order.totalCents),
    refundReason: order.refundReason,
    refundedAmount: formatCents(order.refundedCents),
    idCheckRequired: items.some((item) => item.idRequired),
    idCheckedBy: order.idCheckedBy,
    idCheckedByName: order.idCheckedBy === null ? null : (order.idCheckedByName ?? null),
    idCheckedAt: order.idCheckedAt?.toISOString() ?? null,
  };
}

/** An option sold on a line, as the wire shows it (issue 39). */
export function toLineOption(option: OrderItemOptionRow) {
  return {
    optionId: option.optionId,
    name: option.name,
    kitchenName: option.kitchenName,
    priceDelta: centsToSignedDecimal(option.priceDeltaCents),
    quantity: option.quantity,
    preModifier: option.preModifier ?? null,
  };
}

export function toLineComponent(component: OrderItemComponentRow) {
  return {
    slotId: component.slotId,
    slotName: component.slotName,
    productId: component.productId,
    name: component.name,
    productType: component.productType,
    priceDelta: centsToSignedDecimal(component.priceDeltaCents),
    options: component.options.map(toLineOption),
  };
}
