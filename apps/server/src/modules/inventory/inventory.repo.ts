import { PRODUCT_QUANTITY_MAX } from '@queueless/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { products } from './inventory.tables.js';
import { menuChangedNotice } from './menu-cache.js';
import type { GroupWithOptions, OptionGroupsRepo } from './option-groups.repo.js';

export type InventoryRepo = ReturnType<typeof createInventoryRepo>;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
/** What a manager's full edit writes (stock and the archive mark are changed by their own calls). */
export type ProductEdit = Omit<
  NewProductRow,
  'productId' | 'vendorLocationId' | 'quantityAvailable' | 'version' | 'archivedAt' | 'createdAt'
>;
/** A cart line the stock could not fill when the sale was made. */
export type StockShortfall = { productId: string; name: string; variantName: string | null; available: number };

export function createInventoryRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Every product of a location but the archived, menu order: displayOrder ascending, then price descending. */
    async listProducts(vendorLocationId: string, executor: Executor = db): Promise<ProductRow[]> {
      return executor
        .select()
        .from(products)
        .where(and(eq(products.vendorLocationId, vendorLocationId), isNull(products.archivedAt)))
        .orderBy(asc(products.displayOrder), desc(products.priceCents), asc(products.productId));
    },

    /** A location's products by id, archived ones too (an import names them). */
    async getProducts(vendorLocationId: string, productIds: string[], executor: Executor = db): Promise<ProductRow[]> {
      if (productIds.length === 0) return [];
      return executor
        .select()
        .from(products)
        .where(and(eq(products.vendorLocationId, vendorLocationId), inArray(products.productId, productIds)));
    },

    /** Inserts rows and answers them; with `skipExisting`, a row whose id is taken is left out (and not answered). */
    async insertProducts(
      rows: NewProductRow[],
      executor: Executor = db,
      options: { skipExisting?: boolean } = {},
    ): Promise<ProductRow[]> {
      if (rows.length === 0) return [];
      const inserted: ProductRow[] = [];
      // Bounded statements: 15 columns a row stays far below PostgreSQL's 65,535 parameters.
      for (let start = 0; start < rows.length; start += 1000) {
        const insert = executor.insert(products).values(rows.slice(start, start + 1000));
        inserted.push(
          ...(await (options.skipExisting
            ? insert.onConflictDoNothing({ target: products.productId }).returning()
            : insert.returning())),
        );
      }
      return inserted;
    },

    /**
     * A manager's full edit, only if the product is still at `version` and not archived, in one conditional
     * statement that also moves the version on. Undefined when it is not: gone, archived or saved by someone else.
     */
    async editProductAtVersion(
      vendorLocationId: string,
      productId: string,
      version: number,
      edit: ProductEdit,
      executor: Executor = db,
    ): Promise<ProductRow | undefined> {
      const [row] = await executor
        .update(products)
        .set({
          ...edit,
          // Tracking switched on starts from zero; switched off, the count is forgotten; else it stays as sold.
          quantityAvailable: edit.trackQuantity ? sql`coalesce(${products.quantityAvailable}, 0)` : null,
          version: sql`${products.version} + 1`,
        })
        .where(
          and(
            eq(products.productId, productId),
            eq(products.vendorLocationId, vendorLocationId),
            eq(products.version, version),
            isNull(products.archivedAt),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Sets imported rows' fields whatever their version (the file is the manager's word on every row), a thousand
     * rows a statement: the rows go in as one JSON parameter, read back by jsonb_to_recordset. `setsStock` false
     * leaves a tracked count as sold.
     */
    async overwriteProducts(
      rows: { productId: string; edit: ProductEdit; quantityAvailable: number | null; setsStock: boolean }[],
      now: Date,
      executor: Executor = db,
    ): Promise<void> {
      for (let start = 0; start < rows.length; start += 1000) {
        const records = rows.slice(start, start + 1000).map(({ productId, edit, quantityAvailable, setsStock }) => ({
          product_id: productId,
          name: edit.name,
          description: edit.description ?? null,
          product_type: edit.productType,
          group_id: edit.groupId ?? null,
          variant_name: edit.variantName ?? null,
          price_cents: edit.priceCents,
          original_price_cents: edit.originalPriceCents ?? null,
          display_order: edit.displayOrder,
          is_available: edit.isAvailable,
          track_quantity: edit.trackQuantity,
          quantity_available: quantityAvailable,
          sets_stock: setsStock,
          deposit_percent: edit.depositPercent ?? null,
          product_tax_code: edit.productTaxCode ?? null,
          image_urls: edit.imageUrls ?? [],
          allergens: edit.allergens ?? [],
          dietary: edit.dietary ?? [],
          id_required: edit.idRequired ?? false,
        }));
        await executor.execute(sql`
          update ${products} as p set
            name = r.name, description = r.description, product_type = r.product_type,
            group_id = r.group_id, variant_name = r.variant_name, price_cents = r.price_cents,
            original_price_cents = r.original_price_cents, display_order = r.display_order,
            is_available = r.is_available, track_quantity = r.track_quantity,
            quantity_available = case
              when not r.track_quantity then null
              when r.sets_stock then r.quantity_available
              else coalesce(p.quantity_available, 0) end,
            deposit_percent = r.deposit_percent, product_tax_code = r.product_tax_code, image_urls = r.image_urls,
            allergens = r.allergens, dietary = r.dietary, id_required = r.id_required,
            version = p.version + 1, updated_at = ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(
            product_id text, name text, description text, product_type product_type, group_id text,
            variant_name text, price_cents integer, original_price_cents integer, display_order integer,
            is_available boolean, track_quantity boolean, quantity_available integer, sets_stock boolean,
            deposit_percent integer, product_tax_code text, image_urls text[], allergens text[], dietary text[],
            id_required boolean)
          where p.product_id = r.product_id`);
      }
    },

    /** Archives a product once; undefined when it is not there or already archived. */
    async archiveProduct(
      vendorLocationId: string,
      productId: string,
      now: Date,
      executor: Executor = db,
    ): Promise<ProductRow | undefined> {
      const [row] = await executor
        .update(products)
        .set({ archivedAt: now, updatedAt: now, version: sql`${products.version} + 1` })
        .where(
          and(
            eq(products.productId, productId),
            eq(products.vendorLocationId, vendorLocationId),
            isNull(products.archivedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Writes a locked product's new stock count. */
    async setStock(productId: string, quantity: number, now: Date, executor: Executor = db): Promise<ProductRow> {
      const [row] = await executor
        .update(products)
        .set({ quantityAvailable: quantity, updatedAt: now })
        .where(eq(products.productId, productId))
        .returning();
      if (!row) throw new Error(`product ${productId} vanished while locked`);
      return row;
    },

    /**
     * Puts refunded units back on tracked stock, in product id order (as takeStock takes them), each row announcing
     * its location's menu change. Untracked products are left alone. Answers the lines returned.
     */
    async returnStock(
      lines: { productId: string; quantity: number }[],
      executor: Executor = db,
    ): Promise<{ productId: string; quantity: number }[]> {
      const merged = new Map<string, number>();
      for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
      const returned: { productId: string; quantity: number }[] = [];
      for (const productId of [...merged.keys()].sort()) {
        const quantity = merged.get(productId) ?? 0;
        const changed = await executor
          .update(products)
          // Stock given back never passes the documented maximum (decision 086): the rest is not counted.
          .set({
            quantityAvailable: sql`least(coalesce(${products.quantityAvailable}, 0) + ${quantity}, ${sql.raw(String(PRODUCT_QUANTITY_MAX))})`,
          })
          .where(and(eq(products.productId, productId), eq(products.trackQuantity, true)))
          .returning({ notified: menuChangedNotice(products.vendorLocationId) });
        if (changed.length > 0) returned.push({ productId, quantity });
      }
      return returned;
    },

    /** Reads a location's product and holds its row until the transaction ends. */
    async lockProduct(
      vendorLocationId: string,
      productId: string,
      executor: Executor = db,
    ): Promise<ProductRow | undefined> {
      const [row] = await executor
        .select()
        .from(products)
        .where(
          and(
            eq(products.productId, productId),
            eq(products.vendorLocationId, vendorLocationId),
            isNull(products.archivedAt),
          ),
        )
        .for('update');
      return row;
    },

    async updateProduct(
      productId: string,
      changes: { isAvailable?: boolean; priceCents?: number; depositPercent?: number | null; updatedAt: Date },
      executor: Executor = db,
    ): Promise<ProductRow> {
      const [row] = await executor
        .update(products)
        .set({ ...changes, version: sql`${products.version} + 1` })
        .where(eq(products.productId, productId))
        .returning();
      if (!row) throw new Error(`product ${productId} vanished while locked`);
      return row;
    },

    /**
     * Takes sold quantities off tracked stock, each line in one conditional statement that cannot take
     * more than is there (and the CHECK `products_quantity_nonnegative` backs it). Rows are changed in
     * product id order, so two orders paid at once never wait on each other in a cycle. Answers the
     * first line that could not be filled (call it in a transaction and roll back then), or null.
     * Each changed row announces its location's menu change in the same statement; PostgreSQL folds
     * repeats, so one notification per location goes out on commit.
     */
    async takeStock(
      lines: { productId: string; quantity: number }[],
      executor: Executor = db,
    ): Promise<StockShortfall | null> {
      const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
      for (const line of sorted) {
        const taken = await executor
          .update(products)
          .set({ quantityAvailable: sql`${products.quantityAvailable} - ${line.quantity}` })
          .where(
            and(
              eq(products.productId, line.productId),
              eq(products.trackQuantity, true),
              gte(products.quantityAvailable, line.quantity),
            ),
          )
          .returning({ notified: menuChangedNotice(products.vendorLocationId) });
        if (taken.length > 0) continue;
        // Nothing changed: either the stock is not tracked (nothing to take) or too little is left.
        const [product] = await executor
          .select({
            name: products.name,
            variantName: products.variantName,
            trackQuantity: products.trackQuantity,
            quantityAvailable: products.quantityAvailable,
          })
          .from(products)
          .where(eq(products.productId, line.productId));
        if (product && !product.trackQuantity) continue;
        return {
          productId: line.productId,
          name: product?.name ?? 'An item',
          variantName: product?.variantName ?? null,
          available: Math.max(0, product?.quantityAvailable ?? 0),
        };
      }
      return null;
    },
  };
}

/** A sold line as stock reads it: its product and units, and (issue 39) its options and a combo's components. */
export type StockLine = {
  productId: string;
  quantity: number;
  options?: readonly StockOption[];
  components?: readonly { productId: string; options: readonly StockOption[] }[];
};
/** An option of a sold line; NO (taken off the item, decision 087) takes no stock and puts none back. */
type StockOption = { optionId: string; quantity: number; preModifier?: string | null | undefined };

/** The products and options a line's units take: a combo's components each once a unit, options × units. */
function stockOf(lines: readonly StockLine[]) {
  const products: { productId: string; quantity: number }[] = [];
  const options: { optionId: string; quantity: number }[] = [];
  for (const line of lines) {
    products.push({ productId: line.productId, quantity: line.quantity });
    for (const option of line.options ?? []) {
      if (option.preModifier === 'NO') continue;
      options.push({ optionId: option.optionId, quantity: option.quantity * line.quantity });
    }
    for (const component of line.components ?? []) {
      products.push({ productId: component.productId, quantity: line.quantity });
      for (const option of component.options) {
        if (option.preModifier === 'NO') continue;
        options.push({ optionId: option.optionId, quantity: option.quantity * line.quantity });
      }
    }
  }
  return { products, options };
}

/** What orders and refunds do to stock (decision 079): take it for a sale, put refunded units back. */
export type Stock = {
  /** Products first, then options, each by one conditional statement; the first shortfall (roll back then), or null. */
  takeStock(lines: readonly StockLine[], executor: Executor): Promise<StockShortfall | null>;
  returnStock(lines: readonly StockLine[], executor: Executor): Promise<{ productId: string; quantity: number }[]>;
};

/** What orders price a cart's options with (issue 39). */
export type MenuOptions = {
  groupsOfProducts(productIds: string[], executor?: Executor): Promise<Map<string, GroupWithOptions[]>>;
};

export function createStock(repo: InventoryRepo, optionRepo: OptionGroupsRepo): Stock {
  return {
    async takeStock(lines, executor) {
      const { products: units, options: chosen } = stockOf(lines);
      const shortfall = await repo.takeStock(units, executor);
      if (shortfall) return shortfall;
      const option = await optionRepo.takeOptionStock(chosen, executor);
      if (!option) return null;
      const line = lines.find((candidate) =>
        [...(candidate.options ?? []), ...(candidate.components ?? []).flatMap((c) => c.options)].some(
          (o) => o.optionId === option.optionId,
        ),
      );
      return { productId: line?.productId ?? '', name: option.name, variantName: null, available: option.available };
    },
    async returnStock(lines, executor) {
      const { products: units, options: chosen } = stockOf(lines);
      const returned = await repo.returnStock(units, executor);
      await optionRepo.returnOptionStock(chosen, executor);
      return returned;
    },
  };
}
