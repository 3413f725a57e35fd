import type { Product } from '@queueless/contracts';

/**
 * A product's choices as the menu read gives them (issue 39): option groups ("Tequila", min 1 max 1), each option with
 * its price difference; allergens and dietary tags; whether staff check ID. Kept free of the contracts' runtime (zod)
 * so the menu's first load carries only these few functions (decision 093).
 */
export type PreModifier = 'NO' | 'LIGHT' | 'EXTRA';
export type MenuOption = {
  optionId: string;
  name: string;
  /** "4.00", "0.00", "-1.00". */
  priceDelta: string;
  isAvailable: boolean;
  isDefault: boolean;
  maxQuantity?: number;
  isSoldOut?: boolean;
  allergens?: string[];
  dietary?: string[];
};
export type MenuOptionGroup = {
  optionGroupId: string;
  name: string;
  minSelections: number;
  maxSelections: number;
  /** The venue turned NO / LIGHT / EXTRA on for this group. */
  allowsPreModifiers?: boolean;
  options: MenuOption[];
};
/** One chosen option on a cart line; quantity 1 unless the option allows more ("extra shot ×2"). */
export type ChosenOption = { optionId: string; quantity: number; preModifier?: PreModifier };
/** A combo's slot ("Choose a drink") and the products it offers, each with its own price change. */
export type ComboSlot = {
  slotId: string;
  name: string;
  choices: { productId: string; name: string; priceDelta: string }[];
};
/** A combo line's choice for one slot. */
export type ComboChoice = { slotId: string; productId: string };
/** What a cart line chose: its options, and a combo's product for each slot. */
export type LineChoices = { options?: ChosenOption[]; comboChoices?: ComboChoice[] };

export type ProductWithOptions = Product & {
  optionGroups?: MenuOptionGroup[];
  allergens?: string[];
  dietary?: string[];
  idRequired?: boolean;
  comboSlots?: ComboSlot[] | null;
};

export const optionGroupsOf = (product: Product): MenuOptionGroup[] =>
  (product as ProductWithOptions).optionGroups ?? [];
export const allergensOf = (product: Product): string[] => (product as ProductWithOptions).allergens ?? [];
export const dietaryOf = (product: Product): string[] => (product as ProductWithOptions).dietary ?? [];
/** ID checked at hand-over: the product says so; alcoholic items are by default. */
export const isIdRequired = (product: Product): boolean =>
  (product as ProductWithOptions).idRequired ?? product.productType === 'ALCOHOLIC_ITEM';
export const comboSlotsOf = (product: Product): ComboSlot[] => (product as ProductWithOptions).comboSlots ?? [];
/** Opens the product dialog instead of adding at once: the product has choices, or is a combo. */
export const hasOptions = (product: Product): boolean =>
  optionGroupsOf(product).length > 0 || comboSlotsOf(product).length > 0;

/**
 * The key of a cart line: the product alone, or the product with its choices in a fixed order (the contracts'
 * lineKey), and a combo's choice for each slot.
 */
export function lineKeyOf(
  productId: string,
  options: readonly ChosenOption[] = [],
  comboChoices: readonly ComboChoice[] = [],
): string {
  const parts = options
    .map((option) => `${option.optionId}*${option.quantity}${option.preModifier ? `*${option.preModifier}` : ''}`)
    .sort();
  const slots = comboChoices.map((choice) => `${choice.slotId}=${choice.productId}`).sort();
  const head = parts.length === 0 ? productId : `${productId}|${parts.join(',')}`;
  return slots.length === 0 ? head : `${head}#${slots.join(',')}`;
}

/** Defaults that can be chosen, preselected when the dialog opens. */
export function defaultChoices(groups: readonly MenuOptionGroup[]): ChosenOption[] {
  return groups.flatMap((group) =>
    group.options
      .filter((option) => option.isDefault && option.isAvailable)
      .slice(0, group.maxSelections)
      .map((option) => ({ optionId: option.optionId, quantity: 1 })),
  );
}

/** How many selections a group holds (an option ×2 counts twice; NO counts as none). */
export function selectionsIn(group: MenuOptionGroup, choices: readonly ChosenOption[]): number {
  const ids = new Set(group.options.map((option) => option.optionId));
  return choices
    .filter((choice) => ids.has(choice.optionId) && choice.preModifier !== 'NO')
    .reduce((sum, choice) => sum + choice.quantity, 0);
}

/** What stops Add, in the server's words ("Margarita: choose a Tequila."); null when the choices are complete. */
export function choiceProblem(
  productName: string,
  groups: readonly MenuOptionGroup[],
  choices: readonly ChosenOption[],
  slots: readonly ComboSlot[] = [],
  comboChoices: readonly ComboChoice[] = [],
): string | null {
  for (const group of groups) {
    const count = selectionsIn(group, choices);
    if (count < group.minSelections) {
      if (group.minSelections === 1) return `${productName}: choose ${article(group.name)} ${group.name}.`;
      return `${productName}: choose at least ${group.minSelections} of ${group.name}.`;
    }
    if (count > group.maxSelections) return `${productName}: choose at most ${group.maxSelections} of ${group.name}.`;
  }
  for (const slot of slots) {
    if (!comboChoices.some((choice) => choice.slotId === slot.slotId))
      return `${productName}: choose ${article(slot.name)} ${slot.name}.`;
  }
  return null;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The chosen options with their names, in the product's group order (for the cart, review and dialog). */
export function describeChoices(
  groups: readonly MenuOptionGroup[],
  choices: readonly ChosenOption[],
): { optionId: string; name: string; quantity: number; priceDelta: string; preModifier?: PreModifier }[] {
  const byId = new Map(choices.map((choice) => [choice.optionId, choice]));
  return groups.flatMap((group) =>
    group.options.flatMap((option) => {
      const choice = byId.get(option.optionId);
      return choice ? [{ ...choice, name: option.name, priceDelta: option.priceDelta }] : [];
    }),
  );
}

/** "NO Salt rim", "Extra shot ×2", "Don Julio". */
export function choiceText(choice: { name: string; quantity: number; preModifier?: PreModifier | null }): string {
  const head = choice.preModifier ? `${choice.preModifier} ${choice.name}` : choice.name;
  return choice.quantity > 1 ? `${head} ×${choice.quantity}` : head;
}
