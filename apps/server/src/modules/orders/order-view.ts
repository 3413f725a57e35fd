import { formatCents, type Order, type OrderStatus } from '@queueless/contracts';
import type { OrderRecord } from './orders.tables.js';
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
  };
}
