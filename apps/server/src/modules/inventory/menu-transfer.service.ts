import {
  type MenuImportResponse,
  type MenuImportRowError,
  OPTION_GROUPS_PER_LOCATION_MAX,
  type SessionUser,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { IMAGE_ADDRESS_MESSAGE } from '../../lib/image-address.js';
import { recordAudit } from '../audit/index.js';
import type { InventoryRepo, NewProductRow } from './inventory.repo.js';
import { formatMenuCsv, parseMenuCsv } from './menu-csv.js';
import type { OptionGroupsRepo } from './option-groups.repo.js';
import { newOptionGroupId, toOptionGroup, writeGroupEdit, writeNewGroup } from './option-groups.service.js';
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
      const optionGroups = (await deps.optionGroupsRepo.listGroups(location.vendorLocationId)).map(toOptionGroup);
      return formatMenuCsv(
        rows,
        (productId) => (groups.get(productId) ?? []).map((group) => group.optionGroupId),
        optionGroups,
      );
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
      const { rows, groups, errors } = parseMenuCsv(await readCsv());
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
      // Issue 39: a group of the file whose id is a live group here edits it; any other is made anew. The groups a
      // product attaches are groups of the file or live groups of this location.
      const liveGroups = new Map(
        (await deps.optionGroupsRepo.listGroups(location.vendorLocationId)).map((group) => [
          group.optionGroupId,
          group,
        ]),
      );
      for (const group of groups) {
        const live = liveGroups.get(group.key);
        if (!live) continue;
        const liveOptions = new Set(live.options.filter((option) => !option.archivedAt).map((row) => row.optionId));
        group.input.options.forEach((option, index) => {
          if (option.optionId && !liveOptions.has(option.optionId)) {
            const message = `Option "${option.optionId}" is not one of this group's options.`;
            rowErrors.push({ row: group.optionRows[index] ?? group.row, column: 'optionId', message });
          }
        });
      }
      const newGroups = groups.filter((group) => !liveGroups.has(group.key));
      if (liveGroups.size + newGroups.length > OPTION_GROUPS_PER_LOCATION_MAX) {
        const message = `A location has at most ${OPTION_GROUPS_PER_LOCATION_MAX} option groups: archive one first.`;
        rowErrors.push({ row: newGroups[0]?.row ?? 0, column: 'optionGroupId', message });
      }
      const fileGroups = new Set(groups.map((group) => group.key));
      for (const row of rows) {
        const unknown = (row.input.optionGroupIds ?? []).find((id) => !liveGroups.has(id) && !fileGroups.has(id));
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
        // The file's groups first, so its products can attach them by the file's ids.
        const groupIdOf = new Map<string, string>();
        const groupProducts = new Set<string>();
        for (const group of groups) {
          const before = liveGroups.has(group.key)
            ? await deps.optionGroupsRepo.lockGroup(location.vendorLocationId, group.key, tx)
            : undefined;
          if (before) {
            await writeGroupEdit(deps.optionGroupsRepo, tx, before, group.input, now);
            groupIdOf.set(group.key, group.key);
            for (const id of await deps.optionGroupsRepo.productsOfGroup(group.key, tx)) groupProducts.add(id);
          } else if (liveGroups.has(group.key)) {
            // Archived between the check and now: the file no longer describes this location.
            throw new AppError('CONFLICT', `Option group "${group.key}" was archived meanwhile; nothing was changed.`);
          } else {
            const optionGroupId = newOptionGroupId();
            await writeNewGroup(deps.optionGroupsRepo, tx, location.vendorLocationId, optionGroupId, group.input, now);
            groupIdOf.set(group.key, optionGroupId);
          }
        }
        const attached = (ids: string[] | undefined) => (ids ?? []).map((id) => groupIdOf.get(id) ?? id);
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
          await deps.optionGroupsRepo.setProductGroups(
            row.productId,
            attached(creates[index]?.input.optionGroupIds),
            tx,
          );
        }
        for (const { productId, input } of updates) {
          await deps.optionGroupsRepo.setProductGroups(productId as string, attached(input.optionGroupIds), tx);
        }
        for (const row of fresh) await recordProductEvent(tx, 'product.created', location, row.productId);
        for (const { productId } of updates) {
          await recordProductEvent(tx, 'product.updated', location, productId as string);
          groupProducts.delete(productId as string);
        }
        // A product the file leaves alone still changed when a group of its changed (decision 087).
        for (const productId of groupProducts) await recordProductEvent(tx, 'product.updated', location, productId);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'product.import',
          entityType: 'vendor_location',
          entityId: location.vendorLocationId,
          details: {
            created: creates.length,
            updated: updates.length,
            optionGroupsCreated: newGroups.length,
            optionGroupsUpdated: groups.length - newGroups.length,
          },
        });
      });
      return answer;
    },
  };
}
