import type { MenuImportResponse, MenuImportRowError, SessionUser } from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { IMAGE_ADDRESS_MESSAGE } from '../../lib/image-address.js';
import { recordAudit } from '../audit/index.js';
import type { InventoryRepo, NewProductRow } from './inventory.repo.js';
import { formatMenuCsv, parseMenuCsv } from './menu-csv.js';
import type { OptionGroupsRepo } from './option-groups.repo.js';
import { recordProductEvent } from './product-events.js';
import { newProductId, type ProductsService, productEditOf } from './products.service.js';

/** Past this many errors the answer lists the first ones and says how many more: its size stays bounded. */
export const MENU_IMPORT_MAX_ERRORS = 200;

function listFirstErrors(errors: MenuImportRowError[]): void {
  if (errors.length <= MENU_IMPORT_MAX_ERRORS) return;
  const more = errors.length - (MENU_IMPORT_MAX_ERRORS - 1);
  errors.splice(MENU_IMPORT_MAX_ERRORS - 1, Number.POSITIVE_INFINITY, {
    row: 0,
    column: '',
    message: `${more} more errors are not listed. Correct these and check the file again.`,
  });
}

export type MenuTransferService = ReturnType<typeof createMenuTransferService>;

/** A location's menu out to a spreadsheet and back (README, "Menu CSV"), MANAGER and above. */
export function createMenuTransferService(deps: {
  inventoryRepo: InventoryRepo;
  optionGroupsRepo: OptionGroupsRepo;
  products: Pick<ProductsService, 'requireManagerAt' | 'changeMenu' | 'isImageAddressAllowed'>;
  clock: Clock;
}) {
  const { inventoryRepo: repo, products, clock } = deps;

  return {
    async exportMenu(user: SessionUser, vendorLocationId: string): Promise<string> {
      const location = await products.requireManagerAt(user, vendorLocationId);
      const rows = await repo.listProducts(location.vendorLocationId);
      const groups = await deps.optionGroupsRepo.groupsOfProducts(rows.map((row) => row.productId));
      return formatMenuCsv(rows, (productId) => (groups.get(productId) ?? []).map((group) => group.optionGroupId));
    },

    /**
     * Every row checked first (with the location's products it names); any error and nothing is written, the answer
     * listing them (the first MENU_IMPORT_MAX_ERRORS). Otherwise every row is written in one transaction: a row with a productId updates that
     * product (whatever its version: the file is the manager's word), a row without one creates a product.
     */
    async importMenu(
      user: SessionUser,
      vendorLocationId: string,
      readCsv: () => Promise<string>,
      dryRun: boolean,
    ): Promise<MenuImportResponse> {
      const location = await products.requireManagerAt(user, vendorLocationId);
      // The file is read only now: a caller who may not import is refused before a byte of it (issue 37, F9).
      const { rows, errors } = parseMenuCsv(await readCsv());
      const named = rows.flatMap((row) => (row.productId ? [row.productId] : []));
      const existing = new Map(
        (await repo.getProducts(location.vendorLocationId, named)).map((row) => [row.productId, row]),
      );
      const rowErrors: MenuImportRowError[] = [...errors];
      for (const row of rows) {
        if (row.input.imageUrls?.some((url) => !products.isImageAddressAllowed(url))) {
          rowErrors.push({ row: row.row, column: 'imageUrls', message: IMAGE_ADDRESS_MESSAGE });
        }
        if (!row.productId) continue;
        const product = existing.get(row.productId);
        if (!product) {
          rowErrors.push({ row: row.row, column: 'productId', message: 'No product with this id at this location.' });
        } else if (product.archivedAt) {
          rowErrors.push({ row: row.row, column: 'productId', message: 'This product is archived.' });
        }
      }
      // Issue 39: the groups a row attaches are live groups of this location.
      const live = await deps.optionGroupsRepo.liveGroupIds(location.vendorLocationId, [
        ...new Set(rows.flatMap((row) => row.input.optionGroupIds ?? [])),
      ]);
      for (const row of rows) {
        const unknown = (row.input.optionGroupIds ?? []).find((id) => !live.has(id));
        if (unknown) {
          rowErrors.push({
            row: row.row,
            column: 'optionGroupIds',
            message: `Option group "${unknown}" is not one of this location's groups.`,
          });
        }
      }
      rowErrors.sort((a, b) => a.row - b.row);
      listFirstErrors(rowErrors);
      const updates = rows.filter((row) => row.productId);
      const creates = rows.filter((row) => !row.productId);
      const answer = { dryRun, created: creates.length, updated: updates.length, errors: rowErrors };
      if (dryRun) return rowErrors.length > 0 ? { ...answer, created: 0, updated: 0 } : answer;
      if (rowErrors.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'Some rows cannot be imported; nothing was changed.', rowErrors);
      }

      const now = clock();
      await products.changeMenu(location.vendorLocationId, async (tx) => {
        const fresh: NewProductRow[] = creates.map(({ input }) => ({
          ...productEditOf(input, now),
          productId: newProductId(),
          vendorLocationId: location.vendorLocationId,
          quantityAvailable: input.trackQuantity ? (input.quantityAvailable ?? 0) : null,
          createdAt: now,
        }));
        await repo.insertProducts(fresh, tx);
        await repo.overwriteProducts(
          updates.map(({ productId, input, setsStock }) => ({
            productId: productId as string,
            edit: productEditOf(input, now),
            quantityAvailable: input.quantityAvailable ?? null,
            setsStock,
          })),
          now,
          tx,
        );
        for (const [index, row] of fresh.entries()) {
          const groupIds = creates[index]?.input.optionGroupIds ?? [];
          await deps.optionGroupsRepo.setProductGroups(row.productId, groupIds, tx);
        }
        for (const { productId, input } of updates) {
          await deps.optionGroupsRepo.setProductGroups(productId as string, input.optionGroupIds ?? [], tx);
        }
        for (const row of fresh) await recordProductEvent(tx, 'product.created', location, row.productId);
        for (const { productId } of updates) {
          await recordProductEvent(tx, 'product.updated', location, productId as string);
        }
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'product.import',
          entityType: 'vendor_location',
          entityId: location.vendorLocationId,
          details: { created: creates.length, updated: updates.length },
        });
      });
      return answer;
    },
  };
}
