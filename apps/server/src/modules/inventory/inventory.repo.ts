import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { products } from './inventory.tables.js';
import { menuChangedNotice } from './menu-cache.js';

export type InventoryRepo = ReturnType<typeof createInventoryRepo>;
export type ProductRow = typeof products.$inferSelect;
/** A cart line the stock could not fill when the sale was made. */
export type StockShortfall = { productId: string; name: string; variantName: string | null; available: number };

export function createInventoryRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Every product of a location, menu order: displayOrder ascending, then price descending. */
    async listProducts(vendorLocationId: string): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(eq(products.vendorLocationId, vendorLocationId))
        .orderBy(asc(products.displayOrder), desc(products.priceCents), asc(products.productId));
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
        .where(and(eq(products.productId, productId), eq(products.vendorLocationId, vendorLocationId)))
        .for('update');
      return row;
    },

    async updateProduct(
      productId: string,
      changes: { isAvailable?: boolean; priceCents?: number; depositPercent?: number | null; updatedAt: Date },
      executor: Executor = db,
    ): Promise<ProductRow> {
      const [row] = await executor.update(products).set(changes).where(eq(products.productId, productId)).returning();
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
