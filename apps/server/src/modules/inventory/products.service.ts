import {
  type CreateProductInput,
  DEFAULT_PRODUCT_DISPLAY_ORDER,
  decimalToCents,
  type EditProductInput,
  formatCents,
  mergeTranslations,
  PRODUCT_QUANTITY_MAX,
  type Product,
  parseCents,
  type SessionUser,
  type StockChangeBody,
} from '@queueless/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { checkImageAddresses, type ImageAddressRule } from '../../lib/image-address.js';
import { recordAudit } from '../audit/index.js';
import type { Access } from '../staff/index.js';
import type { LocationReads } from '../vendor-locations/index.js';
import type { InventoryRepo, NewProductRow, ProductEdit, ProductRow } from './inventory.repo.js';
import { toProduct } from './inventory.service.js';
import { publishMenuChanged } from './menu-cache.js';
import type { OptionGroupsRepo } from './option-groups.repo.js';
import { attachOptionGroups, newOptionGroupId, newOptionId, toMenuGroups } from './option-groups.service.js';
import { recordProductEvent } from './product-events.js';

export type ProductsService = ReturnType<typeof createProductsService>;

const notFound = () => new AppError('NOT_FOUND', 'Product not found at this location.');

/** A new product id: short, readable aloud, unguessable enough to be no one's business. */
export const newProductId = () => `P${newId(15)}`;

/** The row fields of a manager's product fields; what is left out goes back to its default. */
export function productEditOf(input: Omit<EditProductInput, 'version'>, now: Date): ProductEdit {
  const trackQuantity = input.trackQuantity ?? false;
  return {
    name: input.name,
    productType: input.productType,
    priceCents: parseCents(input.price),
    originalPriceCents: input.originalPrice ? parseCents(input.originalPrice) : null,
    description: input.description ?? null,
    variantName: input.variantName ?? null,
    groupId: input.groupId ?? null,
    displayOrder: input.displayOrder ?? DEFAULT_PRODUCT_DISPLAY_ORDER,
    isAvailable: input.isAvailable ?? true,
    trackQuantity,
    depositPercent: input.depositPercent ?? null,
    productTaxCode: input.productTaxCode ?? null,
    imageUrls: input.imageUrls ?? [],
    // Issue 39: alcoholic items are ID-checked unless the manager says otherwise.
    allergens: input.allergens ?? [],
    dietary: input.dietary ?? [],
    idRequired: input.idRequired ?? input.productType === 'ALCOHOLIC_ITEM',
    // Issue 44: written only when sent; an edit merges them into the stored ones (decision 096).
    ...(input.translations === undefined ? {} : { translations: mergeTranslations({}, input.translations) }),
    comboSlots: comboSlotRowsOf(input.comboSlots),
    updatedAt: now,
  };
}

/**
 * A combo's slots as stored (null: not a combo). Issue 44: each slot's Spanish name merged into the one stored for the
 * slot of the same name, since a write names slots by their names, not their ids (decision 096, amended): left out,
 * it stays; '' clears it; a renamed slot starts without one, so a removed or reordered slot never lends its Spanish to
 * another. Only a slot with some translation carries `translations`.
 */
export function comboSlotRowsOf(
  slots: CreateProductInput['comboSlots'],
  stored: ProductRow['comboSlots'] = null,
): ProductRow['comboSlots'] {
  if (!slots || slots.length === 0) return null;
  const storedTranslations = new Map((stored ?? []).map((slot) => [slot.name, slot.translations]));
  return slots.map((slot, index) => {
    const translations = mergeTranslations(storedTranslations.get(slot.name), slot.translations);
    return {
      slotId: `S${index + 1}`,
      name: slot.name,
      choices: slot.choices.map((choice) => ({
        productId: choice.productId,
        priceDeltaCents: choice.priceDelta ? decimalToCents(choice.priceDelta) : 0,
      })),
      ...(Object.keys(translations).length > 0 ? { translations } : {}),
    };
  });
}

