// No zod here: the browser imports this file alone ('@queueless/contracts/menu-pricing'), off the schemas' chunk.
// The ONE rule for a line with options (issue 39, decision 087): the server prices orders with it and the browser
// shows its totals with it, so they agree to the cent.

/** An option chosen on a line, as pricing reads it: its price change in cents (may be negative) and how many. */
export type PricedOptionChoice = { priceDeltaCents: number; quantity: number };

/**
 * One unit of a line: the product's (or combo's) price plus every chosen option's delta times its quantity, and the
 * combo's components' deltas. Never below zero: a negative delta ("no cheese −0.50") takes the price down to 0 at most.
 */
export function lineUnitCents(basePriceCents: number, options: readonly PricedOptionChoice[]): number {
  let unit = basePriceCents;
  for (const option of options) unit += option.priceDeltaCents * option.quantity;
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
  options: readonly { optionId: string; name: string; maxQuantity: number }[];
};

/**
 * The first rule a line's choices break, in the words shown to the customer, or null when they keep every rule:
 * each group's min and max (counting an option chosen twice as two), each option's own maximum, and no option that
 * is not one of the product's groups'. "Margarita: choose a Tequila." The server refuses with it (400); the product
 * dialog keeps Add off with it.
 */
export function optionSelectionProblem(
  productName: string,
  groups: readonly SelectionGroup[],
  chosen: readonly { optionId: string; quantity?: number | undefined }[],
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
    const total = (perOption.get(choice.optionId) ?? 0) + quantity;
    perOption.set(choice.optionId, total);
    if (total > option.maxQuantity) {
      return option.maxQuantity === 1
        ? `${productName}: choose ${option.name} once.`
        : `${productName}: choose ${option.name} at most ${option.maxQuantity} times.`;
    }
    counts.set(group.optionGroupId, (counts.get(group.optionGroupId) ?? 0) + quantity);
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
export function lineKey(productId: string, options: readonly { optionId: string; quantity?: number | undefined }[]) {
  const merged = new Map<string, number>();
  for (const option of options)
    merged.set(option.optionId, (merged.get(option.optionId) ?? 0) + (option.quantity ?? 1));
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
