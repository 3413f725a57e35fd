import { z } from 'zod';
import { moneySchema, optionalText, productTypeSchema, vendorLocationIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { OPTION_GROUP_NAME_MAX, productMenuFieldsInputSchema, productMenuFieldsSchema } from './menu-options.js';
import {
  readLanguageQuerySchema,
  TRANSLATIONS_WRITE_RULES,
  translatedText,
  translationsSchema,
} from './translations.js';

/** The texts of a product a customer reads, and so the ones staff may translate (decision 096). */
export const PRODUCT_TRANSLATED_FIELDS = ['name', 'description'] as const;

/** A product on a location's menu, as customers and staff read it. */
export const productSchema = z.object({
  productId: z.string(),
  vendorLocationId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  productType: productTypeSchema,
  /** The price customers pay, e.g. "8.00". */
  price: moneySchema,
  /** The struck-through price shown beside a lower one, if any. */
  originalPrice: moneySchema.nullable(),
  /** Menus sort by displayOrder ascending, then price descending. */
  displayOrder: z.number().int(),
  /** Variants of one merchandise item share a groupId; variantName is the size. */
  groupId: z.string().nullable(),
  variantName: z.string().nullable(),
  /** Staff switch a product off with this; customers see only available products. */
  isAvailable: z.boolean(),
  trackQuantity: z.boolean(),
  quantity: z.object({ available: z.number().int().nullable() }),
  /** True when stock is tracked and none is left. */
  isSoldOut: z.boolean(),
  imageUrls: z.array(z.string()),
  productTaxCode: z.string().nullable(),
  /** A presale: the percent of the price paid when ordering, the rest at pickup; null = paid in full. */
  depositPercent: z.number().int().min(1).max(100).nullable(),
  /** Counts the product's edits; a manager's save names the version it started from (409 when it is not current). */
  version: z.number().int(),
  /** Issue 39: option groups in order, allergens, dietary tags, the ID check and a combo's slots. */
  ...productMenuFieldsSchema,
  /**
   * Issue 44: the Spanish name and description staff wrote (decision 096), for the editor. name and description (and
   * the option groups', options' and combo slots' names) are already in the request's language, each falling back to
   * the venue's.
   */
  translations: translationsSchema(PRODUCT_TRANSLATED_FIELDS).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const locationProductsPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema });
/** Issue 44: `lang` names the texts' language; without it Accept-Language, then the ql_lang cookie, decide. */
export const locationProductsQuerySchema = z.object({ lang: readLanguageQuerySchema });

export const productListResponseSchema = z.object({ items: z.array(productSchema) });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productPathSchema = z.object({
  vendorLocationId: vendorLocationIdSchema,
  productId: z.string().trim().min(1).max(64),
});

export const PRICE_FORMAT_MESSAGE = 'Price must be a valid number with up to 2 decimal places.';

/** A price typed by staff: digits with up to 2 decimals ("8", "8.5", "8.50"). */
export const priceInputSchema = z
  .string({ error: 'Price is required.' })
  .trim()
  .min(1, 'Price is required.')
  .regex(/^\d{1,6}(?:\.\d{1,2})?$/, PRICE_FORMAT_MESSAGE);

export const DEPOSIT_PERCENT_MESSAGE =
  'The deposit must be a whole percent from 1 to 100, or none to take the full price when ordering.';

/** A presale's deposit: a whole percent from 1 to 100 (null = paid in full when ordering). */
export const depositPercentSchema = z
  .number({ error: DEPOSIT_PERCENT_MESSAGE })
  .int(DEPOSIT_PERCENT_MESSAGE)
  .min(1, DEPOSIT_PERCENT_MESSAGE)
  .max(100, DEPOSIT_PERCENT_MESSAGE);

/** Staff send only the fields they changed. */
export const updateProductBodySchema = z
  .object({
    isAvailable: z.boolean().optional(),
    price: priceInputSchema.optional(),
    depositPercent: depositPercentSchema.nullable().optional(),
  })
  .refine((body) => body.isAvailable !== undefined || body.price !== undefined || body.depositPercent !== undefined, {
    message: 'Send isAvailable, price or depositPercent.',
  });
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

export const productResponseSchema = z.object({ item: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

// ---------------------------------------------------------------- endpoints

export const getLocationProducts = defineEndpoint({
  method: 'GET',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/products',
  tags: ['inventory'],
  description:
    'Public. Sends an ETag; answers 304 with no body when If-None-Match names it. Issue 44: names and descriptions ' +
    "in the language of `lang`, else Accept-Language, else the ql_lang cookie, each falling back to the venue's text; " +
    'the answer varies by Accept-Language and Cookie. 400 VALIDATION_FAILED for a lang other than en or es.',
  params: locationProductsPathSchema,
  query: locationProductsQuerySchema,
  response: { 200: productListResponseSchema },
});

export const updateProduct = defineEndpoint({
  method: 'PUT',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/products-v2/:productId',
  errors: ['CONFLICT'],
  tags: ['inventory'],
  auth: 'bearer',
  params: productPathSchema,
  body: updateProductBodySchema,
  response: { 200: productResponseSchema },
});

// ---------------------------------------------------------------- the menu, managed (MANAGER and above)

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_VARIANT_MAX = 40;
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_QUANTITY_MAX = 1_000_000;
export const DEFAULT_PRODUCT_DISPLAY_ORDER = 100;
export const ORIGINAL_PRICE_MESSAGE = 'The original price must be higher than the price.';
export const TRACKED_QUANTITY_MESSAGE = 'Enter how many are in stock, or stop tracking stock.';
export const IMAGE_URL_MESSAGE = 'An image must be a path on this site (/…) or an https:// address.';

/** A picture of a product: a path on our site or an https URL (the media pipeline hands out either). */
export const productImageUrlSchema = z
  .string()
  .trim()
  .max(500, IMAGE_URL_MESSAGE)
  .refine((url) => /^\/(?!\/)\S*$/.test(url) || /^https:\/\/[^\s/]+(\/\S*)?$/.test(url), IMAGE_URL_MESSAGE)
  // As the description states it (issue 41); the refinement keeps the message. Spaces around are trimmed.
  .meta({ pattern: '^\\s*(/(?!/)\\S*|https://[^\\s/]+(/\\S*)?)\\s*$' });

/** Sizes of one merchandise item share a group id: letters, digits, - and _. */
export const productGroupIdSchema = z
  .string()
  .trim()
  .max(64, 'The group must be at most 64 characters.')
  .regex(/^[A-Za-z0-9_-]*$/, 'The group may hold only letters, digits, - and _.')
  .transform((text) => (text === '' ? null : text))
  .nullable()
  .optional();

/** A stock count: a whole number from 0. */
export const stockCountSchema = z
  .number({ error: 'The stock must be a whole number.' })
  .int('The stock must be a whole number.')
  .min(0, 'The stock cannot be below zero.')
  .max(PRODUCT_QUANTITY_MAX, `The stock must be at most ${PRODUCT_QUANTITY_MAX}.`);

const productNameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(PRODUCT_NAME_MAX, `Name must be at most ${PRODUCT_NAME_MAX} characters.`);
const productDescriptionSchema = optionalText('The description', PRODUCT_DESCRIPTION_MAX);

/** A product's translations as staff write them (decision 096). */
export const productTranslationsInputSchema = z
  .strictObject({
    es: z
      .strictObject({
        name: translatedText(productNameSchema),
        description: translatedText(productDescriptionSchema),
      })
      .optional(),
  })
  .optional()
  .describe(TRANSLATIONS_WRITE_RULES);

/** What a manager writes about a product; a create may also give the opening stock. */
const productFieldsSchema = z.object({
  name: productNameSchema,
  productType: productTypeSchema,
  price: priceInputSchema,
  description: productDescriptionSchema,
  variantName: optionalText('The size', PRODUCT_VARIANT_MAX),
  groupId: productGroupIdSchema,
  displayOrder: z.number().int().min(0).max(100_000).optional(),
  originalPrice: priceInputSchema.nullable().optional(),
  isAvailable: z.boolean().optional(),
  trackQuantity: z.boolean().optional(),
  depositPercent: depositPercentSchema.nullable().optional(),
  productTaxCode: z
    .string()
    .trim()
    .regex(/^(txcd_\d{8})?$/, 'A tax code looks like txcd_99999999.')
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional(),
  imageUrls: z.array(productImageUrlSchema).max(PRODUCT_IMAGES_MAX).optional(),
  ...productMenuFieldsInputSchema,
  /** Issue 44: the Spanish name and description. */
  translations: productTranslationsInputSchema,
});

function priceCentsOf(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The rule both bodies keep: an original price only above the price (a real discount). */
function checkOriginalPrice(body: { price: string; originalPrice?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (body.originalPrice && priceCentsOf(body.originalPrice) <= priceCentsOf(body.price)) {
    ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: ORIGINAL_PRICE_MESSAGE });
  }
}

export const createProductBodySchema = productFieldsSchema
  .extend({ quantityAvailable: stockCountSchema.nullable().optional() })
  .superRefine((body, ctx) => {
    checkOriginalPrice(body, ctx);
    if (body.trackQuantity && (body.quantityAvailable === undefined || body.quantityAvailable === null)) {
      ctx.addIssue({ code: 'custom', path: ['quantityAvailable'], message: TRACKED_QUANTITY_MESSAGE });
    }
    if (!body.trackQuantity && body.quantityAvailable !== undefined && body.quantityAvailable !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['trackQuantity'],
        message: 'Turn on stock tracking to set a stock count.',
      });
    }
  });
export type CreateProductBody = z.input<typeof createProductBodySchema>;
export type CreateProductInput = z.output<typeof createProductBodySchema>;

/**
 * A full edit: every field as it should be (left out = cleared to its default), and the version it started from.
 * Stock is not in it: counts change through the stock call only, so a sale made while the editor was open is never
 * undone by a save (decision 058).
 */
export const editProductBodySchema = productFieldsSchema
  .extend({ version: z.number({ error: 'Send the version you edited.' }).int().min(1) })
  .superRefine(checkOriginalPrice);
export type EditProductBody = z.input<typeof editProductBodySchema>;
export type EditProductInput = z.output<typeof editProductBodySchema>;

export const STOCK_REASON_MAX = 200;

/** Restocking or counting: `set` the count, or `adjust` it by a signed amount; always with a reason. */
export const stockChangeBodySchema = z
  .object({
    set: stockCountSchema.optional(),
    adjust: z
      .number({ error: 'The change must be a whole number.' })
      .int('The change must be a whole number.')
      .min(-PRODUCT_QUANTITY_MAX)
      .max(PRODUCT_QUANTITY_MAX)
      .refine((n) => n !== 0, 'The change cannot be zero.')
      .optional(),
    reason: z
      .string({ error: 'Give a reason.' })
      .trim()
      .min(1, 'Give a reason.')
      .max(STOCK_REASON_MAX, `The reason must be at most ${STOCK_REASON_MAX} characters.`),
  })
  .refine((body) => (body.set === undefined) !== (body.adjust === undefined), {
    message: 'Send either set or adjust.',
  });
export type StockChangeBody = z.input<typeof stockChangeBodySchema>;

export const copyMenuBodySchema = z.object({ fromVendorLocationId: vendorLocationIdSchema });
export const copyMenuResponseSchema = z.object({ items: z.array(productSchema) });

export const importMenuQuerySchema = z.object({
  /** "true": check every row and answer what would change; nothing is written. */
  dryRun: z.enum(['true', 'false']).optional(),
});

export const menuImportRowErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type MenuImportRowError = z.infer<typeof menuImportRowErrorSchema>;

export const menuImportResponseSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Every row's errors (rows count from 2: row 1 is the header). Any error: nothing was written. */
  errors: z.array(menuImportRowErrorSchema),
});
export type MenuImportResponse = z.infer<typeof menuImportResponseSchema>;

