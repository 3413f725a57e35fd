import type { Product, ProductType } from '@queueless/contracts';
import { isSoldOut, maxOrderable } from '#web/features/menu/menu';
import { MAX_LINE_QUANTITY } from '#web/lib/constants';
import { toCents } from '#web/lib/money';
import type { StoredCart } from './cart';

/** A cart line for display (customer.md, section 3), priced from the menu. */
export type CartLine = {
  productId: string;
  name: string;
  variantName: string | null;
  price: string;
  priceCents: number;
  quantity: number;
  /** The most this line may hold: 10, or the stock left. */
  maxQuantity: number;
  imageUrls: string[];
  productType: ProductType;
};

export type CartSummary = {
  lines: CartLine[];
  subtotalCents: number;
  totalQuantity: number;
  hasAlcohol: boolean;
  /** Merchandise-only carts have no tip. */
  isMerchandiseOnly: boolean;
};

/** Whether a product can go into a cart at all. */
export function isOrderable(product: Product | undefined): product is Product {
  if (!product) return false;
  return product.isAvailable && !isSoldOut(product);
}

/** The cart's lines priced from the menu; lines whose product can no longer be ordered are left out. */
export function summarizeCart(cart: StoredCart, products: readonly Product[] | undefined): CartSummary {
  const byId = new Map((products ?? []).map((product) => [product.productId, product]));
  const lines: CartLine[] = [];
  for (const item of cart.items) {
    const product = byId.get(item.productId);
    if (!isOrderable(product)) continue;
    const maxQuantity = maxOrderable(product, MAX_LINE_QUANTITY);
    lines.push({
      productId: product.productId,
      name: product.name,
      variantName: product.variantName,
      price: product.price,
      priceCents: toCents(product.price),
      quantity: Math.min(item.quantity, maxQuantity),
      maxQuantity,
      imageUrls: product.imageUrls,
      productType: product.productType,
    });
  }
  return {
    lines,
    subtotalCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    hasAlcohol: lines.some((line) => line.productType === 'ALCOHOLIC_ITEM'),
    isMerchandiseOnly: lines.length > 0 && lines.every((line) => line.productType === 'MERCHANDISE'),
  };
}

/** "Queueless Tour Tee (M)" for variants, else the name. */
export function lineTitle(line: Pick<CartLine, 'name' | 'variantName'>): string {
  return line.variantName ? `${line.name} (${line.variantName})` : line.name;
}
