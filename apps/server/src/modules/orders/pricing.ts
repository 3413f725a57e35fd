import {
  alcoholicItemCount,
  alcoholLimitMessage,
  type ChosenOption,
  dueNowCents,
  FREE_ORDER_THRESHOLD_CENTS,
  formatCents,
  lineKey,
  lineUnitCents,
  MAX_LINE_QUANTITY,
  optionSelectionProblem,
  type ProductType,
  parseCents,
  preModifiedKitchenName,
  preModifiedName,
  tipBaseCents,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import { roundHalfUp, taxAtRate } from '../../lib/money.js';
import type { GroupWithOptions, products } from '../inventory/index.js';
import type { OrderItemComponentRow, OrderItemOptionRow } from './orders.tables.js';

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
  | 'archivedAt'
  | 'idRequired'
  | 'comboSlots'
>;

/** A cart line as pricing reads it: the product, its units and (issue 39) its options and a combo's choices. */
export type CartLineRequest = {
  productId: string;
  quantity: number;
  options?: ChosenOption[] | undefined;
  comboChoices?:
    | {
        slotId: string;
        productId: string;
        options?: ChosenOption[] | undefined;
      }[]
    | undefined;
};

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
  /** Issue 39: the options sold on it (snapshots), a combo's components, and whether staff check ID. */
  options: OrderItemOptionRow[];
  components: OrderItemComponentRow[];
  idRequired: boolean;
  /** How many alcoholic items one unit of the line is (a combo counts its alcoholic components). */
  alcoholicUnits: number;
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

/**
 * Adds up lines sent twice for the same product with the same choices, keeping the order they first appeared in;
 * lines of one product with different options stay different lines (issue 39).
 */
export function mergeCartLines<Line extends CartLineRequest>(items: Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const item of items) {
    const key = `${lineKey(item.productId, item.options ?? [])}#${JSON.stringify(
      (item.comboChoices ?? []).map((choice) => [choice.slotId, lineKey(choice.productId, choice.options ?? [])]),
    )}`;
    const before = merged.get(key);
    merged.set(key, before ? { ...before, quantity: before.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

export function displayName(product: Pick<PricingProduct, 'name' | 'variantName'>): string {
  return product.variantName ? `${product.name} (${product.variantName})` : product.name;
}

/** A line the stock cannot fill, in the words the menu and cart use. */
export function soldOutMessage(name: string, left: number): string {
  return left <= 0 ? `${name} is sold out.` : `Only ${left} of ${name} left.`;
}

/** A 400 that names the product and the group or option (issue 39): "Margarita: choose a Tequila." */
function optionRefusal(message: string, productId: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ field: 'body.cartItems', message, productId }]);
}

/**
 * A line's chosen options checked against the product's live groups and priced from our rows (issue 39): every rule
 * of the shared `optionSelectionProblem`, an option archived, switched off or out of stock, named in the refusal.
 */
export function priceLineOptions(
  name: string,
  productId: string,
  chosen: readonly ChosenOption[],
  groups: readonly GroupWithOptions[],
  units: number,
): OrderItemOptionRow[] {
  const byId = new Map(groups.flatMap((group) => group.options.map((option) => [option.optionId, { group, option }])));
  const rows: OrderItemOptionRow[] = [];
  for (const choice of chosen) {
    const found = byId.get(choice.optionId);
    if (!found) throw optionRefusal(`${name}: option "${choice.optionId}" is not one of its choices.`, productId);
    const { group, option } = found;
    if (option.archivedAt) throw optionRefusal(`${name}: ${option.name} is no longer on the menu.`, productId);
    const preModifier = choice.preModifier ?? null;
    // NO takes the option off the item: it needs neither the option switched on nor any of its stock (decision 087).
    const isRemoval = preModifier === 'NO';
    if (!option.isAvailable && !isRemoval) {
      throw optionRefusal(`${name}: ${option.name} is not available right now.`, productId);
    }
    const quantity = choice.quantity ?? 1;
    if (!isRemoval && option.trackQuantity && (option.quantityAvailable ?? 0) < quantity * units) {
      throw new AppError('PRODUCT_SOLD_OUT', soldOutMessage(`${name}: ${option.name}`, option.quantityAvailable ?? 0), {
        productId,
        optionId: option.optionId,
      });
    }
    rows.push({
      optionId: option.optionId,
      optionGroupId: group.optionGroupId,
      groupName: group.name,
      name: preModifiedName(preModifier, option.name),
      kitchenName: preModifiedKitchenName(preModifier, option.kitchenName ?? option.name),
      priceDeltaCents: isRemoval ? 0 : option.priceDeltaCents,
      quantity,
      preModifier,
    });
  }
  const liveGroups = groups.map((group) => ({
    ...group,
    options: group.options.filter((option) => !option.archivedAt),
  }));
  const problem = optionSelectionProblem(name, liveGroups, chosen);
  if (problem) throw optionRefusal(problem, productId);
  return rows;
}

/**
 * Prices a cart from inventory and refuses what cannot be sold: unknown products or another
 * location's, switched-off or sold-out products, more than the stock left, more than 10 of one; and (issue 39) options
 * that break their group's rules, and a combo without a valid choice in every slot.
 */
export function priceCartLines(
  cart: CartLineRequest[],
  inventory: PricingProduct[],
  vendorLocationId: string,
  groupsOf: ReadonlyMap<string, GroupWithOptions[]> = new Map(),
): PricedLine[] {
  const byId = new Map(inventory.map((product) => [product.productId, product]));
  const sellable = (productId: string, quantity: number) => {
    const product = byId.get(productId);
    if (!product || product.vendorLocationId !== vendorLocationId) {
      throw new AppError('UNKNOWN_PRODUCT', `Product "${productId}" is not on this location's menu.`, { productId });
    }
    const name = displayName(product);
    if (product.archivedAt) {
      // Archived by the venue: kept for the orders that sold it, never sold again.
      throw new AppError('PRODUCT_UNAVAILABLE', `${name} is no longer on the menu.`, { productId });
    }
    if (!product.isAvailable) {
      throw new AppError('PRODUCT_UNAVAILABLE', `${name} is not available right now.`, { productId });
    }
    if (product.trackQuantity) {
      const left = product.quantityAvailable ?? 0;
      if (left <= 0) throw new AppError('PRODUCT_SOLD_OUT', soldOutMessage(name, left), { productId });
      if (quantity > left) {
        throw new AppError('PRODUCT_SOLD_OUT', soldOutMessage(name, left), { productId, available: left });
      }
    }
    return { product, name };
  };
  return mergeCartLines(cart).map((line) => {
    const { productId, quantity } = line;
    const { product, name } = sellable(productId, quantity);
    if (quantity > MAX_LINE_QUANTITY) {
      throw new AppError('VALIDATION_FAILED', `You can order at most ${MAX_LINE_QUANTITY} of ${name}.`, {
        productId,
      });
    }
    const options = priceLineOptions(name, productId, line.options ?? [], groupsOf.get(productId) ?? [], quantity);
    const components = priceComboChoices(product, name, line, quantity, sellable, groupsOf);
    const choices = [
      ...options,
      ...components.flatMap((component) => [
        { priceDeltaCents: component.priceDeltaCents, quantity: 1 },
        ...component.options,
      ]),
    ];
    const componentsAlcoholic = components.filter((component) => component.productType === 'ALCOHOLIC_ITEM').length;
    return {
      productId,
      name: product.name,
      variantName: product.variantName,
      productType: product.productType,
      productTaxCode: product.productTaxCode,
      imageUrls: product.imageUrls,
      // The shared rule (contracts/menu-pricing): the browser shows the same unit price to the cent.
      priceCents: lineUnitCents(product.priceCents, choices),
      quantity,
      depositPercent: product.depositPercent,
      options,
      components,
      idRequired: product.idRequired || components.some((component) => byId.get(component.productId)?.idRequired),
      alcoholicUnits: (product.productType === 'ALCOHOLIC_ITEM' ? 1 : 0) + componentsAlcoholic,
    };
  });
}

/** A combo line's choices: one per slot, each a live product of the slot with its own options (issue 39). */
function priceComboChoices(
  product: PricingProduct,
  name: string,
  line: CartLineRequest,
  quantity: number,
  sellable: (productId: string, quantity: number) => { product: PricingProduct; name: string },
  groupsOf: ReadonlyMap<string, GroupWithOptions[]>,
): OrderItemComponentRow[] {
  const slots = product.comboSlots ?? [];
  const choices = line.comboChoices ?? [];
  if (slots.length === 0) {
    if (choices.length > 0) throw optionRefusal(`${name} is not a combo: send no comboChoices.`, product.productId);
    return [];
  }
  const stray = choices.find((choice) => !slots.some((slot) => slot.slotId === choice.slotId));
  if (stray) throw optionRefusal(`${name}: there is no slot "${stray.slotId}".`, product.productId);
  return slots.map((slot) => {
    const picked = choices.filter((choice) => choice.slotId === slot.slotId);
    if (picked.length === 0) throw optionRefusal(`${name}: choose ${slot.name}.`, product.productId);
    if (picked.length > 1) throw optionRefusal(`${name}: choose one ${slot.name}.`, product.productId);
    const choice = picked[0] as NonNullable<(typeof picked)[number]>;
    const allowed = slot.choices.find((candidate) => candidate.productId === choice.productId);
    if (!allowed) {
      throw optionRefusal(`${name}: "${choice.productId}" is not a choice for ${slot.name}.`, product.productId);
    }
    const component = sellable(choice.productId, quantity);
    const options = priceLineOptions(
      `${name} (${component.name})`,
      product.productId,
      choice.options ?? [],
      groupsOf.get(choice.productId) ?? [],
      quantity,
    );
    return {
      slotId: slot.slotId,
      slotName: slot.name,
      productId: choice.productId,
      name: component.name,
      productType: component.product.productType,
      priceDeltaCents: allowed.priceDeltaCents,
      options,
    };
  });
}

/** The location's limit of alcoholic items per order, in the words the browser shows too (issue 39). */
export function checkAlcoholLimit(lines: Pick<PricedLine, 'alcoholicUnits' | 'quantity'>[], limit: number | null) {
  if (limit === null) return;
  if (alcoholicItemCount(lines) > limit) {
    const message = alcoholLimitMessage(limit);
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.cartItems', message }]);
  }
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