export const createLocationProduct = defineEndpoint({
  method: 'POST',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/products',
  tags: ['inventory'],
  auth: 'bearer',
  description:
    "MANAGER and above of the location's vendor. 400 VALIDATION_FAILED naming the field, also for translations (a " +
    'language other than es, a field other than name and description, a text past its English limit) and for a ' +
    `combo slot's (a language other than es, a field other than name, a name past ${OPTION_GROUP_NAME_MAX} characters or with control ` +
    'characters, as the English slot name).',
  params: locationProductsPathSchema,
  body: createProductBodySchema,
  response: { 201: productResponseSchema },
});

export const editLocationProduct = defineEndpoint({
  method: 'PUT',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/products/:productId',
  errors: ['CONFLICT'],
  tags: ['inventory'],
  auth: 'bearer',
  description:
    'MANAGER and above. A full edit; 409 CONFLICT when the version sent is not the current one. translations left ' +
    "out stay as stored, and a combo slot's left out stay with the stored slot of the same name; 400 " +
    "VALIDATION_FAILED for a language other than es, another field, a text past its limit (a combo slot's name also " +
    'with control characters).',
  params: productPathSchema,
  body: editProductBodySchema,
  response: { 200: productResponseSchema },
});

export const archiveLocationProduct = defineEndpoint({
  method: 'DELETE',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/products/:productId',
  tags: ['inventory'],
  auth: 'bearer',
  description: 'MANAGER and above. Archives: off the menu and out of carts, kept for order history.',
  params: productPathSchema,
  response: { 204: z.null() },
});

