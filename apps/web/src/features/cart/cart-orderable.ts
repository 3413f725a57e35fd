import type { Product } from '@queueless/contracts';
import { isSoldOut } from '#web/features/menu/menu';
import { type ChosenOption, type ComboChoice, comboSlotsOf, optionGroupsOf } from '#web/features/menu/options';

// Whether a cart line can still be ordered: its product, and each of its choices. Shared by the pruning and the
// priced summary (cart-lines.ts), both loaded after the menu's first render.

/** Whether a line's choices can still be ordered: each one still on the product and available. */
export function areChoicesOrderable(
  product: Product,
  options: readonly ChosenOption[] = [],
  comboChoices: readonly ComboChoice[] = [],
): boolean {
  const available = new Set(
    optionGroupsOf(product).flatMap((group) =>
      group.options.filter((option) => option.isAvailable && !option.isSoldOut).map((option) => option.optionId),
    ),
  );
  const slots = comboSlotsOf(product);
  return (
    options.every((option) => available.has(option.optionId)) &&
    comboChoices.every((choice) =>
      slots.some(
        (slot) => slot.slotId === choice.slotId && slot.choices.some((one) => one.productId === choice.productId),
      ),
    )
  );
}

/** Whether a product can go into a cart at all. */
export function isOrderable(product: Product | undefined): product is Product {
  if (!product) return false;
  return product.isAvailable && !isSoldOut(product);
}
