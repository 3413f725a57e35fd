import {
  archiveOptionGroup as archiveOptionGroupEndpoint,
  createOptionGroup as createOptionGroupEndpoint,
  editOptionGroup as editOptionGroupEndpoint,
  listOptionGroups,
  type OptionGroup,
  type OptionGroupBody,
  setOptionAvailability,
} from '@queueless/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { inventoryQueryOptions } from './get-inventory';

// The option groups of a location (issue 39): built once, attached to many products. One file for the five calls
// because they share one list and each invalidates it and the menu (a group's change shows on every product).

export async function getOptionGroups(vendorLocationId: string, signal?: AbortSignal): Promise<OptionGroup[]> {
  const { items } = await callEndpoint(listOptionGroups, { params: { vendorLocationId }, signal });
  return items;
}

export function optionGroupsQueryOptions(vendorLocationId: string) {
  return queryOptions({
    queryKey: ['option-groups', vendorLocationId],
    queryFn: ({ signal }) => getOptionGroups(vendorLocationId, signal),
  });
}

export function useOptionGroups(vendorLocationId: string) {
  return useQuery(optionGroupsQueryOptions(vendorLocationId));
}

/** Creates a group (no id) or saves one over itself (its options named by optionId are kept). */
export function useSaveOptionGroup(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ optionGroupId, body }: { optionGroupId?: string; body: OptionGroupBody }) => {
      const { optionGroup } = optionGroupId
        ? await callEndpoint(editOptionGroupEndpoint, { params: { vendorLocationId, optionGroupId }, body })
        : await callEndpoint(createOptionGroupEndpoint, { params: { vendorLocationId }, body });
      return optionGroup;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(optionGroupsQueryOptions(vendorLocationId)),
        queryClient.invalidateQueries(inventoryQueryOptions(vendorLocationId)),
      ]),
  });
}

export function useArchiveOptionGroup(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionGroupId: string) =>
      callEndpoint(archiveOptionGroupEndpoint, { params: { vendorLocationId, optionGroupId } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(optionGroupsQueryOptions(vendorLocationId)),
        queryClient.invalidateQueries(inventoryQueryOptions(vendorLocationId)),
      ]),
  });
}

/**
 * The 86 button: one option's availability alone. The server switches only that (decision 087), so a sale made since
 * the list was read keeps its stock; a full save of the group would write the stock as read.
 */
export function useSetOptionAvailability(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { optionGroupId: string; optionId: string; isAvailable: boolean }) => {
      const { optionGroupId, optionId, isAvailable } = change;
      const { optionGroup } = await callEndpoint(setOptionAvailability, {
        params: { vendorLocationId, optionGroupId, optionId },
        body: { isAvailable },
      });
      return optionGroup;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(optionGroupsQueryOptions(vendorLocationId)),
        queryClient.invalidateQueries(inventoryQueryOptions(vendorLocationId)),
      ]),
  });
}

/** The body that saves a group as it is (the editor's starting point). */
export function optionGroupBodyOf(group: OptionGroup): OptionGroupBody {
  return {
    name: group.name,
    minSelections: group.minSelections,
    maxSelections: group.maxSelections,
    allowPreModifiers: group.allowPreModifiers,
    options: group.options.map((option) => ({
      optionId: option.optionId,
      name: option.name,
      priceDelta: option.priceDelta,
      kitchenName: option.kitchenName,
      isDefault: option.isDefault,
      isAvailable: option.isAvailable,
      maxQuantity: option.maxQuantity,
      trackQuantity: option.trackQuantity,
      ...(option.trackQuantity && { quantity: option.quantity.available ?? 0 }),
      allergens: option.allergens,
      dietary: option.dietary,
    })),
  };
}
