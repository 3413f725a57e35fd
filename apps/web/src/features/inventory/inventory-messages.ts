import { msg } from '@lingui/core/macro';
import { NAME_CONTROL_CHARACTERS, type OptionGroupBody } from '@queueless/contracts';
import { type FieldMessages, requiredTextMessages } from '#web/lib/forms/field-messages';

/*
 * The inventory forms' messages, in English the contract's words (inventory.ts, menu-options.ts), worded in the
 * active language (lib/forms/field-messages.ts): the product form, the price and deposit fields, the stock editor and
 * the option group editor.
 */

const priceRequired = msg`Price is required.`;
const priceFormat = msg`Price must be a valid number with up to 2 decimal places.`;
export const priceFieldMessages: FieldMessages = {
  price: { invalid_type: priceRequired, too_small: priceRequired, invalid_format: priceFormat },
};

/** The contract's DEPOSIT_PERCENT_MESSAGE: the deposit field's one message, whatever is wrong with it. */
export const depositMessage = msg`The deposit must be a whole percent from 1 to 100, or none to take the full price when ordering.`;

const stock = {
  invalid_type: msg`The stock must be a whole number.`,
  too_small: msg`The stock cannot be below zero.`,
  too_big: msg({ message: 'The stock must be at most {maximum}.' }),
};
const trackedQuantity = msg`Enter how many are in stock, or stop tracking stock.`;
const trackQuantity = { custom: msg`Turn on stock tracking to set a stock count.` };

const slotName = requiredTextMessages(
  msg`The slot name is required.`,
  msg({ message: 'The slot name must be at most {maximum} characters.' }),
  msg`The slot name cannot hold control characters.`,
);

const productName = {
  invalid_type: msg`Name is required.`,
  too_small: msg`Name is required.`,
  too_big: msg({ message: 'Name must be at most {maximum} characters.' }),
};
const productDescription = {
  too_big: msg({ message: 'The description must be at most {maximum} characters.' }),
  custom: msg`The description has invalid characters.`,
};

/** The product form's (product-form.ts), by the create and edit bodies' fields. */
export const productFieldMessages: FieldMessages = {
  name: productName,
  description: productDescription,
  'translations.es.name': productName,
  'translations.es.description': productDescription,
  ...priceFieldMessages,
  originalPrice: {
    invalid_format: priceFormat,
    too_small: priceRequired,
    custom: msg`The original price must be higher than the price.`,
  },
  variantName: {
    too_big: msg({ message: 'The size must be at most {maximum} characters.' }),
    custom: msg`The size has invalid characters.`,
  },
  groupId: {
    too_big: msg({ message: 'The group must be at most {maximum} characters.' }),
    invalid_format: msg`The group may hold only letters, digits, - and _.`,
  },
  depositPercent: { invalid_type: depositMessage, too_small: depositMessage, too_big: depositMessage },
  productTaxCode: { invalid_format: msg`A tax code looks like txcd_99999999.` },
  imageUrls: { custom: msg`An image must be a path on this site (/…) or an https:// address.` },
  quantityAvailable: { ...stock, custom: trackedQuantity },
  trackQuantity,
  optionGroupIds: {
    too_big: msg({ message: 'A product has at most {maximum} option groups.' }),
    custom: msg`A group is attached once.`,
  },
  allergens: { custom: msg`An allergen is named once.` },
  dietary: { custom: msg`A dietary tag is named once.` },
  comboSlots: { too_big: msg({ message: 'A combo has at most {maximum} slots.' }) },
  'comboSlots.name': slotName,
  'comboSlots.translations.es.name': slotName,
  'comboSlots.choices': { too_small: msg`A slot has at least one choice.` },
};

/** The stock editor's (stock-editor.tsx): a count set, or a change. */
export const stockFieldMessages: FieldMessages = {
  set: stock,
  adjust: { invalid_type: msg`The change must be a whole number.`, custom: msg`The change cannot be zero.` },
  reason: {
    invalid_type: msg`Give a reason.`,
    too_small: msg`Give a reason.`,
    too_big: msg({ message: 'The reason must be at most {maximum} characters.' }),
  },
};

/**
 * The option group editor's (option-group-editor.tsx), for the body it checks: where the schema has two refusals of
 * one kind on a field, the body says which it is.
 */
export function optionGroupFieldMessages(body: OptionGroupBody): FieldMessages {
  const groupName = requiredTextMessages(
    msg`The group name is required.`,
    msg({ message: 'The group name must be at most {maximum} characters.' }),
    msg`The group name cannot hold control characters.`,
  );
  const optionName = requiredTextMessages(
    msg`The option name is required.`,
    msg({ message: 'The option name must be at most {maximum} characters.' }),
    msg`The option name cannot hold control characters.`,
  );
  // As the contract checks it: the name trimmed.
  const optionNameHasControl = body.options.some((option) => NAME_CONTROL_CHARACTERS.test(option.name.trim()));
  const priceDelta = msg`The price change must be a number with up to 2 decimals, e.g. 4.00 or -0.50.`;
  return {
    name: groupName,
    'translations.es.name': groupName,
    minSelections: {
      custom:
        body.minSelections > body.maxSelections
          ? msg`The least choices cannot be more than the most.`
          : msg`The group asks for more choices than its options allow.`,
    },
    options: {
      too_small: msg`A group has at least one option.`,
      too_big: msg({ message: 'A group has at most {maximum} options.' }),
      custom: msg`More options are defaults than may be chosen.`,
    },
    'options.name': {
      ...optionName,
      custom: optionNameHasControl ? optionName.custom : msg`Two options have this name.`,
    },
    'options.translations.es.name': optionName,
    'options.priceDelta': { invalid_type: priceDelta, invalid_format: priceDelta },
    'options.kitchenName': requiredTextMessages(
      msg`The kitchen name is required.`,
      msg({ message: 'The kitchen name must be at most {maximum} characters.' }),
      msg`The kitchen name cannot hold control characters.`,
    ),
    'options.quantity': { ...stock, custom: trackedQuantity },
    'options.trackQuantity': trackQuantity,
  };
}
