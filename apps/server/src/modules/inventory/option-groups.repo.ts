import { OPTION_QUANTITY_MAX } from '@queueless/contracts';
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { optionGroups, options, productOptionGroups, products } from './inventory.tables.js';
import { menuChangedNotice } from './menu-cache.js';

export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type NewOptionRow = typeof options.$inferInsert;
/** A group with its options (archived options only when asked for), in their order. */
export type GroupWithOptions = OptionGroupRow & { options: OptionRow[] };
/** An option a sale could not fill: its name and what is left. */
export type OptionShortfall = { optionId: string; name: string; available: number };

/** Option groups, their options and their attachments to products (issue 39, decision 087). */
export function createOptionGroupsRepo(db: Db) {
  async function optionsOf(groupIds: string[], executor: Executor, withArchived: boolean): Promise<OptionRow[]> {
    if (groupIds.length === 0) return [];
    return executor
      .select()
      .from(options)
      .where(and(inArray(options.optionGroupId, groupIds), withArchived ? undefined : isNull(options.archivedAt)))
      .orderBy(asc(options.optionGroupId), asc(options.position), asc(options.optionId));
  }

  function attach(groups: OptionGroupRow[], rows: OptionRow[]): GroupWithOptions[] {
    return groups.map((group) => ({
      ...group,
      options: rows.filter((row) => row.optionGroupId === group.optionGroupId),
    }));
  }

  return {
    /** The location's groups, archived ones left out, with their live options and the products they are on. */
    async listGroups(
      vendorLocationId: string,
      executor: Executor = db,
    ): Promise<(GroupWithOptions & { productIds: string[] })[]> {
      const groups = await executor
        .select()
        .from(optionGroups)
        .where(and(eq(optionGroups.vendorLocationId, vendorLocationId), isNull(optionGroups.archivedAt)))
        .orderBy(asc(optionGroups.name), asc(optionGroups.optionGroupId));
      const ids = groups.map((group) => group.optionGroupId);
      const rows = await optionsOf(ids, executor, false);
      const links =
        ids.length === 0
          ? []
          : await executor
              .select({ optionGroupId: productOptionGroups.optionGroupId, productId: productOptionGroups.productId })
              .from(productOptionGroups)
              .innerJoin(products, eq(products.productId, productOptionGroups.productId))
              .where(and(inArray(productOptionGroups.optionGroupId, ids), isNull(products.archivedAt)))
              .orderBy(asc(productOptionGroups.productId));
      return attach(groups, rows).map((group) => ({
        ...group,
        productIds: links.filter((link) => link.optionGroupId === group.optionGroupId).map((link) => link.productId),
      }));
    },

    async countGroups(vendorLocationId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(optionGroups)
        .where(and(eq(optionGroups.vendorLocationId, vendorLocationId), isNull(optionGroups.archivedAt)));
      return row?.n ?? 0;
    },

    /** One live group of the location, its row locked until the transaction ends, with all its options. */
    async lockGroup(
      vendorLocationId: string,
      optionGroupId: string,
      executor: Executor,
    ): Promise<GroupWithOptions | undefined> {
      const [group] = await executor
        .select()
        .from(optionGroups)
        .where(
          and(
            eq(optionGroups.optionGroupId, optionGroupId),
            eq(optionGroups.vendorLocationId, vendorLocationId),
            isNull(optionGroups.archivedAt),
          ),
        )
        .for('update');
      if (!group) return undefined;
      return { ...group, options: await optionsOf([optionGroupId], executor, true) };
    },

    async insertGroup(group: typeof optionGroups.$inferInsert, rows: NewOptionRow[], executor: Executor) {
      await executor.insert(optionGroups).values(group);
      if (rows.length > 0) await executor.insert(options).values(rows);
    },

    async updateGroup(
      optionGroupId: string,
      fields: Pick<
        OptionGroupRow,
        'name' | 'minSelections' | 'maxSelections' | 'allowPreModifiers' | 'translations' | 'updatedAt'
      >,
      executor: Executor,
    ) {
      await executor.update(optionGroups).set(fields).where(eq(optionGroups.optionGroupId, optionGroupId));
    },

    async updateOption(optionId: string, fields: Partial<NewOptionRow>, executor: Executor) {
      await executor.update(options).set(fields).where(eq(options.optionId, optionId));
    },

    /**
     * 86 an option or put it back: only `is_available`, in one statement on a live option of the group, so its stock
     * (taken by sales meanwhile) is never written. False when no such option.
     */
    async setOptionAvailable(
      optionGroupId: string,
      optionId: string,
      isAvailable: boolean,
      now: Date,
      executor: Executor,
    ): Promise<boolean> {
      const changed = await executor
        .update(options)
        .set({ isAvailable, updatedAt: now })
        .where(
          and(eq(options.optionId, optionId), eq(options.optionGroupId, optionGroupId), isNull(options.archivedAt)),
        )
        .returning({ optionId: options.optionId });
      return changed.length > 0;
    },

    async insertOptions(rows: NewOptionRow[], executor: Executor) {
      if (rows.length > 0) await executor.insert(options).values(rows);
    },

    /** Archives the group and takes it off every product; answers the products it was on. */
    async archiveGroup(optionGroupId: string, now: Date, executor: Executor): Promise<string[]> {
      await executor
        .update(optionGroups)
        .set({ archivedAt: now, updatedAt: now })
        .where(eq(optionGroups.optionGroupId, optionGroupId));
      const removed = await executor
        .delete(productOptionGroups)
        .where(eq(productOptionGroups.optionGroupId, optionGroupId))
        .returning({ productId: productOptionGroups.productId });
      return removed.map((row) => row.productId);
    },

    /** The products a group is on (archived ones too: an event for them harms no one). */
    async productsOfGroup(optionGroupId: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ productId: productOptionGroups.productId })
        .from(productOptionGroups)
        .where(eq(productOptionGroups.optionGroupId, optionGroupId));
      return rows.map((row) => row.productId);
    },

    /** The live groups of the location among `ids` (to check a product's attachments). */
    async liveGroupIds(vendorLocationId: string, ids: string[], executor: Executor = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await executor
        .select({ id: optionGroups.optionGroupId })
        .from(optionGroups)
        .where(
          and(
            inArray(optionGroups.optionGroupId, ids),
            eq(optionGroups.vendorLocationId, vendorLocationId),
            isNull(optionGroups.archivedAt),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** Sets a product's groups, in order (replacing what it had). */
    async setProductGroups(productId: string, groupIds: string[], executor: Executor) {
      await executor.delete(productOptionGroups).where(eq(productOptionGroups.productId, productId));
      if (groupIds.length === 0) return;
      await executor
        .insert(productOptionGroups)
        .values(groupIds.map((optionGroupId, position) => ({ productId, optionGroupId, position })));
    },

    /**
     * The live groups of each product, in order, with their options; archived options too when asked (pricing names
     * an archived option it is sent; the menu leaves them out).
     */
    async groupsOfProducts(
      productIds: string[],
      executor: Executor = db,
      withArchivedOptions = false,
    ): Promise<Map<string, GroupWithOptions[]>> {
      const result = new Map<string, GroupWithOptions[]>();
      if (productIds.length === 0) return result;
      const links = await executor
        .select({ productId: productOptionGroups.productId, group: optionGroups })
        .from(productOptionGroups)
        .innerJoin(optionGroups, eq(optionGroups.optionGroupId, productOptionGroups.optionGroupId))
        .where(and(inArray(productOptionGroups.productId, productIds), isNull(optionGroups.archivedAt)))
        .orderBy(asc(productOptionGroups.productId), asc(productOptionGroups.position));
      const groupIds = [...new Set(links.map((link) => link.group.optionGroupId))];
      const rows = await optionsOf(groupIds, executor, withArchivedOptions);
      for (const link of links) {
        const list = result.get(link.productId) ?? [];
        list.push({ ...link.group, options: rows.filter((row) => row.optionGroupId === link.group.optionGroupId) });
        result.set(link.productId, list);
      }
      return result;
    },

    /**
     * Takes chosen options off tracked stock, each in one conditional statement that cannot take more than is there
     * (the CHECK options_quantity_nonnegative backs it), in option id order so two sales never wait in a cycle.
     * Answers the first option that could not be filled (roll back then), or null.
     */
    async takeOptionStock(
      lines: { optionId: string; quantity: number }[],
      executor: Executor,
    ): Promise<OptionShortfall | null> {
      for (const line of mergeById(lines)) {
        const taken = await executor
          .update(options)
          .set({ quantityAvailable: sql`${options.quantityAvailable} - ${line.quantity}` })
          .where(
            and(
              eq(options.optionId, line.optionId),
              eq(options.trackQuantity, true),
              gte(options.quantityAvailable, line.quantity),
            ),
          )
          .returning({ optionId: options.optionId });
        if (taken.length > 0) {
          await announceMenuOfOption(line.optionId, executor);
          continue;
        }
        const [option] = await executor
          .select({ name: options.name, track: options.trackQuantity, left: options.quantityAvailable })
          .from(options)
          .where(eq(options.optionId, line.optionId));
        if (!option?.track) continue;
        return { optionId: line.optionId, name: option.name, available: Math.max(0, option.left ?? 0) };
      }
      return null;
    },

    /** Puts refunded options back on tracked stock (never past the documented maximum). */
    async returnOptionStock(lines: { optionId: string; quantity: number }[], executor: Executor): Promise<void> {
      for (const line of mergeById(lines)) {
        const changed = await executor
          .update(options)
          .set({
            quantityAvailable: sql`least(coalesce(${options.quantityAvailable}, 0) + ${line.quantity}, ${sql.raw(String(OPTION_QUANTITY_MAX))})`,
          })
          .where(and(eq(options.optionId, line.optionId), eq(options.trackQuantity, true)))
          .returning({ optionId: options.optionId });
        if (changed.length > 0) await announceMenuOfOption(line.optionId, executor);
      }
    },
  };
}

/** Adds up one option named on several lines, sorted by id (the order stock is taken in). */
function mergeById(lines: { optionId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.optionId, (merged.get(line.optionId) ?? 0) + line.quantity);
  return [...merged]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([optionId, quantity]) => ({ optionId, quantity }));
}

/** The option's location's menu changed (its stock shows on the menu): NOTIFY on commit, like a product's. */
async function announceMenuOfOption(optionId: string, executor: Executor) {
  await executor.execute(
    sql`select ${menuChangedNotice(optionGroups.vendorLocationId)} from ${options}
      join ${optionGroups} on ${optionGroups.optionGroupId} = ${options.optionGroupId}
      where ${options.optionId} = ${optionId}`,
  );
}

export type OptionGroupsRepo = ReturnType<typeof createOptionGroupsRepo>;
