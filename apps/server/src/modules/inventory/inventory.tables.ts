import { PRODUCT_QUANTITY_MAX, productTypeValues, type Translations } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, translations, updatedAt } from '../../db/columns.js';
import { vendorLocations } from '../vendor-locations/index.js';

export const productTypeEnum = pgEnum('product_type', productTypeValues);

export const products = pgTable(
  'products',
  {
    productId: text('product_id').primaryKey(),
    vendorLocationId: text('vendor_location_id')
      .notNull()
      .references(() => vendorLocations.vendorLocationId),
    name: text('name').notNull(),
    description: text('description'),
    productType: productTypeEnum('product_type').notNull(),
    groupId: text('group_id'),
    variantName: text('variant_name'),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    displayOrder: integer('display_order').notNull().default(100),
    isAvailable: boolean('is_available').notNull().default(true),
    trackQuantity: boolean('track_quantity').notNull().default(false),
    quantityAvailable: integer('quantity_available'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    productTaxCode: text('product_tax_code'),
    /** A presale: the percent of the price paid when ordering, the rest at pickup; null = pay in full. */
    depositPercent: integer('deposit_percent'),
    /** Counts edits of the product; a manager's save names the version it started from (decision 058). */
    version: integer('version').notNull().default(1),
    /** Archived: off the menu and out of carts, kept for the orders that sold it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Issue 39: EU allergens and dietary tags (the contract's lists), and whether staff check ID at hand-over. */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    dietary: text('dietary').array().notNull().default(sql`'{}'::text[]`),
    idRequired: boolean('id_required').notNull().default(false),
    /**
     * Issue 39: a combo's slots (null: not a combo): each a name and the products to choose from, each with its price
     * change in cents. Small and read with the product; the products they name are checked when it is written.
     */
    comboSlots: jsonb('combo_slots').$type<ComboSlotRow[]>(),
    translations: translations<'name' | 'description'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_location_idx').on(t.vendorLocationId),
    check('products_version_positive', sql`${t.version} >= 1`),
    check('products_deposit_percent_range', sql`${t.depositPercent} is null or ${t.depositPercent} between 1 and 100`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    // Stock is taken with `quantity_available >= n`; this is the database's own word on it.
    check('products_quantity_nonnegative', sql`${t.quantityAvailable} is null or ${t.quantityAvailable} >= 0`),
    // Numbers that grow have their documented maximum here too (issue 37, F11; decision 086).
    check('products_quantity_max', sql`${t.quantityAvailable} <= ${sql.raw(String(PRODUCT_QUANTITY_MAX))}`),
  ],
);

export type ComboSlotRow = {
  slotId: string;
  name: string;
  choices: { productId: string; priceDeltaCents: number }[];
  /**
   * Issue 44: the slot's Spanish name (decision 096, amended), kept beside its English name in the product's
   * combo_slots; left out when there is none, so an untranslated combo is stored as it was.
   */
  translations?: Translations<'name'>;
};

/** A group of options defined once per location ("Tequila": choose 1), attached to many products (issue 39). */
export const optionGroups = pgTable(
  'option_groups',
  {
    optionGroupId: text('option_group_id').primaryKey(),
    vendorLocationId: text('vendor_location_id')
      .notNull()
      .references(() => vendorLocations.vendorLocationId),
    name: text('name').notNull(),
    minSelections: integer('min_selections').notNull().default(0),
    maxSelections: integer('max_selections').notNull().default(1),
    /** NO / LIGHT / EXTRA may be asked for on its options (decision 087). */
    allowPreModifiers: boolean('allow_pre_modifiers').notNull().default(false),
    translations: translations<'name'>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('option_groups_location_idx').on(t.vendorLocationId),
    check(
      'option_groups_selections',
      sql`${t.minSelections} >= 0 and ${t.maxSelections} between 1 and 50 and ${t.minSelections} <= ${t.maxSelections}`,
    ),
    check('option_groups_name_length', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/** One choice of a group ("Don Julio", +4.00); its stock, when tracked, is taken like a product's. */
export const options = pgTable(
  'options',
  {
    optionId: text('option_id').primaryKey(),
    optionGroupId: text('option_group_id')
      .notNull()
      .references(() => optionGroups.optionGroupId),
    name: text('name').notNull(),
    priceDeltaCents: integer('price_delta_cents').notNull().default(0),
    kitchenName: text('kitchen_name'),
    isDefault: boolean('is_default').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    maxQuantity: integer('max_quantity').notNull().default(1),
    trackQuantity: boolean('track_quantity').notNull().default(false),
    quantityAvailable: integer('quantity_available'),
    position: integer('position').notNull().default(0),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    dietary: text('dietary').array().notNull().default(sql`'{}'::text[]`),
    translations: translations<'name'>(),
    /** Left out of an edit: archived, kept for the orders that sold it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('options_group_idx').on(t.optionGroupId),
    // Stock is taken with `quantity_available >= n`; this is the database's own word on it.
    check('options_quantity_nonnegative', sql`${t.quantityAvailable} is null or ${t.quantityAvailable} >= 0`),
    check('options_quantity_max', sql`${t.quantityAvailable} <= ${sql.raw(String(PRODUCT_QUANTITY_MAX))}`),
    check('options_max_quantity_range', sql`${t.maxQuantity} between 1 and 10`),
    check('options_price_delta_range', sql`${t.priceDeltaCents} between -99999999 and 99999999`),
    check('options_name_length', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/** A product's option groups, in the order its dialog shows them. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.productId),
    optionGroupId: text('option_group_id')
      .notNull()
      .references(() => optionGroups.optionGroupId),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.optionGroupId] }),
    uniqueIndex('product_option_groups_position_idx').on(t.productId, t.position),
    index('product_option_groups_group_idx').on(t.optionGroupId),
  ],
);
