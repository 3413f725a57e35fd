import { z } from 'zod';
import { vendorLocationIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { PRE_MODIFIERS } from './menu-pricing.js';
import { TRANSLATIONS_WRITE_RULES, translatedText, translationsSchema } from './translations.js';

// A real bar's menu (issue 39, decision 087): option groups defined once per location and attached to products in
// order, allergens and dietary tags, the ID check, combos. Served by apps/server/src/modules/inventory.

/** The 14 allergens of EU rules (Regulation 1169/2011, Annex II), in its order. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export const allergenSchema = z.enum(ALLERGENS, { error: `An allergen is one of ${ALLERGENS.join(', ')}.` });
export type Allergen = z.infer<typeof allergenSchema>;

export const DIETARY_TAGS = ['vegan', 'vegetarian', 'gluten-free', 'halal', 'kosher'] as const;
export const dietaryTagSchema = z.enum(DIETARY_TAGS, { error: `A dietary tag is one of ${DIETARY_TAGS.join(', ')}.` });
export type DietaryTag = z.infer<typeof dietaryTagSchema>;

export const OPTION_GROUP_NAME_MAX = 60;
export const OPTION_NAME_MAX = 60;
export const OPTION_KITCHEN_NAME_MAX = 24;
/** The most options one group holds, the most groups one product has, the most groups a location keeps. */
export const OPTIONS_PER_GROUP_MAX = 50;
export const OPTION_GROUPS_PER_PRODUCT_MAX = 20;
export const OPTION_GROUPS_PER_LOCATION_MAX = 500;
/** The most of one option a line may take ("extra shot" ×2), and the most choices one group may ask for. */
export const OPTION_MAX_QUANTITY_MAX = 10;
export const OPTION_SELECTIONS_MAX = 50;
/** The most options one cart line names. */
export const LINE_OPTIONS_MAX = 100;
/** An option's stock, like a product's. */
export const OPTION_QUANTITY_MAX = 1_000_000;
/** Combos: slots per combo and choices per slot. */
export const COMBO_SLOTS_MAX = 10;
export const COMBO_SLOT_CHOICES_MAX = 50;
/** The most alcoholic items per order a location may allow when it sets a limit. */
export const MAX_ALCOHOLIC_ITEMS_LIMIT = 100;

/** A signed price change on the wire: "4.00", "0.00", "-0.50". */
export const priceDeltaSchema = z.string().regex(/^-?\d+\.\d{2}$/, 'A price change has two decimals, e.g. "4.00".');

const PRICE_DELTA_MESSAGE = 'The price change must be a number with up to 2 decimals, e.g. 4.00 or -0.50.';
/** A price change typed by staff: optional sign, digits, up to 2 decimals. */
export const priceDeltaInputSchema = z
  .string({ error: PRICE_DELTA_MESSAGE })
  .trim()
  .regex(/^-?\d{1,6}(?:\.\d{1,2})?$/, PRICE_DELTA_MESSAGE);

/** The control characters an option group's, option's or slot's name may not hold (the refusal its form words). */
export const NAME_CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  /[\u0000-\u001f\u007f-\u009f]/;

/** Names typed by staff: no control characters (a kitchen ticket prints them). */
const plainName = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((text) => !NAME_CONTROL_CHARACTERS.test(text), `${label} cannot hold control characters.`);

/** The text of an option group and of an option a customer reads, so the one staff may translate (decision 096). */
export const OPTION_TRANSLATED_FIELDS = ['name'] as const;

/** A name's translations as staff write them (issue 44): its English field's rules, '' clears. */
const nameTranslationsInputSchema = (label: string, max: number) =>
  z
    .strictObject({ es: z.strictObject({ name: translatedText(plainName(label, max)) }).optional() })
    .optional()
    .describe(TRANSLATIONS_WRITE_RULES);

const stockSchema = z
  .number({ error: 'The stock must be a whole number.' })
  .int('The stock must be a whole number.')
  .min(0, 'The stock cannot be below zero.')
  .max(OPTION_QUANTITY_MAX, `The stock must be at most ${OPTION_QUANTITY_MAX}.`);

const allergenListSchema = z
  .array(allergenSchema)
  .max(ALLERGENS.length)
  .refine((list) => new Set(list).size === list.length, 'An allergen is named once.');
const dietaryListSchema = z
  .array(dietaryTagSchema)
  .max(DIETARY_TAGS.length)
  .refine((list) => new Set(list).size === list.length, 'A dietary tag is named once.');

export const allergensInputSchema = allergenListSchema.optional();
export const dietaryInputSchema = dietaryListSchema.optional();

/** One option as a manager writes it; an edit names the optionId of an option it keeps. */
export const optionInputSchema = z.strictObject({
  optionId: z.string().trim().min(1).max(64).optional(),
  name: plainName('The option name', OPTION_NAME_MAX),
  priceDelta: priceDeltaInputSchema,
  /** Printed on the kitchen's ticket in place of the name ("NO ONION"); the name when left out. */
  kitchenName: plainName('The kitchen name', OPTION_KITCHEN_NAME_MAX).nullable().optional(),
  isDefault: z.boolean().optional(),
  isAvailable: z.boolean().optional(),
  /** How many of this option one line may take (an "extra shot" ×2); 1 when left out. */
  maxQuantity: z.number().int().min(1).max(OPTION_MAX_QUANTITY_MAX).optional(),
  trackQuantity: z.boolean().optional(),
  quantity: stockSchema.nullable().optional(),
  allergens: allergensInputSchema,
  dietary: dietaryInputSchema,
  /** Issue 44: the Spanish name. */
  translations: nameTranslationsInputSchema('The option name', OPTION_NAME_MAX),
});
export type OptionInput = z.input<typeof optionInputSchema>;

export const OPTION_SELECTIONS_MESSAGE = 'The least choices cannot be more than the most.';

/** A group as a manager writes it ("Tequila": choose 1, Espolòn or Don Julio +4.00). */
export const optionGroupBodySchema = z
  .strictObject({
    name: plainName('The group name', OPTION_GROUP_NAME_MAX),
    /** 0: optional; 1 or more: required. */
    minSelections: z.number().int().min(0).max(OPTION_SELECTIONS_MAX),
    maxSelections: z.number().int().min(1).max(OPTION_SELECTIONS_MAX),
    /** Customers may ask for NO / LIGHT / EXTRA of its options ("NO ONION"); false when left out. */
    allowPreModifiers: z.boolean().optional(),
    /** Issue 44: the Spanish name. */
    translations: nameTranslationsInputSchema('The group name', OPTION_GROUP_NAME_MAX),
    options: z
      .array(optionInputSchema)
      .min(1, 'A group has at least one option.')
      .max(OPTIONS_PER_GROUP_MAX, `A group has at most ${OPTIONS_PER_GROUP_MAX} options.`),
  })
  .superRefine((body, ctx) => {
    if (body.minSelections > body.maxSelections) {
      ctx.addIssue({ code: 'custom', path: ['minSelections'], message: OPTION_SELECTIONS_MESSAGE });
    }
    const reachable = body.options.reduce((sum, option) => sum + (option.maxQuantity ?? 1), 0);
    if (body.minSelections > reachable) {
      ctx.addIssue({
        code: 'custom',
        path: ['minSelections'],
        message: 'The group asks for more choices than its options allow.',
      });
    }
    const defaults = body.options.reduce((sum, option) => sum + (option.isDefault ? 1 : 0), 0);
    if (defaults > body.maxSelections) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'More options are defaults than may be chosen.' });
    }
    const names = new Set<string>();
    const ids = new Set<string>();
    body.options.forEach((option, index) => {
      const key = option.name.toLowerCase();
      if (names.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['options', index, 'name'], message: 'Two options have this name.' });
      }
      names.add(key);
      if (option.optionId) {
        if (ids.has(option.optionId)) {
          ctx.addIssue({ code: 'custom', path: ['options', index, 'optionId'], message: 'An option is named twice.' });
        }
        ids.add(option.optionId);
      }
      if (option.trackQuantity && (option.quantity === undefined || option.quantity === null)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'quantity'],
          message: 'Enter how many are in stock, or stop tracking stock.',
        });
      }
      if (!option.trackQuantity && option.quantity !== undefined && option.quantity !== null) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'trackQuantity'],
          message: 'Turn on stock tracking to set a stock count.',
        });
      }
    });
  });
