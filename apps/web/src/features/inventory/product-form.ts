import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  type CreateProductBody,
  createProductBodySchema,
  DEFAULT_PRODUCT_DISPLAY_ORDER,
  type EditProductBody,
  editProductBodySchema,
  type Product,
  type ProductType,
} from '@queueless/contracts';
import { productFieldMessages } from '#web/features/inventory/inventory-messages';
import { issueMessage } from '#web/lib/forms/field-messages';
import { i18n } from '#web/lib/i18n/runtime';

/** One size of a merchandise item being created: its name and opening stock. */
export type SizeRow = { variantName: string; quantity: string };

/** The Menu editor's form, as typed: text for numbers, one image address a line. */
export type ProductFormValues = {
  name: string;
  /** Issue 44: the Spanish name and description (empty: the customer reading Spanish sees the English ones). */
  spanishName: string;
  spanishDescription: string;
  productType: ProductType;
  price: string;
  originalPrice: string;
  description: string;
  displayOrder: string;
  isAvailable: boolean;
  trackQuantity: boolean;
  depositPercent: string;
  productTaxCode: string;
  imageUrls: string;
  /** Edit (and a create of one product): its size and group. */
  variantName: string;
  groupId: string;
  /** A create of one product: its opening stock. */
  quantity: string;
  /** A create of a merchandise item in several sizes (each its own product in one group). */
  sizes: SizeRow[];
  /** Issue 39: the option groups attached, in the order the customer's dialog shows them. */
  optionGroupIds: string[];
  allergens: string[];
  dietary: string[];
  /** Staff check ID when handing it over (alcoholic items start with it on). */
  idRequired: boolean;
  /** A combo's slots: each a name and the products it offers (with their price change). */
  comboSlots: ComboSlotRow[];
};

/** One slot of a combo as edited: "Drink", from these products; its Spanish name (empty: the English one shows). */
export type ComboSlotRow = { name: string; spanishName: string; choices: { productId: string; priceDelta: string }[] };

/** An empty slot row, as "Add a slot" makes it. */
export const emptyComboSlot = (): ComboSlotRow => ({ name: '', spanishName: '', choices: [] });

/** A slot the manager wrote anything in: the others are left out of the save. */
const isSlotWritten = (slot: ComboSlotRow) =>
  Boolean(slot.name.trim() || slot.spanishName.trim() || slot.choices.length);

export type ProductFormErrors = Partial<Record<string, string>>;

const typeOption = (value: ProductType, label: MessageDescriptor) => ({
  value,
  // A getter, read as the list renders: the label follows the language chosen then (never fixed at load).
  get label() {
    return i18n._(label);
  },
});

export const PRODUCT_TYPE_OPTIONS: { value: ProductType; readonly label: string }[] = [
  typeOption('ALCOHOLIC_ITEM', msg`Alcoholic`),
  typeOption('NON_ALCOHOLIC_ITEM', msg`Non-alcoholic`),
  typeOption('MERCHANDISE', msg`Merchandise`),
  typeOption('FOOD_ITEM', msg`Food`),
  typeOption('OTHER', msg`Other`),
];

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    spanishName: '',
    spanishDescription: '',
    productType: 'NON_ALCOHOLIC_ITEM',
    price: '',
    originalPrice: '',
    description: '',
    displayOrder: String(DEFAULT_PRODUCT_DISPLAY_ORDER),
    isAvailable: true,
    trackQuantity: false,
    depositPercent: '',
    productTaxCode: '',
    imageUrls: '',
    variantName: '',
    groupId: '',
    quantity: '',
    sizes: [],
    optionGroupIds: [],
    allergens: [],
    dietary: [],
    idRequired: false,
    comboSlots: [],
  };
}

export function productFormOf(product: Product): ProductFormValues {
  return {
    ...emptyProductForm(),
    name: product.name,
    spanishName: product.translations?.es?.name ?? '',
    spanishDescription: product.translations?.es?.description ?? '',
    productType: product.productType,
    price: product.price,
    originalPrice: product.originalPrice ?? '',
    description: product.description ?? '',
    displayOrder: String(product.displayOrder),
    isAvailable: product.isAvailable,
    trackQuantity: product.trackQuantity,
    depositPercent: product.depositPercent === null ? '' : String(product.depositPercent),
    productTaxCode: product.productTaxCode ?? '',
    imageUrls: product.imageUrls.join('\n'),
    variantName: product.variantName ?? '',
    groupId: product.groupId ?? '',
    optionGroupIds: product.optionGroupIds ?? [],
    allergens: product.allergens ?? [],
    dietary: product.dietary ?? [],
    idRequired: product.idRequired ?? product.productType === 'ALCOHOLIC_ITEM',
    comboSlots: (product.comboSlots ?? []).map((slot) => ({
      name: slot.name,
      spanishName: slot.translations?.es?.name ?? '',
      choices: slot.choices.map(({ productId, priceDelta }) => ({ productId, priceDelta })),
    })),
  };
}

