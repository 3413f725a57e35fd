import type { ComboSlot, MenuOptionGroup, PreModifier, Product } from '@queueless/contracts';

/**
 * A product's choices on the menu (issue 39): option groups ("Tequila", choose 1), a combo's slots, allergens,
 * dietary tags and the ID check, as the menu read gives them. Only what the menu's first load needs lives here; the
 * rules and prices (the contracts' menu-pricing) load with the dialog, the cart and the review (option-choices.ts,
 * decision 093).
 */
export type { ComboSlot, MenuOption, MenuOptionGroup } from '@queueless/contracts';

/**
 * One chosen option on a cart line; quantity 1 unless the option allows more ("extra shot ×2"); NO / LIGHT / EXTRA
 * where its group allows them (decision 087).
 */
export type ChosenOption = { optionId: string; quantity: number; preModifier?: PreModifier };
/** A combo line's choice for one slot, with the chosen product's own options where it has groups. */
export type ComboChoice = { slotId: string; productId: string; options?: ChosenOption[] };
/** What a cart line chose: its options, and a combo's product for each slot. */
export type LineChoices = { options?: ChosenOption[]; comboChoices?: ComboChoice[] };

// A cart stored before issue 39, or a product read from an older cache, has none of these fields: read them so.
export const optionGroupsOf = (product: Product): MenuOptionGroup[] => product.optionGroups ?? [];
export const comboSlotsOf = (product: Product): ComboSlot[] => product.comboSlots ?? [];
export const allergensOf = (product: Product): string[] => product.allergens ?? [];
/** Opens the product dialog instead of adding at once: the product has choices, or is a combo. */
export const hasOptions = (product: Product): boolean =>
  optionGroupsOf(product).length > 0 || comboSlotsOf(product).length > 0;

/**
 * The key of a cart line: the product and its options in a fixed order, written as the contracts' lineKey writes it
 * (a test holds them equal; that module's pricing stays out of the menu's first load), and a combo's choice for each
 * slot. The same choices make the same line; other choices another line.
 */
export function lineKeyOf(
  productId: string,
  options: readonly ChosenOption[] = [],
  comboChoices: readonly ComboChoice[] = [],
): string {
  const counts = new Map<string, number>();
  for (const option of options) {
    const id = option.preModifier ? `${option.optionId}:${option.preModifier}` : option.optionId;
    counts.set(id, (counts.get(id) ?? 0) + option.quantity);
  }
  // Sorted as written: "*" sorts before every character of an id, so this is the contracts' order by id.
  const parts = [...counts].map(([id, n]) => `${id}*${n}`).sort();
  // A slot's choice with options is keyed as a line of its own ("P|O*1"), so other options make another line.
  const slots = comboChoices.map((choice) => `${choice.slotId}=${lineKeyOf(choice.productId, choice.options)}`).sort();
  const head = parts.length === 0 ? productId : `${productId}|${parts.join(',')}`;
  return slots.length === 0 ? head : `${head}#${slots.join(',')}`;
}
