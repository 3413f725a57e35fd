import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useInventory } from '#web/features/inventory/api/get-inventory';
import { useOptionGroups } from '#web/features/inventory/api/option-groups';
import { type ComboSlotRow, emptyComboSlot, type ProductFormValues } from '#web/features/inventory/product-form';
import { ALLERGEN_LABELS, ALLERGENS, DIETARY_LABELS, DIETARY_TAGS } from '#web/lib/allergen-labels';

type ProductChoicesFieldsProps = {
  form: UseFormReturn<ProductFormValues>;
  vendorLocationId: string;
  /** The product edited (a combo cannot offer itself); none when new. */
  productId?: string;
  isEdit: boolean;
};

/** Moves one item of a list up (-1) or down (1). */
export function moveItem<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const next = [...list];
  const other = index + direction;
  const item = next[index];
  const swapped = next[other];
  if (item === undefined || swapped === undefined) return next;
  next[index] = swapped;
  next[other] = item;
  return next;
}

/**
 * The product form's issue-39 fields: the option groups attached (in order, from the location's groups, built once in
 * 'Option groups'), allergens and dietary tags (required answers for food: the customer filters by them), the ID
 * check, and a combo's slots.
 */
export function ProductChoicesFields({ form, vendorLocationId, productId, isEdit }: ProductChoicesFieldsProps) {
  const { t } = useLingui();
  const { watch, setValue, register, formState, clearErrors } = form;
  const errorOf = (path: string) => (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const groups = useOptionGroups(vendorLocationId);
  const inventory = useInventory(vendorLocationId);
  const attached = watch('optionGroupIds');
  const allergens = watch('allergens');
  const dietary = watch('dietary');
  const comboSlots = watch('comboSlots');
  const productType = watch('productType');
  function set(key: 'optionGroupIds' | 'allergens' | 'dietary', value: string[]): void;
  function set(key: 'comboSlots', value: ComboSlotRow[]): void;
  function set(key: 'optionGroupIds' | 'allergens' | 'dietary' | 'comboSlots', value: string[] | ComboSlotRow[]) {
    if (key === 'comboSlots') {
      setValue(key, value as ComboSlotRow[], { shouldDirty: true });
      // The slots' fields are not registered, so their errors stay (and block a save) until cleared by a change.
      clearErrors('comboSlots');
    } else setValue(key, value as string[], { shouldDirty: true });
  }

  // A new product's ID check follows its type until the manager sets it (alcoholic items are checked by default).
  const touchedId = useRef(isEdit);
  useEffect(() => {
    if (!touchedId.current) setValue('idRequired', productType === 'ALCOHOLIC_ITEM');
  }, [productType, setValue]);

  const nameOf = (optionGroupId: string) =>
    groups.data?.find((group) => group.optionGroupId === optionGroupId)?.name ?? t`Archived group`;
  const unattached = (groups.data ?? []).filter((group) => !attached.includes(group.optionGroupId));
  const comboChoices = (inventory.data ?? []).filter(
    (product) => product.productId !== productId && !(product.comboSlots ?? []).length,
  );
  const toggleIn = (list: string[], value: string, isOn: boolean) =>
    isOn ? [...list, value] : list.filter((one) => one !== value);
  const setSlot = (index: number, slot: ComboSlotRow) =>
    set(
      'comboSlots',
      comboSlots.map((one, at) => (at === index ? slot : one)),
    );

  return (
    <>
      <fieldset className="mt-2 flex flex-col gap-2 rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Choices</Trans>
        </legend>
        {attached.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>No option groups: the customer adds it at once.</Trans>
          </p>
        ) : (
          <ol aria-label={t`Attached option groups`} className="flex flex-col gap-1">
            {attached.map((optionGroupId, index) => (
              <li key={optionGroupId} className="flex min-h-10 items-center gap-1">
                <span className="flex-1 font-medium">
                  {index + 1}. {nameOf(optionGroupId)}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => set('optionGroupIds', moveItem(attached, index, -1))}
                  aria-label={t`Move ${nameOf(optionGroupId)} up`}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === attached.length - 1}
                  onClick={() => set('optionGroupIds', moveItem(attached, index, 1))}
                  aria-label={t`Move ${nameOf(optionGroupId)} down`}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    set(
                      'optionGroupIds',
                      attached.filter((one) => one !== optionGroupId),
                    )
                  }
                  aria-label={t`Detach ${nameOf(optionGroupId)}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ol>
        )}
        {unattached.length > 0 && (
          <Select
            label={t`Attach an option group`}
            value=""
            onChange={(event) => event.target.value && set('optionGroupIds', [...attached, event.target.value])}
          >
            <option value="">{t`Choose a group…`}</option>
            {unattached.map((group) => (
              <option key={group.optionGroupId} value={group.optionGroupId}>
                {group.name}
              </option>
            ))}
          </Select>
        )}
        {groups.data?.length === 0 && (
          <p className="text-sm text-ink-muted">
            <Trans>Build groups once in 'Option groups', then attach them here.</Trans>
          </p>
        )}
      </fieldset>

      <fieldset className="mt-2 flex flex-col gap-2 rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Allergens</Trans>
        </legend>
        <p className="text-sm text-ink-muted">
          <Trans>Tick every one it contains; customers can hide items by them.</Trans>
        </p>
        <div className="grid grid-cols-2 gap-1">
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={allergens.includes(allergen)}
                onChange={(event) => set('allergens', toggleIn(allergens, allergen, event.target.checked))}
              />
              {ALLERGEN_LABELS[allergen]}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm font-semibold">
          <Trans>Dietary</Trans>
        </p>
        <div className="grid grid-cols-2 gap-1">
          {DIETARY_TAGS.map((tag) => (
            <label key={tag} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={dietary.includes(tag)}
                onChange={(event) => set('dietary', toggleIn(dietary, tag, event.target.checked))}
              />
              {DIETARY_LABELS[tag]}
            </label>
          ))}
        </div>
        <label className="mt-2 flex min-h-11 items-center gap-3 text-base font-medium">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            {...register('idRequired', {
              onChange: () => {
                touchedId.current = true;
              },
            })}
          />
          <Trans>ID required (staff see CHECK ID)</Trans>
        </label>
      </fieldset>

      <fieldset className="mt-2 flex flex-col gap-3 rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Combo</Trans>
        </legend>
        {comboSlots.length === 0 && (
          <p className="text-sm text-ink-muted">
            <Trans>Not a combo. Add slots ("Drink", "Main") to sell a bundle at this product's price.</Trans>
          </p>
        )}
        {comboSlots.map((slot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots are edited in place and have no id until saved
          <div key={index} className="flex flex-col gap-2 rounded-xl border border-line p-3">
            <div className="grid gap-x-2 sm:grid-cols-2">
              <Input
                label={t`Slot ${index + 1} name`}
                placeholder={t`Drink`}
                value={slot.name}
                error={errorOf(`comboSlots.${index}.name`)}
                onChange={(event) => setSlot(index, { ...slot, name: event.target.value })}
              />
              {/* Issue 44: labelled in Spanish whatever the page's language, as the option groups' Spanish names. */}
              <div lang="es">
                <Input
                  label={`Espacio ${index + 1} · Español`}
                  placeholder="Bebida"
                  value={slot.spanishName}
                  error={errorOf(`comboSlots.${index}.spanishName`)}
                  onChange={(event) => setSlot(index, { ...slot, spanishName: event.target.value })}
                />
              </div>
            </div>
            <fieldset className="grid grid-cols-1 gap-1">
              <legend className="text-sm font-medium">
                <Trans>Choices in slot {index + 1}</Trans>
              </legend>
              {errorOf(`comboSlots.${index}.choices`) && (
                <p role="alert" className="text-sm text-danger">
                  {errorOf(`comboSlots.${index}.choices`)}
                </p>
              )}
              {comboChoices.map((product) => {
                const chosen = slot.choices.find((choice) => choice.productId === product.productId);
                return (
                  <label key={product.productId} className="flex min-h-10 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand"
                      checked={chosen !== undefined}
                      onChange={(event) =>
                        setSlot(index, {
                          ...slot,
                          choices: event.target.checked
                            ? [...slot.choices, { productId: product.productId, priceDelta: '0.00' }]
                            : slot.choices.filter((choice) => choice.productId !== product.productId),
                        })
                      }
                    />
                    {product.variantName ? `${product.name} (${product.variantName})` : product.name}
                  </label>
                );
              })}
            </fieldset>
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                set(
                  'comboSlots',
                  comboSlots.filter((_, at) => at !== index),
                )
              }
            >
              <Trans>Remove slot {index + 1}</Trans>
            </Button>
          </div>
        ))}
        {errorOf('comboSlots') && (
          <p role="alert" className="text-sm text-danger">
            {errorOf('comboSlots')}
          </p>
        )}
        <Button variant="secondary" size="sm" onClick={() => set('comboSlots', [...comboSlots, emptyComboSlot()])}>
          <Trans>Add a slot</Trans>
        </Button>
      </fieldset>
    </>
  );
}
