import {
  centsToSignedDecimal,
  decimalToCents,
  type MenuOptionGroup,
  mergeTranslations,
  OPTION_GROUPS_PER_LOCATION_MAX,
  type OptionGroup,
  type OptionGroupInput,
  type Product,
  type ReadLanguage,
  resolveTexts,
  type SessionUser,
  translationsField,
} from '@queueless/contracts';
import type { Executor, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/index.js';
import type { GroupWithOptions, NewOptionRow, OptionGroupsRepo, OptionRow } from './option-groups.repo.js';
import { recordProductEvent } from './product-events.js';

export type OptionGroupsService = ReturnType<typeof createOptionGroupsService>;

const groupNotFound = () => new AppError('NOT_FOUND', 'Option group not found at this location.');
export const newOptionGroupId = () => `G${newId(15)}`;
export const newOptionId = () => `O${newId(15)}`;

function optionView(row: OptionRow) {
  return {
    optionId: row.optionId,
    name: row.name,
    priceDelta: centsToSignedDecimal(row.priceDeltaCents),
    kitchenName: row.kitchenName,
    isDefault: row.isDefault,
    isAvailable: row.isAvailable,
    maxQuantity: row.maxQuantity,
    trackQuantity: row.trackQuantity,
    quantity: { available: row.quantityAvailable },
    isSoldOut: row.trackQuantity && (row.quantityAvailable ?? 0) <= 0,
    allergens: row.allergens as OptionGroup['options'][number]['allergens'],
    dietary: row.dietary as OptionGroup['options'][number]['dietary'],
    ...translationsField(row.translations),
  };
}

const NAME_ONLY = ['name'] as const;

export function toOptionGroup(group: GroupWithOptions & { productIds: string[] }): OptionGroup {
  return {
    optionGroupId: group.optionGroupId,
    vendorLocationId: group.vendorLocationId,
    name: group.name,
    minSelections: group.minSelections,
    maxSelections: group.maxSelections,
    allowPreModifiers: group.allowPreModifiers,
    options: group.options.filter((row) => !row.archivedAt).map(optionView),
    productIds: group.productIds,
    ...translationsField(group.translations),
  };
}

/** A product's groups as the menu shows them. */
/** A product's option groups as the menu gives them (issue 39). */
export type ProductOptionGroups = Pick<Product, 'optionGroupIds' | 'optionGroups'>;

export function toMenuGroups(
  groups: GroupWithOptions[] | undefined,
  language: ReadLanguage = 'en',
): ProductOptionGroups {
  const list = groups ?? [];
  return {
    optionGroupIds: list.map((group) => group.optionGroupId),
    optionGroups: list.map(
      (group): MenuOptionGroup => ({
        optionGroupId: group.optionGroupId,
        // Issue 44: the customer's language, falling back to the venue's name (decision 096).
        name: resolveTexts(group, group.translations, language, NAME_ONLY).name,
        minSelections: group.minSelections,
        maxSelections: group.maxSelections,
        allowPreModifiers: group.allowPreModifiers,
        options: group.options
          .filter((row) => !row.archivedAt)
          .map((row) => {
            const { kitchenName: _, trackQuantity: __, quantity: ___, translations: ____, ...shown } = optionView(row);
            return { ...shown, name: resolveTexts(row, row.translations, language, NAME_ONLY).name };
          }),
      }),
    ),
  };
}

/** The option rows of a manager's options, in the order given. */
function optionRowsOf(
  optionGroupId: string,
  input: OptionGroupInput['options'],
  now: Date,
): (NewOptionRow & { optionId: string })[] {
  return input.map((option, position) => ({
    optionId: option.optionId ?? newOptionId(),
    optionGroupId,
    name: option.name,
    priceDeltaCents: decimalToCents(option.priceDelta),
    kitchenName: option.kitchenName ?? null,
    isDefault: option.isDefault ?? false,
    isAvailable: option.isAvailable ?? true,
    maxQuantity: option.maxQuantity ?? 1,
    trackQuantity: option.trackQuantity ?? false,
    quantityAvailable: option.trackQuantity ? (option.quantity ?? 0) : null,
    position,
    allergens: option.allergens ?? [],
    dietary: option.dietary ?? [],
    // Issue 44: written only when sent (an edit merges them into the option's stored ones).
    ...(option.translations === undefined ? {} : { translations: mergeTranslations({}, option.translations) }),
    updatedAt: now,
  }));
}

/**
 * Option groups of a location, managed by MANAGER and above of its vendor (issue 39, decision 087). A change to a group
 * is a change of every product it is on: each gets a `product.updated` event in the change's transaction, and the
 * location's menu is announced changed.
 */
export function createOptionGroupsService(deps: {
  repo: OptionGroupsRepo;
  clock: Clock;
  requireManagerAt: (
    user: SessionUser,
    vendorLocationId: string,
  ) => Promise<{ vendorLocationId: string; vendorId: string }>;
  changeMenu: <T>(vendorLocationId: string, work: (tx: Tx) => Promise<T>) => Promise<T>;
}) {
  const { repo, clock, requireManagerAt, changeMenu } = deps;

  async function productsChanged(
    tx: Tx,
    place: { vendorLocationId: string; vendorId: string },
    productIds: string[],
    optionGroupId: string,
  ) {
    for (const productId of [...new Set(productIds)]) {
      await recordProductEvent(tx, 'product.updated', place, productId, { optionGroupId });
    }
  }

  async function readGroup(vendorLocationId: string, optionGroupId: string, executor?: Executor) {
    const group = (await repo.listGroups(vendorLocationId, executor)).find(
      (row) => row.optionGroupId === optionGroupId,
    );
    if (!group) throw groupNotFound();
    return toOptionGroup(group);
  }

  return {
    async listGroups(user: SessionUser, vendorLocationId: string): Promise<OptionGroup[]> {
      const location = await requireManagerAt(user, vendorLocationId);
      return (await repo.listGroups(location.vendorLocationId)).map(toOptionGroup);
    },

    async createGroup(user: SessionUser, vendorLocationId: string, input: OptionGroupInput): Promise<OptionGroup> {
      const location = await requireManagerAt(user, vendorLocationId);
      const optionGroupId = newOptionGroupId();
      const now = clock();
      if (input.options.some((option) => option.optionId)) {
        const message = 'A new group takes no optionId: its options get new ids.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.options', message }]);
      }
      return changeMenu(location.vendorLocationId, async (tx) => {
        if ((await repo.countGroups(location.vendorLocationId, tx)) >= OPTION_GROUPS_PER_LOCATION_MAX) {
          throw new AppError(
            'CONFLICT',
            `A location has at most ${OPTION_GROUPS_PER_LOCATION_MAX} option groups: archive one first.`,
          );
        }
        await writeNewGroup(repo, tx, location.vendorLocationId, optionGroupId, input, now);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'option_group.create',
          entityType: 'option_group',
          entityId: optionGroupId,
          details: { vendorLocationId: location.vendorLocationId, after: input },
        });
        return readGroup(location.vendorLocationId, optionGroupId, tx);
      });
    },

    /**
     * The group as it should be: options named by id are updated in place (orders keep their snapshots), the others
     * archived, new ones added. The group row is locked, so two edits apply one after the other.
     */
    async editGroup(
      user: SessionUser,
      vendorLocationId: string,
      optionGroupId: string,
      input: OptionGroupInput,
    ): Promise<OptionGroup> {
      const location = await requireManagerAt(user, vendorLocationId);
      const now = clock();
      return changeMenu(location.vendorLocationId, async (tx) => {
        const before = await repo.lockGroup(location.vendorLocationId, optionGroupId, tx);
        if (!before) throw groupNotFound();
        await writeGroupEdit(repo, tx, before, input, now);
        await productsChanged(tx, location, await repo.productsOfGroup(optionGroupId, tx), optionGroupId);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'option_group.edit',
          entityType: 'option_group',
          entityId: optionGroupId,
          details: { vendorLocationId: location.vendorLocationId, after: input },
        });
        return readGroup(location.vendorLocationId, optionGroupId, tx);
      });
    },

    /**
     * The Menu Editor's 86 button: the option's availability alone, by one conditional statement (no stock written, so
     * a sale between the editor's read and the tap stands). The group row is locked as an edit locks it, so an edit
     * and a switch apply one after the other.
     */
    async setOptionAvailability(
      user: SessionUser,
      vendorLocationId: string,
      optionGroupId: string,
      optionId: string,
      isAvailable: boolean,
    ): Promise<OptionGroup> {
      const location = await requireManagerAt(user, vendorLocationId);
      return changeMenu(location.vendorLocationId, async (tx) => {
        if (!(await repo.lockGroup(location.vendorLocationId, optionGroupId, tx))) throw groupNotFound();
        if (!(await repo.setOptionAvailable(optionGroupId, optionId, isAvailable, clock(), tx))) {
          throw new AppError('NOT_FOUND', 'Option not found in this group.');
        }
        await productsChanged(tx, location, await repo.productsOfGroup(optionGroupId, tx), optionGroupId);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'option_group.option_availability',
          entityType: 'option_group',
          entityId: optionGroupId,
          details: { vendorLocationId: location.vendorLocationId, optionId, isAvailable },
        });
        return readGroup(location.vendorLocationId, optionGroupId, tx);
      });
    },

    /** Archives the group: off every product, refused in carts from now on, kept for order history. */
    async archiveGroup(user: SessionUser, vendorLocationId: string, optionGroupId: string): Promise<void> {
      const location = await requireManagerAt(user, vendorLocationId);
      await changeMenu(location.vendorLocationId, async (tx) => {
        const before = await repo.lockGroup(location.vendorLocationId, optionGroupId, tx);
        if (!before) throw groupNotFound();
        const productIds = await repo.archiveGroup(optionGroupId, clock(), tx);
        await productsChanged(tx, location, productIds, optionGroupId);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: location.vendorId,
          action: 'option_group.archive',
          entityType: 'option_group',
          entityId: optionGroupId,
          details: { vendorLocationId: location.vendorLocationId, name: before.name },
        });
      });
    },
  };
}