export const changeProductStock = defineEndpoint({
  method: 'POST',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/products/:productId/stock',
  errors: ['STOCK_BELOW_ZERO', 'STOCK_NOT_TRACKED'],
  tags: ['inventory'],
  auth: 'bearer',
  description: 'MANAGER and above. Sets or adjusts a tracked count, audited with its reason.',
  params: productPathSchema,
  body: stockChangeBodySchema,
  response: { 200: productResponseSchema },
});

export const copyLocationMenu = defineEndpoint({
  method: 'POST',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/menu/copy',
  tags: ['inventory'],
  auth: 'bearer',
  description: "MANAGER and above. Adds a copy of another location's menu (same vendor) to this one.",
  params: locationProductsPathSchema,
  body: copyMenuBodySchema,
  response: { 201: copyMenuResponseSchema },
});

export const exportLocationMenu = defineEndpoint({
  produces: 'text/csv',
  method: 'GET',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/menu/export',
  tags: ['inventory'],
  auth: 'bearer',
  description: 'MANAGER and above. The menu as CSV (text/csv; columns in the README).',
  params: locationProductsPathSchema,
});

export const importLocationMenu = defineEndpoint({
  consumes: 'text/csv',
  method: 'POST',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/menu/import',
  tags: ['inventory'],
  auth: 'bearer',
  description:
    'MANAGER and above. A text/csv body (columns in the README); rows with a productId update it, rows without create. ' +
    "Any bad row writes nothing (400 listing every row's errors); dryRun=true only checks.",
  params: locationProductsPathSchema,
  query: importMenuQuerySchema,
  response: { 200: menuImportResponseSchema },
});