/**
 * In a product's create or edit (issue 39): its option groups checked and attached in order, and a combo's choices
 * checked to be live, non-combo products of the same location.
 */
export async function applyMenuFields(
  deps: { inventoryRepo: InventoryRepo; optionGroupsRepo: OptionGroupsRepo },
  tx: Tx,
  vendorLocationId: string,
  productId: string,
  input: Pick<CreateProductInput, 'optionGroupIds' | 'comboSlots'>,
): Promise<void> {
  await attachOptionGroups(deps.optionGroupsRepo, tx, vendorLocationId, productId, input.optionGroupIds ?? []);
  const choiceIds = [...new Set((input.comboSlots ?? []).flatMap((slot) => slot.choices.map((c) => c.productId)))];
  if (choiceIds.length === 0) return;
  const found = await deps.inventoryRepo.getProducts(vendorLocationId, choiceIds, tx);
  for (const id of choiceIds) {
    const product = found.find((row) => row.productId === id);
    if (!product || product.archivedAt || product.comboSlots || id === productId) {
      const message = `Combo choice "${id}" is not a product of this location that can go in a combo.`;
      throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.comboSlots', message }]);
    }
  }
}

/** The product as the audit log records an edit (prices as the menu shows them). */
function audited(row: ProductRow) {
  return {
    name: row.name,
    productType: row.productType,
    price: formatCents(row.priceCents),
    originalPrice: row.originalPriceCents === null ? null : formatCents(row.originalPriceCents),
    variantName: row.variantName,
    groupId: row.groupId,
    displayOrder: row.displayOrder,
    isAvailable: row.isAvailable,
    trackQuantity: row.trackQuantity,
    depositPercent: row.depositPercent,
    productTaxCode: row.productTaxCode,
    imageUrls: row.imageUrls,
    allergens: row.allergens,
    dietary: row.dietary,
    idRequired: row.idRequired,
  };
}

/** Where a product is created: the location, and its vendor (whose audit log records the creation). */
export type ProductPlace = { vendorLocationId: string; vendorId: string };

/** One product to create: a manager's fields, checked by the contract's schema, and, for the demo seed only, an id. */
export type NewProduct = {
  input: CreateProductInput;
  /**
   * A fixed id: only the demo seed gives one (its products are named by journeys, benchmarks and tests), and a
   * product that already has it is left alone, so staff edits survive a restart. Never taken from a request.
   */
  productId?: string;
};

/**
 * The menu's changes below the role check: one transaction per change with the menu's NOTIFY inside it, and the
 * one way a product is created. `createProduct` calls these once a MANAGER is the caller; the demo seed, which is
 * no person, calls them directly (decision 069).
 */
