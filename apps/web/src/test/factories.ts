import type { Order, OrderCartItem, Product } from '@queueless/contracts';

/** A menu product with sensible defaults; tests name only what matters to them. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    productId: 'P1',
    vendorLocationId: 'AD708',
    name: 'House Lager',
    description: null,
    productType: 'ALCOHOLIC_ITEM',
    price: '8.00',
    originalPrice: null,
    displayOrder: 100,
    groupId: null,
    variantName: null,
    isAvailable: true,
    trackQuantity: false,
    quantity: { available: null },
    isSoldOut: false,
    imageUrls: ['/images/products/lager.svg'],
    productTaxCode: null,
    depositPercent: null,
    version: 1,
    optionGroupIds: [],
    optionGroups: [],
    allergens: [],
    dietary: [],
    idRequired: false,
    comboSlots: null,
    ...overrides,
  };
}

/** A merchandise variant of the tour tee. */
export function makeTee(size: string, overrides: Partial<Product> = {}): Product {
  return makeProduct({
    productId: `TEE-${size}`,
    name: 'Queueless Tour Tee',
    productType: 'MERCHANDISE',
    price: '30.00',
    originalPrice: '33.00',
    groupId: 'TEE',
    variantName: size,
    trackQuantity: true,
    quantity: { available: 25 },
    imageUrls: ['/images/products/tee-front.svg', '/images/products/tee-back.svg'],
    ...overrides,
  });
}

export function makeOrderLine(overrides: Partial<OrderCartItem> = {}): OrderCartItem {
  return {
    productId: 'AD708-LAGER',
    quantity: 1,
    price: '8.00',
    name: 'House Lager',
    variantName: null,
    productTaxCode: null,
    productType: 'ALCOHOLIC_ITEM',
    discountedPrice: null,
    imageUrls: [],
    depositPercent: null,
    lineNo: 1,
    options: [],
    components: [],
    idRequired: false,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'ORDER0000000000000ABC123',
    userId: 'USER1',
    vendorLocationId: 'AD708',
    status: 'IN_PROGRESS',
    shortOrderId: 'ABC123',
    isInProgress: true,
    statusDisplay: 'IN PROGRESS',
    datetimeCreated: '2026-03-01T20:00:00.000Z',
    datetimeUpdated: '2026-03-01T20:00:00.000Z',
    datetimePaid: null,
    datetimeCompleted: null,
    totalQuantity: 1,
    cartItems: [makeOrderLine()],
    tipAmount: '1.20',
    subtotal: '8.00',
    taxAmount: '0.78',
    balanceDueAtPickup: '0.00',
    balanceCollectedAt: null,
    readyAt: null,
    textsEnabled: true,
    totalAmount: '9.98',
    promotion: null,
    vendorAddress: { line1: '1111 S Figueroa St', line2: null, city: 'Los Angeles', state: 'CA', zip: '90015' },
    isFree: false,
    refundReason: null,
    idCheckRequired: false,
    idCheckedBy: null,
    idCheckedByName: null,
    idCheckedAt: null,
    ...overrides,
  };
}