/** A whole number as typed, or the text itself so the contract refuses it in its own words. */
function numberOrText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A group id made from the item's name: the sizes of one new item share it. */
export function groupIdFor(name: string, random = Math.random): string {
  const stem = name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${stem || 'ITEM'}-${Math.floor(random() * 36 ** 4)
    .toString(36)
    .toUpperCase()}`;
}

function commonFields(values: ProductFormValues) {
  const displayOrder = numberOrText(values.displayOrder);
  const depositPercent = numberOrText(values.depositPercent);
  return {
    name: values.name,
    productType: values.productType,
    price: values.price,
    originalPrice: values.originalPrice.trim() || null,
    description: values.description.trim() || null,
    // Sent every time, as the form holds them: an emptied field clears its translation.
    translations: { es: { name: values.spanishName.trim(), description: values.spanishDescription.trim() } },
    ...(displayOrder === null ? {} : { displayOrder }),
    isAvailable: values.isAvailable,
    trackQuantity: values.trackQuantity,
    depositPercent,
    productTaxCode: values.productTaxCode.trim() || null,
    // Issue 39: a full edit that leaves these out clears them, so every save sends them as the form holds them.
    optionGroupIds: values.optionGroupIds,
    allergens: values.allergens,
    dietary: values.dietary,
    idRequired: values.idRequired,
    // Each slot's Spanish name sent every time too (issue 44): an emptied one clears it.
    comboSlots: values.comboSlots.filter(isSlotWritten).map((slot) => ({
      name: slot.name,
      translations: { es: { name: slot.spanishName.trim() } },
      choices: slot.choices,
    })),
    imageUrls: values.imageUrls
      .split(/\s+/)
      .map((url) => url.trim())
      .filter(Boolean),
  };
}

/** The create call's bodies: one product, or one per size of a merchandise item (one group). */
export function createBodiesOf(values: ProductFormValues, random = Math.random): CreateProductBody[] {
  const common = commonFields(values);
  const hasSizes = values.productType === 'MERCHANDISE' && values.sizes.length > 0;
  if (!hasSizes) {
    return [
      {
        ...common,
        variantName: values.variantName.trim() || null,
        groupId: values.groupId.trim() || null,
        quantityAvailable: values.trackQuantity ? (numberOrText(values.quantity) as number | null) : null,
      } as CreateProductBody,
    ];
  }
  const groupId = values.groupId.trim() || groupIdFor(values.name, random);
  return values.sizes.map(
    (size) =>
      ({
        ...common,
        variantName: size.variantName,
        groupId,
        quantityAvailable: values.trackQuantity ? (numberOrText(size.quantity) as number | null) : null,
      }) as CreateProductBody,
  );
}

export function editBodyOf(values: ProductFormValues, version: number): EditProductBody {
  return {
    ...commonFields(values),
    variantName: values.variantName.trim() || null,
    groupId: values.groupId.trim() || null,
    version,
  } as EditProductBody;
}

/** The field of a combo slot's row an issue at `comboSlots.<n>.…` of the body belongs to. */
function slotFieldOf(path: PropertyKey[], values: ProductFormValues): string {
  const [, sent, field] = path;
  // The body leaves out the slots the manager wrote nothing in, so its n-th slot is the form's n-th written one.
  const index = values.comboSlots.flatMap((slot, at) => (isSlotWritten(slot) ? [at] : []))[Number(sent)];
  if (index === undefined) return 'comboSlots';
  if (field === 'translations') return `comboSlots.${index}.spanishName`;
  return field === 'name' || field === 'choices' ? `comboSlots.${index}.${field}` : 'comboSlots';
}

/** The field of the form a body's issue belongs to (a size's issues to that size's row). */
function formFieldOf(path: PropertyKey[], sizeIndex: number | null, values: ProductFormValues): string {
  const [first, , translated] = path;
  const field = String(first ?? 'root');
  if (field === 'translations') return translated === 'description' ? 'spanishDescription' : 'spanishName';
  if (field === 'comboSlots') return slotFieldOf(path, values);
  if (sizeIndex !== null && field === 'variantName') return `sizes.${sizeIndex}.variantName`;
  if (sizeIndex !== null && field === 'quantityAvailable') return `sizes.${sizeIndex}.quantity`;
  if (field === 'quantityAvailable') return 'quantity';
  if (field === 'imageUrls') return 'imageUrls';
  return field;
}

/**
 * The contract's own schema run over what the form would send, so the form refuses what the server would, in the
 * active language (in English the contract's words). Null when nothing is wrong.
 */
export function checkProductForm(
  values: ProductFormValues,
  mode: { kind: 'create' } | { kind: 'edit'; version: number },
): ProductFormErrors | null {
  const errors: ProductFormErrors = {};
  const record = (field: string, message: string) => {
    if (!errors[field]) errors[field] = message;
  };
  if (mode.kind === 'edit') {
    const checked = editProductBodySchema.safeParse(editBodyOf(values, mode.version));
    if (!checked.success)
      for (const issue of checked.error.issues)
        record(formFieldOf(issue.path, null, values), issueMessage(issue, productFieldMessages));
  } else {
    const hasSizes = values.productType === 'MERCHANDISE' && values.sizes.length > 0;
    createBodiesOf(values, () => 0).forEach((body, index) => {
      const checked = createProductBodySchema.safeParse(body);
      if (checked.success) return;
      for (const issue of checked.error.issues) {
        record(formFieldOf(issue.path, hasSizes ? index : null, values), issueMessage(issue, productFieldMessages));
      }
    });
    if (hasSizes) {
      const names = values.sizes.map((size) => size.variantName.trim().toLowerCase());
      names.forEach((name, index) => {
        if (name === '') record(`sizes.${index}.variantName`, t`Name the size.`);
        else if (names.indexOf(name) !== index) record(`sizes.${index}.variantName`, t`This size is already listed.`);
      });
    }
  }
  return Object.keys(errors).length === 0 ? null : errors;
}
