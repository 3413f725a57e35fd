import { t } from '@lingui/core/macro';
import type { ComboSlot, MenuOptionGroup, Product } from '@queueless/contracts';
import { optionSelectionProblem, preModifiedName } from '@queueless/contracts/menu-pricing';
import type { ChosenOption, ComboChoice } from './options';

export const dietaryOf = (product: Product): string[] => product.dietary ?? [];
/** ID checked at hand-over: the server's flag; alcoholic items by default. */
export const isIdRequired = (product: Product): boolean =>
  product.idRequired ?? product.productType === 'ALCOHOLIC_ITEM';

// The rules of a line's choices (issue 39): for the product dialog, the cart and the review, all loaded after the
// menu's first render. The selection rule is the contracts' own, so the dialog refuses what the server would.

/** Defaults that can be chosen, preselected when the dialog opens. */
export function defaultChoices(groups: readonly MenuOptionGroup[]): ChosenOption[] {
  return groups.flatMap((group) =>
    group.options
      .filter((option) => option.isDefault && option.isAvailable && !option.isSoldOut)
      .slice(0, group.maxSelections)
      .map((option) => ({ optionId: option.optionId, quantity: 1 })),
  );
}

/** How many selections a group holds (an option ×2 counts twice; NO takes an option off and counts none). */
export function selectionsIn(group: MenuOptionGroup, choices: readonly ChosenOption[]): number {
  const ids = new Set(group.options.map((option) => option.optionId));
  return choices
    .filter((choice) => ids.has(choice.optionId) && choice.preModifier !== 'NO')
    .reduce((sum, choice) => sum + choice.quantity, 0);
}

/**
 * The contracts' selection problems are in English (the server's words): the ones a guest meets in the dialog are
 * said again in the active language; any other stays as the contracts wrote it.
 */
function inLanguage(productName: string, problem: string): string {
  const rest = problem.startsWith(`${productName}: `) ? problem.slice(productName.length + 2) : null;
  if (rest === null) return problem;
  const one = /^choose an? (.+)\.$/.exec(rest);
  const atLeast = /^choose at least (\d+) of (.+)\.$/.exec(rest);
  const atMost = /^choose at most (\d+) of (.+)\.$/.exec(rest);
  const once = /^choose (.+) once\.$/.exec(rest);
  if (atLeast?.[1] && atLeast[2]) {
    const [, count, groupName] = atLeast;
    return t`${productName}: choose at least ${count} of ${groupName}.`;
  }
  if (atMost?.[1] && atMost[2]) {
    const [, count, groupName] = atMost;
    return t`${productName}: choose at most ${count} of ${groupName}.`;
  }
  if (once?.[1]) {
    const optionName = once[1];
    return t`${productName}: choose ${optionName} once.`;
  }
  if (one?.[1]) {
    const slotName = one[1];
    return rest.startsWith('choose an ')
      ? t`${productName}: choose an ${slotName}.`
      : t`${productName}: choose a ${slotName}.`;
  }
  return problem;
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
  productOf: (productId: string) => Product | undefined = () => undefined,
): string | null {
  const problem = optionSelectionProblem(productName, groups, choices);
  if (problem) return inLanguage(productName, problem);
  const open = slots.find((slot) => !comboChoices.some((choice) => choice.slotId === slot.slotId));
  if (open) {
    const slotName = open.name;
    return /^[aeiou]/i.test(slotName)
      ? t`${productName}: choose an ${slotName}.`
      : t`${productName}: choose a ${slotName}.`;
  }
  // A slot's chosen product's own groups, named as the server names them ("Pint + dog (Burger): choose a Doneness.").
  for (const choice of comboChoices) {
    const component = productOf(choice.productId);
    if (!component) continue;
    const name = `${productName} (${component.name})`;
    const own = optionSelectionProblem(name, component.optionGroups ?? [], choice.options ?? []);
    if (own) return inLanguage(name, own);
  }
  return null;
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
      return choice ? [{ ...choice, name: preModifiedName(choice.preModifier, option.name) }] : [];
    }),
  );
}

/** "Extra shot ×2", "Don Julio". */
export function choiceText(choice: { name: string; quantity: number }): string {
  return choice.quantity > 1 ? `${choice.name} ×${choice.quantity}` : choice.name;
}
