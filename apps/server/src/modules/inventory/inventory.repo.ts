import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { menuChangedNotice } from './menu-cache.js';

export type InventoryRepo = ReturnType<typeof createInventoryRepo>;
export type ProductRow = typeof products.$inferSelect;

export function createInventoryRepo(db: Db) {
  return {
    db,

    /** Every product of a location, menu order: displayOrder ascending, then price descending. */
    async listProducts(vendorLocationId: string): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(eq(products.vendorLocationId, vendorLocationId))
        .orderBy(asc(products.displayOrder), desc(products.priceCents), asc(products.productId));
    },

    /** Reads a location's product and holds its row until the transaction ends. */
    async lockProduct(tx: Executor, vendorLocationId: string, productId: string): Promise<ProductRow | undefined> {
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.productId, productId), eq(products.vendorLocationId, vendorLocationId)))
        .for('update');
      return row;
    },

    async updateProduct(
      tx: Executor,
      productId: string,
      changes: { isAvailable?: boolean; priceCents?: number; updatedAt: Date },
    ): Promise<ProductRow> {
      const [row] = await tx.update(products).set(changes).where(eq(products.productId, productId)).returning();
      if (!row) throw new Error(`product ${productId} vanished while locked`);
      return row;
    },

    /**
     * Takes sold quantities off tracked stock. Rows are changed in product id order, so two orders
     * paid at once never wait on each other in a cycle. Stock may go below 0 when the last items were
     * sold twice at once; the product then reads as sold out and staff see the oversell.
     * Each changed row announces its location's menu change in the same statement; PostgreSQL folds
     * repeats, so one notification per location goes out on commit.
     */
    async decrementStock(tx: Executor, lines: { productId: string; quantity: number }[]): Promise<void> {
      const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
      for (const line of sorted) {
        await tx
          .update(products)
          .set({ quantityAvailable: sql`${products.quantityAvailable} - ${line.quantity}` })
          .where(and(eq(products.productId, line.productId), eq(products.trackQuantity, true)))
          .returning({ notified: menuChangedNotice(products.vendorLocationId) });
      }
    },
  };
}