export function createMenuChanges(deps: {
  inventoryRepo: InventoryRepo;
  optionGroupsRepo: OptionGroupsRepo;
  clock: Clock;
  /** Forgets a menu in this process at once (the NOTIFY reaches it a moment later). */
  invalidateMenu: (vendorLocationId: string) => void;
}) {
  const { inventoryRepo: repo, clock, invalidateMenu } = deps;

  /** Runs a change of one location's menu: one transaction, the NOTIFY inside it, this process's cache after. */
  async function changeMenu<T>(vendorLocationId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await repo.transaction(async (tx) => {
      const answer = await work(tx);
      await publishMenuChanged(tx, vendorLocationId);
      return answer;
    });
    invalidateMenu(vendorLocationId);
    return result;
  }

  /**
   * Creates products at one location in one change of its menu and answers those created (a fixed id already taken
   * creates nothing). `actorUserId` is the staff member the audit log records; null only for the install's own
   * demo seed, which is not a person and so leaves no audit record.
   */
  async function addProducts(place: ProductPlace, items: NewProduct[], actorUserId: string | null): Promise<Product[]> {
    const now = clock();
    const rows: NewProductRow[] = items.map(({ input, productId }) => ({
      ...productEditOf(input, now),
      productId: productId ?? newProductId(),
      vendorLocationId: place.vendorLocationId,
      quantityAvailable: input.trackQuantity ? (input.quantityAvailable ?? 0) : null,
      createdAt: now,
    }));
    const fixedIds = items.some((item) => item.productId !== undefined);
    const created = await changeMenu(place.vendorLocationId, async (tx) => {
      const inserted = await repo.insertProducts(rows, tx, { skipExisting: fixedIds });
      for (const [index, row] of rows.entries()) {
        if (!inserted.some((made) => made.productId === row.productId)) continue;
        await applyMenuFields(deps, tx, place.vendorLocationId, row.productId, items[index]?.input ?? {});
      }
      for (const row of inserted) await recordProductEvent(tx, 'product.created', place, row.productId);
      if (actorUserId !== null) {
        for (const row of inserted) {
          await recordAudit(tx, {
            actorUserId,
            vendorId: place.vendorId,
            action: 'product.create',
            entityType: 'product',
            entityId: row.productId,
            details: { vendorLocationId: place.vendorLocationId, after: audited(row) },
          });
        }
      }
      return inserted;
    });
    const groups = await deps.optionGroupsRepo.groupsOfProducts(created.map((row) => row.productId));
    return created.map((row) => toProduct(row, toMenuGroups(groups.get(row.productId))));
  }

  return { changeMenu, addProducts };
}

/**
 * The menu as its venue manages it: products created, edited (against the version the editor opened), archived,
 * restocked and copied, by MANAGER and above of the location's vendor. Every change is audited and announces the
 * location's menu change in its own transaction, so every API process drops its cached menu on commit.
 */