export type OptionGroupBody = z.input<typeof optionGroupBodySchema>;
export type OptionGroupInput = z.output<typeof optionGroupBodySchema>;

/** An option as the manager reads it. */
export const optionSchema = z.object({
  optionId: z.string(),
  name: z.string(),
  priceDelta: priceDeltaSchema,
  kitchenName: z.string().nullable(),
  isDefault: z.boolean(),
  isAvailable: z.boolean(),
  maxQuantity: z.number().int(),
  trackQuantity: z.boolean(),
  quantity: z.object({ available: z.number().int().nullable() }),
  /** True when its stock is tracked and none is left. */
  isSoldOut: z.boolean(),
  allergens: z.array(allergenSchema),
  dietary: z.array(dietaryTagSchema),
  /** Issue 44: the Spanish name staff wrote (decision 096). */
  translations: translationsSchema(OPTION_TRANSLATED_FIELDS).optional(),
});
export type Option = z.infer<typeof optionSchema>;

export const optionGroupSchema = z.object({
  optionGroupId: z.string(),
  vendorLocationId: z.string(),
  name: z.string(),
  minSelections: z.number().int(),
  maxSelections: z.number().int(),
  allowPreModifiers: z.boolean(),
  options: z.array(optionSchema),
  /** The products it is attached to (their ids), so the editor can say where a change shows. */
  productIds: z.array(z.string()),
  /** Issue 44: the Spanish name staff wrote (decision 096). */
  translations: translationsSchema(OPTION_TRANSLATED_FIELDS).optional(),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** A group as the menu shows it on a product: only what a customer needs to choose. */
export const menuOptionSchema = z.object({
  optionId: z.string(),
  name: z.string(),
  priceDelta: priceDeltaSchema,
  isAvailable: z.boolean(),
  isDefault: z.boolean(),
  maxQuantity: z.number().int(),
  isSoldOut: z.boolean(),
  allergens: z.array(allergenSchema),
  dietary: z.array(dietaryTagSchema),
});
export type MenuOption = z.infer<typeof menuOptionSchema>;

export const menuOptionGroupSchema = z.object({
  optionGroupId: z.string(),
  name: z.string(),
  minSelections: z.number().int(),
  maxSelections: z.number().int(),
  /** Its options may be asked for as NO (taken off, free), LIGHT or EXTRA (priced as the option). */
  allowPreModifiers: z.boolean(),
  options: z.array(menuOptionSchema),
});
export type MenuOptionGroup = z.infer<typeof menuOptionGroupSchema>;

/** The text of a combo's slot a customer reads, so the one staff may translate (decision 096, amended). */
export const COMBO_SLOT_TRANSLATED_FIELDS = ['name'] as const;

/** A combo's slot as the menu shows it: "Choose a drink", from these products, each with its own price change. */
export const comboSlotSchema = z.object({
  slotId: z.string(),
  /** In the request's language, falling back to the venue's (issue 44). */
  name: z.string(),
  choices: z.array(z.object({ productId: z.string(), name: z.string(), priceDelta: priceDeltaSchema })),
  /** Issue 44: the Spanish name staff wrote (decision 096), for the editor; left out when there is none. */
  translations: translationsSchema(COMBO_SLOT_TRANSLATED_FIELDS).optional(),
});
export type ComboSlot = z.infer<typeof comboSlotSchema>;

/** A combo's slots as a manager writes them on the combo product's create or edit. */
export const comboSlotsInputSchema = z
  .array(
    z.strictObject({
      name: plainName('The slot name', OPTION_GROUP_NAME_MAX),
      /**
       * Issue 44: the Spanish name. Left out, a slot keeps the Spanish of the stored slot with the same name (slots
       * have no id of their own in a write); '' clears it.
       */
      translations: nameTranslationsInputSchema('The slot name', OPTION_GROUP_NAME_MAX),
      choices: z
        .array(
          z.strictObject({ productId: z.string().trim().min(1).max(64), priceDelta: priceDeltaInputSchema.optional() }),
        )
        .min(1, 'A slot has at least one choice.')
        .max(COMBO_SLOT_CHOICES_MAX),
    }),
  )
  .max(COMBO_SLOTS_MAX, `A combo has at most ${COMBO_SLOTS_MAX} slots.`);

/** The product fields of issue 39 a manager writes (on the product's create and full edit). */
export const productMenuFieldsInputSchema = {
  /** The product's option groups, in the order the dialog shows them; left out = none. */
  optionGroupIds: z
    .array(z.string().trim().min(1).max(64))
    .max(OPTION_GROUPS_PER_PRODUCT_MAX, `A product has at most ${OPTION_GROUPS_PER_PRODUCT_MAX} option groups.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A group is attached once.')
    .optional(),
  allergens: allergensInputSchema,
  dietary: dietaryInputSchema,
  /** Staff check ID when handing it over; left out: true for alcoholic items, false otherwise. */
  idRequired: z.boolean().optional(),
  /** Makes the product a combo: one price, a choice in every slot. Left out or empty = not a combo. */
  comboSlots: comboSlotsInputSchema.optional(),
};

/** The product fields of issue 39 the menu read gives. */
export const productMenuFieldsSchema = {
  optionGroupIds: z.array(z.string()),
  optionGroups: z.array(menuOptionGroupSchema),
  allergens: z.array(allergenSchema),
  dietary: z.array(dietaryTagSchema),
  idRequired: z.boolean(),
  /** Null when the product is not a combo. */
  comboSlots: z.array(comboSlotSchema).nullable(),
};

// ---------------------------------------------------------------- cart and order lines

export const preModifierSchema = z.enum(PRE_MODIFIERS, {
  error: `A pre-modifier is one of ${PRE_MODIFIERS.join(', ')}.`,
});

/** An option chosen on a cart line: its id and how many (1 when left out). The server prices it. */
export const cartOptionInputSchema = z.strictObject({
  optionId: z.string().trim().min(1).max(64),
  quantity: z.number().int().min(1).max(OPTION_MAX_QUANTITY_MAX).optional(),
  /**
   * Only where the option's group allows pre-modifiers (refused otherwise): NO takes the option off (priced 0),
   * LIGHT and EXTRA are priced as the option.
   */
  preModifier: preModifierSchema.optional(),
});
export type CartOptionInput = z.infer<typeof cartOptionInputSchema>;

export const cartOptionsInputSchema = z
  .array(cartOptionInputSchema)
  .max(LINE_OPTIONS_MAX, `A line takes at most ${LINE_OPTIONS_MAX} options.`)
  .optional()
  .describe(
    "The line's chosen options. The server prices each from our inventory and refuses (400, naming the product and " +
      'the group) an option not of this product, archived or unavailable, too many or too few in a group, or one ' +
      'past its maximum, or a preModifier where its group allows none.',
  );

/** A combo line's choice for one slot: the product chosen and its own options. */
export const cartComboChoiceInputSchema = z.strictObject({
  slotId: z.string().trim().min(1).max(64),
  productId: z.string().trim().min(1).max(64),
  options: z.array(cartOptionInputSchema).max(LINE_OPTIONS_MAX).optional(),
});
export const cartComboChoicesInputSchema = z
  .array(cartComboChoiceInputSchema)
  .max(COMBO_SLOTS_MAX)
  .optional()
  .describe('A combo line: one choice per slot; refused when a slot is left without one.');

/** An option on an order's line: a snapshot of what was sold, kept as it was when the order was priced. */
export const orderLineOptionSchema = z.object({
  optionId: z.string(),
  name: z.string(),
  /** What the kitchen's ticket prints: the option's kitchen name, or its name. */
  kitchenName: z.string(),
  priceDelta: priceDeltaSchema,
  quantity: z.number().int(),
  /** NO / LIGHT / EXTRA when asked for; name and kitchenName already say it ("No Onion", "NO ONION"). */
  preModifier: preModifierSchema.nullable(),
});
export type OrderLineOption = z.infer<typeof orderLineOptionSchema>;

/** A combo's component on an order's line: a separate item for the bar and the kitchen. */
export const orderLineComponentSchema = z.object({
  slotId: z.string(),
  slotName: z.string(),
  productId: z.string(),
  name: z.string(),
  productType: z.string(),
  priceDelta: priceDeltaSchema,
  options: z.array(orderLineOptionSchema),
});
export type OrderLineComponent = z.infer<typeof orderLineComponentSchema>;

// ---------------------------------------------------------------- endpoints

export const optionGroupsPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema });
export const optionGroupPathSchema = z.object({
  vendorLocationId: vendorLocationIdSchema,
  optionGroupId: z.string().trim().min(1).max(64),
});

export const optionGroupResponseSchema = z.object({ optionGroup: optionGroupSchema });
export type OptionGroupResponse = z.infer<typeof optionGroupResponseSchema>;
export const optionGroupListResponseSchema = z.object({ items: z.array(optionGroupSchema) });
export type OptionGroupListResponse = z.infer<typeof optionGroupListResponseSchema>;

const GROUP_ERRORS =
  '400 VALIDATION_FAILED naming the field (a name or its translation too long or with control characters, a ' +
  'translation in a language other than es or of another field, min above max, more than ' +
  `${OPTIONS_PER_GROUP_MAX} options, an unknown field); 401 without a token; 403 below MANAGER of the location's ` +
  'vendor; 404 for an unknown location or group.';

export const listOptionGroups = defineEndpoint({
  method: 'GET',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/option-groups',
  tags: ['inventory'],
  auth: 'bearer',
  description: `MANAGER and above of the location's vendor: the location's option groups, archived ones left out. ${GROUP_ERRORS}`,
  params: optionGroupsPathSchema,
  response: { 200: optionGroupListResponseSchema },
});

export const createOptionGroup = defineEndpoint({
  method: 'POST',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/option-groups',
  tags: ['inventory'],
  auth: 'bearer',
  description: `MANAGER and above: a group of options defined once for the location, attached to products by their optionGroupIds. ${GROUP_ERRORS} 409 past ${OPTION_GROUPS_PER_LOCATION_MAX} groups.`,
  params: optionGroupsPathSchema,
  body: optionGroupBodySchema,
  response: { 201: optionGroupResponseSchema },
});

export const editOptionGroup = defineEndpoint({
  method: 'PUT',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/option-groups/:optionGroupId',
  tags: ['inventory'],
  auth: 'bearer',
  description:
    'MANAGER and above: the group as it should be. Options named by their optionId are kept (and orders that sold ' +
    'them keep their snapshot); options left out are archived; options without an id are added. A quantity sent ' +
    `sets the option's count. Every product it is attached to gets a product.updated event. ${GROUP_ERRORS}`,
  params: optionGroupPathSchema,
  body: optionGroupBodySchema,
  response: { 200: optionGroupResponseSchema },
});

export const archiveOptionGroup = defineEndpoint({
  method: 'DELETE',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/option-groups/:optionGroupId',
  tags: ['inventory'],
  auth: 'bearer',
  description: `MANAGER and above: archives the group (as products are): off every product and out of carts, kept for order history. ${GROUP_ERRORS}`,
  params: optionGroupPathSchema,
  response: { 204: z.null() },
});

export const optionAvailabilityPathSchema = optionGroupPathSchema.extend({
  optionId: z.string().trim().min(1).max(64),
});
export const optionAvailabilityBodySchema = z.strictObject({ isAvailable: z.boolean() });

export const setOptionAvailability = defineEndpoint({
  method: 'PUT',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/option-groups/:optionGroupId/options/:optionId/availability',
  tags: ['inventory'],
  auth: 'bearer',
  description:
    "MANAGER and above: 86 an option, or put it back, and nothing else: its stock count and the group's other " +
    'fields are left as they are, so a sale made since the editor read the group is never overwritten. Every ' +
    `product the group is on gets a product.updated event. ${GROUP_ERRORS} 404 for an option not of this group ` +
    '(or archived).',
  params: optionAvailabilityPathSchema,
  body: optionAvailabilityBodySchema,
  response: { 200: optionGroupResponseSchema },
});

// ---------------------------------------------------------------- the ID check

/**
 * The complete call's optional body (the spec's call sends none and still works): `idChecked: true` records that the
 * staff member completing it checked the customer's ID, for an order with an ID-required item.
 */
export const completeOrderBodySchema = z
  .strictObject({ idChecked: z.boolean().optional() })
  .nullish()
  .describe('Optional. idChecked: true records that the caller checked ID (orders with an ID-required item).');
export type CompleteOrderBody = z.input<typeof completeOrderBodySchema>;

export const locationMenuLimitsFields = {
  /** The most alcoholic items one order may hold at this location (many stadiums allow two); null: no limit. */
  maxAlcoholicItemsPerOrder: z
    .number()
    .int('Must be a whole number.')
    .min(1, 'Must be at least 1.')
    .max(MAX_ALCOHOLIC_ITEMS_LIMIT, `Must be at most ${MAX_ALCOHOLIC_ITEMS_LIMIT}.`)
    .nullable()
    .optional(),
};