/** A new group and its options (new ids; an input's optionIds are not used). The create call and the menu import share it. */
export async function writeNewGroup(
  repo: OptionGroupsRepo,
  tx: Tx,
  vendorLocationId: string,
  optionGroupId: string,
  input: OptionGroupInput,
  now: Date,
): Promise<void> {
  const fresh = input.options.map(({ optionId: _, ...option }) => option);
  await repo.insertGroup(
    {
      optionGroupId,
      vendorLocationId,
      name: input.name,
      minSelections: input.minSelections,
      maxSelections: input.maxSelections,
      allowPreModifiers: input.allowPreModifiers ?? false,
      translations: mergeTranslations({}, input.translations),
      createdAt: now,
      updatedAt: now,
    },
    optionRowsOf(optionGroupId, fresh, now).map((row) => ({ ...row, createdAt: now })),
    tx,
  );
}

/**
 * A group's edit written under its row lock (`before` from `lockGroup`): options named by id are updated in place
 * (orders keep their snapshots), the others archived, new ones added. The edit call and the menu import share it.
 */
export async function writeGroupEdit(
  repo: OptionGroupsRepo,
  tx: Tx,
  before: GroupWithOptions,
  input: OptionGroupInput,
  now: Date,
): Promise<void> {
  const optionGroupId = before.optionGroupId;
  const known = new Map(before.options.map((row) => [row.optionId, row]));
  input.options.forEach((option, index) => {
    if (option.optionId && known.get(option.optionId)?.archivedAt !== null) {
      const message = `Option "${option.optionId}" is not one of this group's options.`;
      throw new AppError('VALIDATION_FAILED', message, [{ field: `body.options.${index}.optionId`, message }]);
    }
  });
  await repo.updateGroup(
    optionGroupId,
    {
      name: input.name,
      minSelections: input.minSelections,
      maxSelections: input.maxSelections,
      allowPreModifiers: input.allowPreModifiers ?? false,
      translations: mergeTranslations(before.translations, input.translations),
      updatedAt: now,
    },
    tx,
  );
  // Issue 44: a kept option's translations sent are merged into its stored ones; left out, they stay.
  const rows = optionRowsOf(optionGroupId, input.options, now).map((row, index) => {
    const stored = known.get(row.optionId);
    const sent = input.options[index]?.translations;
    return stored && sent ? { ...row, translations: mergeTranslations(stored.translations, sent) } : row;
  });
  const kept = new Set<string>();
  for (const row of rows) {
    if (known.has(row.optionId)) {
      kept.add(row.optionId);
      const { optionId, optionGroupId: _, ...fields } = row;
      await repo.updateOption(optionId, fields, tx);
    } else {
      await repo.insertOptions([{ ...row, createdAt: now }], tx);
    }
  }
  for (const row of before.options) {
    if (!row.archivedAt && !kept.has(row.optionId)) {
      await repo.updateOption(row.optionId, { archivedAt: now, updatedAt: now }, tx);
    }
  }
}

/** Checks a product's group ids (live groups of its location) and sets them, in order. */
export async function attachOptionGroups(
  repo: OptionGroupsRepo,
  tx: Tx,
  vendorLocationId: string,
  productId: string,
  groupIds: string[],
): Promise<void> {
  const live = await repo.liveGroupIds(vendorLocationId, groupIds, tx);
  const unknown = groupIds.find((id) => !live.has(id));
  if (unknown) {
    const message = `Option group "${unknown}" is not one of this location's groups.`;
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.optionGroupIds', message }]);
  }
  await repo.setProductGroups(productId, groupIds, tx);
}