export function createProductsService(deps: {
  inventoryRepo: InventoryRepo;
  optionGroupsRepo: OptionGroupsRepo;
  vendorLocationsRepo: LocationReads;
  access: Access;
  clock: Clock;
  /** Forgets a menu in this process at once (the NOTIFY reaches it a moment later). */
  invalidateMenu: (vendorLocationId: string) => void;
  /** The image addresses a manager may save: our origin and the media host (decision 086). */
  isImageAddressAllowed: ImageAddressRule;
}) {
  const { inventoryRepo: repo, vendorLocationsRepo, access, clock, isImageAddressAllowed } = deps;
  const { changeMenu, addProducts } = createMenuChanges(deps);

  /** The location, once its vendor's MANAGER (or above) is the caller. */
  async function requireManagerAt(user: SessionUser, vendorLocationId: string) {
    const location = await vendorLocationsRepo.getLocation(vendorLocationId);
    if (!location) throw new AppError('NOT_FOUND', 'Location not found.');
    await access.requireRole(user, location.vendorId, 'MANAGER');
    return location;
  }

  return {
    requireManagerAt,
    changeMenu,
    isImageAddressAllowed,

    /** A manager's new product: always a new id (the body has no id to choose). */
    async createProduct(user: SessionUser, vendorLocationId: string, input: CreateProductInput): Promise<Product> {
      const location = await requireManagerAt(user, vendorLocationId);
      checkImageAddresses(isImageAddressAllowed, input.imageUrls ?? [], 'body.imageUrls');
      const [created] = await addProducts(location, [{ input }], user.userId);
      if (!created) throw new Error('product insert answered no row');
      return created;
    },

    /**
     * A full edit over the version the editor opened. A save over a newer one is refused (409) and the newer edit
     * kept: the single conditional UPDATE decides, so of two managers saving at once exactly one wins.
     */
    async editProduct(
      user: SessionUser,
      vendorLocationId: string,
      productId: string,
      input: EditProductInput,
    ): Promise<Product> {
      const location = await requireManagerAt(user, vendorLocationId);
      checkImageAddresses(isImageAddressAllowed, input.imageUrls ?? [], 'body.imageUrls');
      const { version, ...fields } = input;
      const edit = productEditOf(fields, clock());
      const saved = await changeMenu(location.vendorLocationId, async (tx) => {
        const [before] = await repo.getProducts(location.vendorLocationId, [productId], tx);
        if (!before || before.archivedAt) throw notFound();
        if (fields.translations) edit.translations = mergeTranslations(before.translations, fields.translations);
        edit.comboSlots = comboSlotRowsOf(fields.comboSlots, before.comboSlots);
        const after = await repo.editProductAtVersion(location.vendorLocationId, productId, version, edit, tx);
        if (!after) {
          throw new AppError(
            'CONFLICT',
            'Someone else saved this product after you opened it. Reload it to see their changes, then edit again.',
            { currentVersion: before.version },
          );
        }
        await applyMenuFields(deps, tx, location.vendorLocationId, productId, fields);
        await recordProductEvent(tx, 'product.updated', location, productId);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'product.edit',
          entityType: 'product',
          entityId: productId,
          details: { vendorLocationId: location.vendorLocationId, before: audited(before), after: audited(after) },
        });
        return after;
      });
      const groups = await deps.optionGroupsRepo.groupsOfProducts([productId]);
      return toProduct(saved, toMenuGroups(groups.get(productId)));
    },

    /** Archives a product: off the menu and refused in carts from now on; its rows stay for order history. */
    async archiveProduct(user: SessionUser, vendorLocationId: string, productId: string): Promise<void> {
      const location = await requireManagerAt(user, vendorLocationId);
      await changeMenu(location.vendorLocationId, async (tx) => {
        const archived = await repo.archiveProduct(location.vendorLocationId, productId, clock(), tx);
        if (!archived) throw notFound();
        await recordProductEvent(tx, 'product.archived', location, productId);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'product.archive',
          entityType: 'product',
          entityId: productId,
          details: { vendorLocationId: location.vendorLocationId, name: archived.name },
        });
      });
    },

    /**
     * Restocking or counting a tracked product: the row is locked, the new count checked (never below zero, and the
     * CHECK products_quantity_nonnegative backs it) and written with its reason in the audit log, in one transaction.
     * Sales take stock with a conditional statement on the same row, so the two never lose each other's change.
     */
    async changeStock(
      user: SessionUser,
      vendorLocationId: string,
      productId: string,
      change: StockChangeBody,
    ): Promise<Product> {
      const location = await requireManagerAt(user, vendorLocationId);
      const changed = await changeMenu(location.vendorLocationId, async (tx) => {
        const before = await repo.lockProduct(location.vendorLocationId, productId, tx);
        if (!before) throw notFound();
        if (!before.trackQuantity) {
          throw new AppError('STOCK_NOT_TRACKED', 'Stock is not tracked for this product. Turn tracking on first.');
        }
        const had = before.quantityAvailable ?? 0;
        const count = change.set ?? had + (change.adjust ?? 0);
        if (count < 0) {
          throw new AppError('STOCK_BELOW_ZERO', `Only ${had} in stock: the count cannot go below zero.`, {
            available: had,
          });
        }
        if (count > PRODUCT_QUANTITY_MAX) {
          // An adjust that would pass the documented maximum (the column's CHECK says so too; decision 086).
          const message = `The stock must be at most ${PRODUCT_QUANTITY_MAX}: ${had} in stock now.`;
          throw new AppError('VALIDATION_FAILED', message, [{ field: 'adjust', message }]);
        }
        const after = await repo.setStock(productId, count, clock(), tx);
        await recordProductEvent(tx, 'stock.changed', location, productId, { before: had, after: count });
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'product.stock',
          entityType: 'product',
          entityId: productId,
          details: {
            vendorLocationId: location.vendorLocationId,
            before: had,
            after: count,
            ...(change.set === undefined ? { adjust: change.adjust } : { set: change.set }),
            reason: change.reason.trim(),
          },
        });
        return after;
      });
      return toProduct(changed);
    },

    /**
     * Adds a copy of every product of another location of the same vendor to this one (new ids; sizes keep their
     * group). Tracked stock starts at zero: counts are of things on a shelf, which a copy does not move (decision 058).
     */
    async copyMenu(user: SessionUser, vendorLocationId: string, fromVendorLocationId: string): Promise<Product[]> {
      const location = await requireManagerAt(user, vendorLocationId);
      const source = await vendorLocationsRepo.getLocation(fromVendorLocationId);
      if (!source || source.vendorId !== location.vendorId) {
        const message = 'Copy a menu only from another location of the same vendor.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.fromVendorLocationId', message }]);
      }
      if (source.vendorLocationId === location.vendorLocationId) {
        const message = 'Choose another location to copy from.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.fromVendorLocationId', message }]);
      }
      const copies = await changeMenu(location.vendorLocationId, async (tx) => {
        const now = clock();
        const originals = await repo.listProducts(source.vendorLocationId, tx);
        // Issue 39: the source's option groups come along with new ids (stock from zero, as products'), and each copy
        // is attached to the copies of its groups; a combo's choices name the copies of their products.
        const newIdOf = new Map(originals.map((row) => [row.productId, newProductId()]));
        const sourceGroups = await deps.optionGroupsRepo.listGroups(source.vendorLocationId, tx);
        const groupIdOf = new Map(sourceGroups.map((group) => [group.optionGroupId, newOptionGroupId()]));
        for (const group of sourceGroups) {
          await deps.optionGroupsRepo.insertGroup(
            {
              optionGroupId: groupIdOf.get(group.optionGroupId) as string,
              vendorLocationId: location.vendorLocationId,
              name: group.name,
              minSelections: group.minSelections,
              maxSelections: group.maxSelections,
              allowPreModifiers: group.allowPreModifiers,
              createdAt: now,
              updatedAt: now,
            },
            group.options.map(({ optionId: _, optionGroupId: __, createdAt: ___, updatedAt: ____, ...option }) => ({
              ...option,
              optionId: newOptionId(),
              optionGroupId: groupIdOf.get(group.optionGroupId) as string,
              quantityAvailable: option.trackQuantity ? 0 : null,
              createdAt: now,
              updatedAt: now,
            })),
            tx,
          );
        }
        const sourceAttachments = await deps.optionGroupsRepo.groupsOfProducts([...newIdOf.keys()], tx);
        const inserted = await repo.insertProducts(
          originals.map(({ productId, createdAt: __, updatedAt: ___, version: ____, ...fields }) => ({
            ...fields,
            productId: newIdOf.get(productId) as string,
            vendorLocationId: location.vendorLocationId,
            quantityAvailable: fields.trackQuantity ? 0 : null,
            comboSlots:
              fields.comboSlots?.map((slot) => ({
                ...slot,
                choices: slot.choices.flatMap((choice) => {
                  const copy = newIdOf.get(choice.productId);
                  return copy ? [{ ...choice, productId: copy }] : [];
                }),
              })) ?? null,
            createdAt: now,
            updatedAt: now,
          })),
          tx,
        );
        for (const [productId, groups] of sourceAttachments) {
          await deps.optionGroupsRepo.setProductGroups(
            newIdOf.get(productId) as string,
            groups.map((group) => groupIdOf.get(group.optionGroupId) as string),
            tx,
          );
        }
        for (const row of inserted) await recordProductEvent(tx, 'product.created', location, row.productId);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'product.copy',
          entityType: 'vendor_location',
          entityId: location.vendorLocationId,
          details: { fromVendorLocationId: source.vendorLocationId, count: inserted.length },
        });
        return inserted;
      });
      // The copies as the menu shows them: with the copies of their groups (issue 39).
      const groups = await deps.optionGroupsRepo.groupsOfProducts(copies.map((row) => row.productId));
      return copies.map((row) => toProduct(row, toMenuGroups(groups.get(row.productId))));
    },
  };
}
