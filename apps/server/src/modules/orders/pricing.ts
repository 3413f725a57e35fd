import {
  dueNowCents,
  FREE_ORDER_THRESHOLD_CENTS,
  formatCents,
  MAX_LINE_QUANTITY,
  type ProductType,
  parseCents,
  tipBaseCents,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import { roundHalfUp, taxAtRate } from '../../lib/money.js';
import type { products } from '../inventory/index.js';

// The rounding and the tax arithmetic live in lib/money.ts (the tax provider uses them too); re-exported here.
export { roundHalfUp, taxAtRate };

/** The product fields pricing reads: our inventory, never the client's copy. */
export type PricingProduct = Pick<
  typeof products.$inferSelect,
  | 'productId'
  | 'vendorLocationId'
  | 'name'
  | 'variantName'
  | 'productType'
  | 'productTaxCode'
  | 'priceCents'
  | 'isAvailable'
  | 'trackQuantity'
  | 'quantityAvailable'
  | 'imageUrls'
  | 'depositPercent'
>;

/** One order line, priced from inventory. */
export type PricedLine = {
  productId: string;
  name: string;
  variantName: string | null;
  productType: ProductType;
  productTaxCode: string | null;
  imageUrls: string[];
  priceCents: number;
  quantity: number;
  /** A presale line: the percent charged now, the rest at pickup; null = paid in full now. */
  depositPercent: number | null;
};

export type OrderTotals = {
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  discountCents: number;
  /** What is left to pay at pickup for the presale lines; not charged now. */
  balanceDueCents: number;
  /** What is charged now: subtotal + tax + tip − discount − balance due. */
  totalCents: number;
  isFree: boolean;
};

/** Beyond this an order is refused: it keeps every amount well inside the database's integer columns. */
export const MAX_ORDER_TOTAL_CENTS = 100_000_000;

/**
 * The tip on the food and drink lines' amount paid now (`tipBaseCents`, decision 053): merchandise takes none, so a
 * merchandise-only cart has no tip.
 */
export function tipFor(tipBaseCents: number, tipPercentage: number, lines: Pick<PricedLine, 'productType'>[]): number {
  const merchandiseOnly = lines.every((line) => line.productType === 'MERCHANDISE');
  if (merchandiseOnly || tipPercentage === 0) return 0;
  return roundHalfUp(BigInt(tipBaseCents) * BigInt(tipPercentage), 100n);
}

/**
 * The tip the customer named as an amount (the spec's `tipAmount`, "2.50"): at most the food and drink lines'
 * amount paid now (what a percentage applies to, decision 053), and none on a merchandise-only cart (where the
 * checkout offers no tip). The format (two decimals, not negative) is the contract's.
 */
export function tipFromAmount(
  tipBaseCents: number,
  tipAmount: string,
  lines: Pick<PricedLine, 'productType'>[],
): number {
  const tipCents = parseCents(tipAmount);
  const refuse = (message: string) =>
    new AppError('VALIDATION_FAILED', message, [{ field: 'body.tipAmount', message }]);
  if (tipCents === 0) return 0;
  if (lines.every((line) => line.productType === 'MERCHANDISE')) {
    throw refuse('Merchandise-only orders take no tip.');
  }
  if (tipCents > tipBaseCents) {
    throw refuse(`The tip can be at most the food and drink subtotal (${formatCents(tipBaseCents)}).`);
  }
  return tipCents;
}

export function isFreeTotal(totalCents: number): boolean {
  return totalCents < FREE_ORDER_THRESHOLD_CENTS;
}

/** Adds up lines sent twice for the same product, keeping the order they first appeared in. */
export function mergeCartLines(
  items: { productId: string; quantity: number }[],
): { productId: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

export function displayName(product: Pick<PricingProduct, 'name' | 'variantName'>): string {
  return product.variantName ? `${product.name} (${product.variantName})` : product.name;
}

/** A line the stock cannot fill, in the words the menu and cart use. */
export function soldOutMessage(name: string, left: number): string {
  return left <= 0 ? `${name} is sold out.` : `Only ${left} of ${name} left.`;
}

/**
 * Prices a cart from inventory and refuses what cannot be sold: unknown products or another
 * location's, switched-off or sold-out products, more than the stock left, more than 10 of one.
 */
export function priceCartLines(
  cart: { productId: string; quantity: number }[],
  inventory: PricingProduct[],
  vendorLocationId: string,
): PricedLine[] {
  const byId = new Map(inventory.map((product) => [product.productId, product]));
  return mergeCartLines(cart).map(({ productId, quantity }) => {
    const product = byId.get(productId);
    if (!product || product.vendorLocationId !== vendorLocationId) {
      throw new AppError('UNKNOWN_PRODUCT', `Product "${productId}" is not on this location's menu.`, { productId });
    }
    const name = displayName(product);
    if (!product.isAvailable) {
      throw new AppError('PRODUCT_UNAVAILABLE', `${name} is not available right now.`, { productId });
    }
    if (quantity > MAX_LINE_QUANTITY) {
      throw new AppError('VALIDATION_FAILED', `You can order at most ${MAX_LINE_QUANTITY} of ${name}.`, {
        productId,
      });
    }
    if (product.trackQuantity) {
      const left = product.quantityAvailable ?? 0;
      if (left <= 0) throw new AppError('PRODUCT_SOLD_OUT', soldOutMessage(name, left), { productId });
      if (quantity > left) {
        throw new AppError('PRODUCT_SOLD_OUT', soldOutMessage(name, left), { productId, available: left });
      }
    }
    return {
      productId,
      name: product.name,
      variantName: product.variantName,
      productType: product.productType,
      productTaxCode: product.productTaxCode,
      imageUrls: product.imageUrls,
      priceCents: product.priceCents,
      quantity,
      depositPercent: product.depositPercent,
    };
  });
}

export function subtotalOf(lines: Pick<PricedLine, 'priceCents' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
}

/**
 * What the presale lines leave to pay at pickup: per line, the amount less its deposit (the deposit rounds half up
 * to the cent, so the balance never gets the odd half cent). Lines paid in full add nothing.
 */
export function balanceDueOf(lines: Pick<PricedLine, 'priceCents' | 'quantity' | 'depositPercent'>[]): number {
  return lines.reduce((sum, line) => {
    const lineCents = line.priceCents * line.quantity;
    return sum + lineCents - dueNowCents(lineCents, line.depositPercent);
  }, 0);
}

/**
 * The amounts of an order (decision 018). Tax is on the whole subtotal and charged now; the tip is on the food and
 * drink lines' amount paid now (merchandise takes none, decision 053); what is charged now is subtotal + tax + tip − discount − balance due,
 * and the balance is collected at pickup without tax or tip. Free below 0.50 charged now. No promotions exist
 * yet, so the discount is 0.
 */
export function orderTotals(input: {
  lines: PricedLine[];
  taxCents: number;
  tipPercentage: number;
  /** When given, the tip as an amount; it takes the place of tipPercentage. */
  tipAmount?: string | null;
}): OrderTotals {
  const subtotalCents = subtotalOf(input.lines);
  const balanceDueCents = balanceDueOf(input.lines);
  const tipBase = tipBaseCents(input.lines);
  const tipCents =
    input.tipAmount != null
      ? tipFromAmount(tipBase, input.tipAmount, input.lines)
      : tipFor(tipBase, input.tipPercentage, input.lines);
  const discountCents = 0;
  const totalCents = subtotalCents + input.taxCents + tipCents - discountCents - balanceDueCents;
  if (totalCents > MAX_ORDER_TOTAL_CENTS) {
    const message = 'This order is too large to place online.';
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.cartItems', message }]);
  }
  return {
    subtotalCents,
    taxCents: input.taxCents,
    tipCents,
    discountCents,
    balanceDueCents,
    totalCents,
    isFree: isFreeTotal(totalCents),
  };
}
