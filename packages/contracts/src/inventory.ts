import { z } from 'zod';
import { moneySchema, productTypeSchema, vendorLocationIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

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
});
export type Product = z.infer<typeof productSchema>;

export const locationProductsPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema });

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
  description: 'Public. Sends an ETag; answers 304 with no body when If-None-Match names it.',
  params: locationProductsPathSchema,
  response: { 200: productListResponseSchema },
});

export const updateProduct = defineEndpoint({
  method: 'PUT',
  path: '/inventory-service/v1/vendor-locations/:vendorLocationId/products-v2/:productId',
  tags: ['inventory'],
  auth: 'bearer',
  params: productPathSchema,
  body: updateProductBodySchema,
  response: { 200: productResponseSchema },
});
