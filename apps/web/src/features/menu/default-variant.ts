import type { Product } from '@queueless/contracts';

type Variant = Pick<Product, 'variantName' | 'trackQuantity' | 'quantity' | 'isSoldOut'>;

/** The sizes a product modal prefers, in order (customer.md, section 4). */
const PREFERRED_SIZES: readonly (readonly string[])[] = [
  ['M', 'MEDIUM'],
  ['L'],
  ['S'],
  ['XL'],
  ['XS'],
  ['2XL'],
  ['3XL'],
];

function isInStock(variant: Variant): boolean {
  if (variant.isSoldOut) return false;
  return !variant.trackQuantity || (variant.quantity.available ?? 0) > 0;
}

function nameOf(variant: Variant): string {
  return (variant.variantName ?? '').trim().toUpperCase();
}

/**
 * The variant a merchandise modal opens with: M/Medium, L, S, XL, XS, 2XL, 3XL (each only when in stock), then any
 * in stock with a name, any in stock, any with a name, the first.
 */
export function chooseDefaultVariant<T extends Variant>(variants: readonly T[]): T | undefined {
  for (const names of PREFERRED_SIZES) {
    const match = variants.find((variant) => names.includes(nameOf(variant)) && isInStock(variant));
    if (match) return match;
  }
  return (
    variants.find((variant) => isInStock(variant) && nameOf(variant) !== '') ??
    variants.find(isInStock) ??
    variants.find((variant) => nameOf(variant) !== '') ??
    variants[0]
  );
}
