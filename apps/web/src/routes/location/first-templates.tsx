import { t } from '@lingui/core/macro';
import type { Product } from '@queueless/contracts';
import { QuantityStepper } from '#web/components/ui/quantity-stepper';
import { createCart } from '#web/features/cart/cart';
import { OrderFooter } from '#web/features/checkout/components/order-footer';
import { formatItemCount, isSoldOut } from '#web/features/menu/menu';
import { hasOptions } from '#web/features/menu/options';

/** Where a template says the product's name, for src/first/taps.ts to put the tapped product's in. */
export const NAME_MARK = '{name}';

const noop = () => undefined;

/**
 * The markup the menu's first script (src/first/taps.ts, decision 098) draws before the app has arrived: the real
 * components rendered by the server in the page's language into `<template>`s outside `#root`, so what the first script
 * shows is what the app will draw when it takes over, words and classes alike. Slots (`data-slot`) and the name mark are
 * filled by the script: a card's quantity stepper (at 2, and at 1 for the last −'s label), the Order Now bar (for two
 * of one product: its count, item count and subtotal are slots), the item count's plural forms and the words said when
 * something is added. Nothing when the menu has no product Add could put in the cart.
 */
export function FirstTemplates({ vendorLocationId, products }: { vendorLocationId: string; products: Product[] }) {
  const sample = products.find((product) => product.isAvailable && !isSoldOut(product) && !hasOptions(product));
  if (!sample) return null;
  const cart = { ...createCart(vendorLocationId, new Date(0)), items: [{ productId: sample.productId, quantity: 2 }] };
  const stepper = (quantity: number) => (
    <QuantityStepper name={NAME_MARK} quantity={quantity} canIncrease onIncrease={noop} onDecrease={noop} />
  );
  const name = NAME_MARK;
  return (
    <>
      <template data-first="stepper">{stepper(2)}</template>
      <template data-first="stepper-last">{stepper(1)}</template>
      <template data-first="footer">
        <OrderFooter vendorLocationId={vendorLocationId} cart={cart} products={products} onOpenCart={noop} />
      </template>
      <template data-first="items-one">{formatItemCount(1)}</template>
      <template data-first="items-other">{formatItemCount(2)}</template>
      <template data-first="added">{t`${name} added`}</template>
    </>
  );
}
