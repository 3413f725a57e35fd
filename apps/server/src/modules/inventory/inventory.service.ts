import {
  COMBO_SLOT_TRANSLATED_FIELDS,
  centsToSignedDecimal,
  formatCents,
  PRODUCT_TRANSLATED_FIELDS,
  type Product,
  type ProductListResponse,
  parseCents,
  READ_LANGUAGES,
  type ReadLanguage,
  resolveTexts,
  type SessionUser,
  translationsField,
  type UpdateProductBody,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/index.js';
import type { Access } from '../staff/index.js';
import type { LocationReads } from '../vendor-locations/index.js';
import type { InventoryRepo, ProductRow } from './inventory.repo.js';
import {
  type CachedMenu,
  createMenuCache,
  type MenusByLanguage,
  publishMenuChanged,
  serializeMenus,
} from './menu-cache.js';
import type { OptionGroupsRepo } from './option-groups.repo.js';
import { type ProductOptionGroups, toMenuGroups } from './option-groups.service.js';
import { recordProductEvent } from './product-events.js';

export type InventoryService = ReturnType<typeof createInventoryService>;

/** The menu's view of a product's option groups, in their order (issue 39): read beside the product rows. */
const NO_OPTION_GROUPS: ProductOptionGroups = { optionGroupIds: [], optionGroups: [] };

export function toProduct(row: ProductRow, groups: ProductOptionGroups = NO_OPTION_GROUPS): Product {
  const available = row.quantityAvailable;
  return {
    productId: row.productId,
    vendorLocationId: row.vendorLocationId,
    name: row.name,
    description: row.description,
    productType: row.productType,
    price: formatCents(row.priceCents),
    originalPrice: row.originalPriceCents === null ? null : formatCents(row.originalPriceCents),
    displayOrder: row.displayOrder,
    groupId: row.groupId,
    variantName: row.variantName,
    isAvailable: row.isAvailable,
    trackQuantity: row.trackQuantity,
    quantity: { available },
    isSoldOut: row.trackQuantity && (available ?? 0) <= 0,
    imageUrls: row.imageUrls,
    productTaxCode: row.productTaxCode,
    depositPercent: row.depositPercent,
    version: row.version,
    optionGroupIds: groups.optionGroupIds,
    optionGroups: groups.optionGroups,
    allergens: row.allergens as Product['allergens'],
    dietary: row.dietary as Product['dietary'],
    idRequired: row.idRequired,
    comboSlots: comboSlotsView(row),
    ...translationsField(row.translations),
  };
}

/** A combo's slots as the menu shows them; the choices' names are filled by the menu read (issue 39). */
function comboSlotsView(row: ProductRow): Product['comboSlots'] {
  if (!row.comboSlots || row.comboSlots.length === 0) return null;
  return row.comboSlots.map((slot) => ({
    slotId: slot.slotId,
    name: slot.name,
    choices: slot.choices.map((choice) => ({
      productId: choice.productId,
      name: choice.productId,
      priceDelta: centsToSignedDecimal(choice.priceDeltaCents),
    })),
    ...translationsField(slot.translations),
  }));
}

/** The fields staff can change, as the audit log records them. */
function editable(row: ProductRow) {
  return { isAvailable: row.isAvailable, price: formatCents(row.priceCents), depositPercent: row.depositPercent };
}

export function createInventoryService(deps: {
  inventoryRepo: InventoryRepo;
  optionGroupsRepo: OptionGroupsRepo;
  vendorLocationsRepo: LocationReads;
  access: Access;
  clock: Clock;
  /** Where menu changes are heard (LISTEN), from this process and every other. */
  database: Pick<Database, 'listen'>;
  log: FastifyBaseLogger;
}) {
  const { inventoryRepo: repo, vendorLocationsRepo, access, clock } = deps;

  async function requireLocation(vendorLocationId: string) {
    const location = await vendorLocationsRepo.getLocation(vendorLocationId);
    if (!location) throw new AppError('NOT_FOUND', 'Location not found.');
    return location;
  }

  /** A location's menu in every language customers read (issue 44): one read, each language built from it. */
  async function readMenus(vendorLocationId: string): Promise<MenusByLanguage> {
    const rows = await repo.listProducts(vendorLocationId);
    // Products can only exist at a real location, so only an empty menu needs the extra look-up.
    if (rows.length === 0) await requireLocation(vendorLocationId);
    // Issue 39: each product's option groups, in order, read in two statements for the whole menu.
    const groups = await deps.optionGroupsRepo.groupsOfProducts(rows.map((row) => row.productId));
    const menus = READ_LANGUAGES.map((language) => [language, buildMenu(rows, groups, language)] as const);
    return Object.fromEntries(menus) as MenusByLanguage;
  }

  /** The menu with each text in `language`, field by field falling back to the venue's (decision 096). */
  function buildMenu(
    productRows: ProductRow[],
    groups: Awaited<ReturnType<OptionGroupsRepo['groupsOfProducts']>>,
    language: ReadLanguage,
  ): ProductListResponse {
    const rows = productRows.map((row) => resolveTexts(row, row.translations, language, PRODUCT_TRANSLATED_FIELDS));
    const names = new Map(
      rows.map((row) => [row.productId, row.variantName ? `${row.name} (${row.variantName})` : row.name]),
    );
    return {
      items: rows.map((row) => {
        const product = toProduct(row, toMenuGroups(groups.get(row.productId), language));
        // A combo's choices by the names the menu shows; a choice no longer on the menu is left out.
        if (product.comboSlots) {
          product.comboSlots = product.comboSlots.map((slot) => ({
            ...slot,
            // Issue 44: the slot's name in the customer's language, as an option group's (decision 096, amended).
            name: resolveTexts(slot, slot.translations, language, COMBO_SLOT_TRANSLATED_FIELDS).name,
            choices: slot.choices.flatMap((choice) => {
              const name = names.get(choice.productId);
              return name ? [{ ...choice, name }] : [];
            }),
          }));
        }
        return product;
      }),
    };
  }

  const menus = createMenuCache({
    database: deps.database,
    load: readMenus,
    serialize: serializeMenus,
    log: deps.log,
  });

  return {
    /**
     * A location's whole menu, available or not (the customer page hides what it can't sell),
     * serialized: read-mostly and public, so each process keeps it until a product there changes.
     */
    async getMenu(vendorLocationId: string, language: ReadLanguage = 'en'): Promise<CachedMenu> {
      return (await menus.get(vendorLocationId))[language];
    },

    /** Starts hearing menu changes; until then menus are read from the database every time. */
    startMenuCache: () => menus.start(),
    /** Forgets a location's menu in this process at once (others hear the NOTIFY sent with the change). */
    invalidateMenu: (vendorLocationId: string) => menus.invalidate(vendorLocationId),
    closeMenuCache: () => menus.close(),

    /** Staff of the location's vendor switch a product on or off and set its price and deposit; audited. */
    async updateProduct(
      user: SessionUser,
      vendorLocationId: string,
      productId: string,
      changes: UpdateProductBody,
    ): Promise<Product> {
      const location = await requireLocation(vendorLocationId);
      await access.requireRole(user, location.vendorId);
      const updated = await repo.transaction(async (tx) => {
        const before = await repo.lockProduct(vendorLocationId, productId, tx);
        if (!before) throw new AppError('NOT_FOUND', 'Product not found at this location.');
        const after = await repo.updateProduct(
          productId,
          {
            ...(changes.isAvailable === undefined ? {} : { isAvailable: changes.isAvailable }),
            ...(changes.price === undefined ? {} : { priceCents: parseCents(changes.price) }),
            ...(changes.depositPercent === undefined ? {} : { depositPercent: changes.depositPercent }),
            updatedAt: clock(),
          },
          tx,
        );
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'product.update',
          entityType: 'product',
          entityId: productId,
          details: { vendorLocationId, before: editable(before), after: editable(after) },
        });
        await recordProductEvent(tx, 'product.updated', location, productId);
        await publishMenuChanged(tx, after.vendorLocationId);
        return after;
      });
      // The NOTIFY reaches this process too, a moment later; the caller's next read must not wait for it.
      menus.invalidate(updated.vendorLocationId);
      return toProduct(updated);
    },
  };
}
