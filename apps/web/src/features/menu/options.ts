import type { ComboSlot, MenuOptionGroup, Product } from '@queueless/contracts';
import { lineKey, optionSelectionProblem } from '@queueless/contracts/menu-pricing';

/**
 * A product's choices on the menu (issue 39): option groups ("Tequila", choose 1), a combo's slots, allergens,
 * dietary tags and the ID check, as the menu read gives them. The rules are the contracts' (menu-pricing.ts, no zod),
 * so the product dialog refuses what the server refuses, in its words (decision 093).
 */
export type { ComboSlot, MenuOption, MenuOptionGroup } from '@queueless/contracts';

/** One chosen option on a cart line; quantity 1 unless the option allows more ("extra shot ×2"). */
export type ChosenOption = { optionId: string; quantity: number };
/** A combo line's choice for one slot. */
export type ComboChoice = { slotId: string; productId: string };
/** What a cart line chose: its options, and a combo's product for each slot. */
export type LineChoices = { options?: ChosenOption[]; comboChoices?: ComboChoice[] };

// A cart stored before issue 39, or a product read from an older cache, has none of these fields: read them so.
export const optionGroupsOf = (product: Product): MenuOptionGroup[] => product.optionGroups ?? [];
export const comboSlotsOf = (product: Product): ComboSlot[] => product.comboSlots ?? [];
export const allergensOf = (product: Product): string[] => product.allergens ?? [];
export const dietaryOf = (product: Product): string[] => product.dietary ?? [];
/** ID checked at hand-over: the server's flag; alcoholic items by default. */
export const isIdRequired = (product: Product): boolean =>
  product.idRequired ?? product.productType === 'ALCOHOLIC_ITEM';
/** Opens the product dialog instead of adding at once: the product has choices, or is a combo. */
export const hasOptions = (product: Product): boolean =>
  optionGroupsOf(product).length > 0 || comboSlotsOf(product).length > 0;

/**
 * The key of a cart line: the contracts' lineKey (the product and its options in a fixed order), and a combo's
 * choice for each slot. The same choices make the same line; other choices another line.
 */
export function lineKeyOf(
  productId: string,
  options: readonly ChosenOption[] = [],
  comboChoices: readonly ComboChoice[] = [],
): string {
  const head = lineKey(productId, options);
  const slots = comboChoices.map((choice) => `${choice.slotId}=${choice.productId}`).sort();
  return slots.length === 0 ? head : `${head}#${slots.join(',')}`;
}

/** Defaults that can be chosen, preselected when the dialog opens. */
export function defaultChoices(groups: readonly MenuOptionGroup[]): ChosenOption[] {
  return groups.flatMap((group) =>
    group.options
      .filter((option) => option.isDefault && option.isAvailable && !option.isSoldOut)
      .slice(0, group.maxSelections)
      .map((option) => ({ optionId: option.optionId, quantity: 1 })),
  );
}

/** How many selections a group holds (an option ×2 counts twice). */
export function selectionsIn(group: MenuOptionGroup, choices: readonly ChosenOption[]): number {
  const ids = new Set(group.options.map((option) => option.optionId));
  return choices.filter((choice) => ids.has(choice.optionId)).reduce((sum, choice) => sum + choice.quantity, 0);
}

/**
 * What stops Add, in the server's words ("Margarita: choose a Tequila."): the contracts' rule for the options, then a
 * combo's slots each needing a choice; null when the line is complete.
 */
export function choiceProblem(
  productName: string,
  groups: readonly MenuOptionGroup[],
  choices: readonly ChosenOption[],
  slots: readonly ComboSlot[] = [],
  comboChoices: readonly ComboChoice[] = [],
): string | null {
  const problem = optionSelectionProblem(productName, groups, choices);
  if (problem) return problem;
  const open = slots.find((slot) => !comboChoices.some((choice) => choice.slotId === slot.slotId));
  return open ? `${productName}: choose ${/^[aeiou]/i.test(open.name) ? 'an' : 'a'} ${open.name}.` : null;
}

/** The chosen options with their names, in the product's group order (for the cart and review). */
export function describeChoices(
  groups: readonly MenuOptionGroup[],
  choices: readonly ChosenOption[],
): { optionId: string; name: string; quantity: number }[] {
  const byId = new Map(choices.map((choice) => [choice.optionId, choice]));
  return groups.flatMap((group) =>
    group.options.flatMap((option) => {
      const choice = byId.get(option.optionId);
      return choice ? [{ ...choice, name: option.name }] : [];
    }),
  );
}

/** "Extra shot ×2", "Don Julio". */
export function choiceText(choice: { name: string; quantity: number }): string {
  return choice.quantity > 1 ? `${choice.name} ×${choice.quantity}` : choice.name;
}