/** The menu CSV's columns, in order (README, "Menu CSV"). */
export const MENU_CSV_COLUMNS = [
  'productId',
  'name',
  'productType',
  'price',
  'originalPrice',
  'description',
  'variantName',
  'groupId',
  'displayOrder',
  'isAvailable',
  'trackQuantity',
  'quantityAvailable',
  'depositPercent',
  'productTaxCode',
  'imageUrls',
  // Issue 39: groups attached in order (their ids, "|"-separated), allergens, dietary tags, the ID check.
  'optionGroupIds',
  'allergens',
  'dietary',
  'idRequired',
] as const;
export type MenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number];

/**
 * Issue 39: the option groups' own columns, after the products' (decision 087). A row's `recordType` says what it is:
 * empty or "product" (the columns above), "optionGroup" (optionGroupId, name, minSelections, maxSelections,
 * allowPreModifiers) or "option" (its group's optionGroupId, optionId, name, priceDelta, kitchenName, isDefault,
 * isAvailable, maxQuantity, trackQuantity, quantityAvailable as its stock, allergens, dietary). A product's
 * optionGroupIds name groups of the file or of the location.
 */
export const MENU_CSV_OPTION_GROUP_COLUMNS = [
  'recordType',
  'optionGroupId',
  'optionId',
  'minSelections',
  'maxSelections',
  'allowPreModifiers',
  'priceDelta',
  'kitchenName',
  'isDefault',
  'maxQuantity',
] as const;
export type MenuCsvOptionGroupColumn = (typeof MENU_CSV_OPTION_GROUP_COLUMNS)[number];
/**
 * Issue 44: a column per language for each translatable text (decision 096): a product's name and description, an
 * option group's and an option's name. Blank is none (the venue's text shows); a file with any of them sets that
 * row's Spanish texts from them.
 */
export const MENU_CSV_TRANSLATION_COLUMNS = ['name_es', 'description_es'] as const;
export type MenuCsvTranslationColumn = (typeof MENU_CSV_TRANSLATION_COLUMNS)[number];
/** Every column a menu CSV may have, in the export's order. */
export const MENU_CSV_ALL_COLUMNS = [
  ...MENU_CSV_COLUMNS,
  ...MENU_CSV_OPTION_GROUP_COLUMNS,
  ...MENU_CSV_TRANSLATION_COLUMNS,
] as const;
export type MenuCsvAnyColumn = (typeof MENU_CSV_ALL_COLUMNS)[number];
