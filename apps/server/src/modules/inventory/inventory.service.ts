import { formatCents, type Product, parseCents, type SessionUser, type UpdateProductBody } from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Access } from '../vendor-auth/access.js';
import type { VendorLocationsRepo } from '../vendor-locations/vendor-locations.repo.js';
import type { InventoryRepo, ProductRow } from './inventory.repo.js';

export type InventoryService = ReturnType<typeof createInventoryService>;

export function toProduct(row: ProductRow): Product {
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
  };
}

/** The fields staff can change, as the audit log records them. */
function editable(row: ProductRow) {
  return { isAvailable: row.isAvailable, price: formatCents(row.priceCents) };
}

export function createInventoryService(deps: {
  inventoryRepo: InventoryRepo;
  vendorLocationsRepo: VendorLocationsRepo;
  access: Access;
  clock: Clock;
}) {
  const { inventoryRepo: repo, vendorLocationsRepo, access, clock } = deps;

  async function requireLocation(vendorLocationId: string) {
    const location = await vendorLocationsRepo.getLocation(vendorLocationId);
    if (!location) throw new AppError('NOT_FOUND', 'Location not found.');
    return location;
  }

  return {
    /** A location's whole menu, available or not (the customer page hides what it can't sell). */
    async listProducts(vendorLocationId: string): Promise<Product[]> {
      const rows = await repo.listProducts(vendorLocationId);
      // Products can only exist at a real location, so only an empty menu needs the extra look-up.
      if (rows.length === 0) await requireLocation(vendorLocationId);
      return rows.map(toProduct);
    },

    /** Staff of the location's vendor switch a product on or off and set its price; audited. */
    async updateProduct(
      user: SessionUser,
      vendorLocationId: string,
      productId: string,
      changes: UpdateProductBody,
    ): Promise<Product> {
      const location = await requireLocation(vendorLocationId);
      await access.requireRole(user, location.vendorId);
      const updated = await repo.db.transaction(async (tx) => {
        const before = await repo.lockProduct(tx, vendorLocationId, productId);
        if (!before) throw new AppError('NOT_FOUND', 'Product not found at this location.');
        const after = await repo.updateProduct(tx, productId, {
          ...(changes.isAvailable === undefined ? {} : { isAvailable: changes.isAvailable }),
          ...(changes.price === undefined ? {} : { priceCents: parseCents(changes.price) }),
          updatedAt: clock(),
        });
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'product.update',
          entityType: 'product',
          entityId: productId,
          details: { vendorLocationId, before: editable(before), after: editable(after) },
        });
        return after;
      });
      return toProduct(updated);
    },
  };
}
