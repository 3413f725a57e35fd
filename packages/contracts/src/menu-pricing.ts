// No zod here: the browser imports this file alone ('@queueless/contracts/menu-pricing'), off the schemas' chunk.
// The ONE rule for a line with options (issue 39, decision 087): the server prices orders with it and the browser
// shows its totals with it, so they agree to the cent.

/**
 * Pre-modifiers (decision 087): where a group allows them, an option may be asked for as NO (taken off: priced 0,
 * no stock, not counted as a choice of its group), LIGHT or EXTRA (counted and priced as the option itself).
 */
export const PRE_MODIFIERS = ['NO', 'LIGHT', 'EXTRA'] as const;
export type PreModifier = (typeof PRE_MODIFIERS)[number];

/** What a pre-modifier adds to an option's name: "No Onion" for the customer, "NO ONION" on the kitchen's ticket. */
export function preModifiedName(preModifier: PreModifier | null | undefined, name: string): string {
  if (!preModifier) return name;
  return `${preModifier.charAt(0)}${preModifier.slice(1).toLowerCase()} ${name}`;
}
export function preModifiedKitchenName(preModifier: PreModifier | null | undefined, kitchenName: string): string {
  return preModifier ? `${preModifier} ${kitchenName}` : kitchenName;
}

/** An option chosen on a line, as pricing reads it: its price change in cents (may be negative) and how many. */
export type PricedOptionChoice = { priceDeltaCents: number; quantity: number; preModifier?: PreModifier | null };

/** An option's price change on a line: NO takes it off for nothing; LIGHT and EXTRA cost the option's own change. */
export function optionDeltaCents(option: PricedOptionChoice): number {
  return option.preModifier === 'NO' ? 0 : option.priceDeltaCents * option.quantity;
}

/**
 * One unit of a line: the product's (or combo's) price plus every chosen option's delta times its quantity, and the
 * combo's components' deltas. Never below zero: a negative delta ("no cheese −0.50") takes the price down to 0 at most.
 */
export function lineUnitCents(basePriceCents: number, options: readonly PricedOptionChoice[]): number {
  let unit = basePriceCents;
  for (const option of options) unit += optionDeltaCents(option);
  return Math.max(0, unit);
}

/** A line's amount: its unit price times its quantity. */
export function lineTotalCents(
  basePriceCents: number,
  options: readonly PricedOptionChoice[],
  quantity: number,
): number {
  return lineUnitCents(basePriceCents, options) * quantity;
}

/** A decimal string of the wire ("4.00", "-0.50", "8") in integer cents; NaN when it is not one. */
export function decimalToCents(text: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Integer cents as the wire's signed decimal string ("4.00", "-0.50"). */
export function centsToSignedDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An option group as the rules read it (the menu read's shape, or the server's rows). */
export type SelectionGroup = {
  optionGroupId: string;
  name: string;
  minSelections: number;
  maxSelections: number;
  /** NO / LIGHT / EXTRA may be asked for on its options (decision 087); false when left out. */
  allowPreModifiers?: boolean;
  options: readonly { optionId: string; name: string; maxQuantity: number }[];
};

/** A line's choice of an option as the rules read it. */
export type ChosenOption = { optionId: string; quantity?: number | undefined; preModifier?: PreModifier | undefined };

/**
 * The first rule a line's choices break, in the words shown to the customer, or null when they keep every rule:
 * each group's min and max (counting an option chosen twice as two), each option's own maximum, and no option that
 * is not one of the product's groups'. "Margarita: choose a Tequila." The server refuses with it (400); the product
 * dialog keeps Add off with it.
 */
export function optionSelectionProblem(
  productName: string,
  groups: readonly SelectionGroup[],
  chosen: readonly ChosenOption[],
): string | null {
  const groupOf = new Map<string, SelectionGroup>();
  const optionOf = new Map<string, { name: string; maxQuantity: number }>();
  for (const group of groups) {
    for (const option of group.options) {
      groupOf.set(option.optionId, group);
      optionOf.set(option.optionId, option);
    }
  }
  const counts = new Map<string, number>();
  const perOption = new Map<string, number>();
  for (const choice of chosen) {
    const group = groupOf.get(choice.optionId);
    const option = optionOf.get(choice.optionId);
    if (!group || !option) return `${productName}: option "${choice.optionId}" is not one of its choices.`;
    const quantity = choice.quantity ?? 1;
    if (choice.preModifier) {
      if (!group.allowPreModifiers)
        return `${productName}: ${option.name} cannot be asked for as ${choice.preModifier}.`;
      if (quantity !== 1) return `${productName}: ${choice.preModifier} ${option.name} is chosen once.`;
      // One option, one way: NO onion and EXTRA onion on one line contradict each other.
      if (perOption.has(choice.optionId)) return `${productName}: choose ${option.name} once.`;
    } else if (perOption.has(`${choice.optionId}^`)) {
      return `${productName}: choose ${option.name} once.`;
    }
    if (choice.preModifier) perOption.set(`${choice.optionId}^`, 1);
    const total = (perOption.get(choice.optionId) ?? 0) + quantity;
    perOption.set(choice.optionId, total);
    if (total > option.maxQuantity) {
      return option.maxQuantity === 1
        ? `${productName}: choose ${option.name} once.`
        : `${productName}: choose ${option.name} at most ${option.maxQuantity} times.`;
    }
    // NO takes the option off: it is not a choice of the group ("No onion" does not fill "Toppings: choose 1").
    if (choice.preModifier !== 'NO') counts.set(group.optionGroupId, (counts.get(group.optionGroupId) ?? 0) + quantity);
  }
  for (const group of groups) {
    const count = counts.get(group.optionGroupId) ?? 0;
    if (count < group.minSelections) {
      if (group.minSelections === 1) return `${productName}: choose ${article(group.name)} ${group.name}.`;
      return `${productName}: choose at least ${group.minSelections} of ${group.name}.`;
    }
    if (count > group.maxSelections) {
      return `${productName}: choose at most ${group.maxSelections} of ${group.name}.`;
    }
  }
  return null;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** A line is told apart from another of the same product by its choices: the same choices make the same line. */
export function lineKey(productId: string, options: readonly ChosenOption[]) {
  const merged = new Map<string, number>();
  for (const option of options) {
    // A pre-modifier makes another choice: "NO onion" and "onion" are different lines.
    const id = option.preModifier ? `${option.optionId}:${option.preModifier}` : option.optionId;
    merged.set(id, (merged.get(id) ?? 0) + (option.quantity ?? 1));
  }
  const parts = [...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, n]) => `${id}*${n}`);
  return parts.length === 0 ? productId : `${productId}|${parts.join(',')}`;
}

/** How many alcoholic items a cart holds: each alcoholic line's quantity, combos' alcoholic components included. */
export function alcoholicItemCount(lines: readonly { alcoholicUnits: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.alcoholicUnits * line.quantity, 0);
}

/** The message of the alcohol limit (decision 087), the same in the browser and from the server. */
export function alcoholLimitMessage(limit: number): string {
  return `This location allows at most ${limit} alcoholic ${limit === 1 ? 'drink' : 'drinks'} per order.`;
}
