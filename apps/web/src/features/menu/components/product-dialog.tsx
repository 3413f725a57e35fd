import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PreModifier, Product } from '@queueless/contracts';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { QuantityStepper } from '#web/components/ui/quantity-stepper';
import { linePriceCents } from '#web/features/menu/line-price';
import { maxOrderable } from '#web/features/menu/menu';
import {
  choiceProblem,
  defaultChoices,
  dietaryOf,
  isIdRequired,
  selectionsIn,
} from '#web/features/menu/option-choices';
import {
  allergensOf,
  type ChosenOption,
  type ComboChoice,
  comboSlotsOf,
  type LineChoices,
  type MenuOption,
  type MenuOptionGroup,
  optionGroupsOf,
} from '#web/features/menu/options';
import { ALLERGEN_LABELS, DIETARY_LABELS } from '#web/lib/allergen-labels';
import { cn } from '#web/lib/cn';
import { MAX_LINE_QUANTITY } from '#web/lib/constants';
import { formatAmount, formatCents, toCents } from '#web/lib/money';

type ProductDialogProps = {
  product: Product;
  /** The menu's products: a combo's chosen product shows its own option groups (issue 39). */
  products?: readonly Product[];
  /** Allergens the guest asked to hide: options containing them are shown but cannot be chosen. */
  hiddenAllergens: readonly string[];
  onClose: () => void;
  onAdd: (product: Product, quantity: number, choices: LineChoices) => void;
};

/** "Contains: Gluten, Milk." in words, never a colour or an icon alone (issue 39). */
export function allergenText(allergens: readonly string[]): string | null {
  if (allergens.length === 0) return null;
  const list = allergens.map((allergen) => ALLERGEN_LABELS[allergen] ?? allergen).join(', ');
  return translate`Contains: ${list}.`;
}

export function dietaryText(dietary: readonly string[]): string | null {
  if (dietary.length === 0) return null;
  return dietary.map((tag) => DIETARY_LABELS[tag] ?? tag).join(' · ');
}

/** "Required · choose 1", "Optional · up to 3", "Required · choose 1 to 2". */
export function groupRule(group: MenuOptionGroup): string {
  const { minSelections: min, maxSelections: max } = group;
  if (min >= 1 && min === max) return translate`Required · choose ${max}`;
  if (min === max) return translate`Optional · choose ${max}`;
  if (min <= 0) return translate`Optional · up to ${max}`;
  return translate`Required · choose ${min} to ${max}`;
}

function deltaText(option: Pick<MenuOption, 'priceDelta'>): string | null {
  const cents = toCents(option.priceDelta);
  if (cents === 0) return null;
  return cents > 0 ? `+${formatCents(cents)}` : `−${formatCents(-cents)}`;
}

/**
 * A product with choices (issue 39): a combo's slots, then its groups in order; Add stays off until every required
 * group and slot is chosen (the contracts' rule, in the server's words), defaults preselected, the price updating with
 * each choice and the quantity (the contracts' pricing); allergens and dietary tags in words. Loaded when first
 * opened, never with the menu (decision 093).
 */
export function ProductDialog({ product, products = [], hiddenAllergens, onClose, onAdd }: ProductDialogProps) {
  const groups = optionGroupsOf(product);
  const slots = comboSlotsOf(product);
  const [choices, setChoices] = useState<ChosenOption[]>(() => defaultChoices(groups));
  const [comboChoices, setComboChoices] = useState<ComboChoice[]>([]);
  const [quantity, setQuantity] = useState(1);
  const problemId = useId();
  const maxQuantity = Math.max(1, maxOrderable(product, MAX_LINE_QUANTITY));
  const productOf = (productId: string) => products.find((one) => one.productId === productId);
  const problem = choiceProblem(product.name, groups, choices, slots, comboChoices, productOf);
  const totalCents = linePriceCents(product, { options: choices, comboChoices }, productOf) * quantity;
  // A slot's product with option groups starts from its defaults, as a product opened on its own does.
  const chooseForSlot = (slotId: string, productId: string) =>
    setComboChoices((current) => {
      const options = defaultChoices(optionGroupsOf(productOf(productId) ?? ({} as Product)));
      const choice = { slotId, productId, ...(options[0] && { options }) };
      return [...current.filter((one) => one.slotId !== slotId), choice];
    });
  const setSlotOptions = (slotId: string, change: (current: ChosenOption[]) => ChosenOption[]) =>
    setComboChoices((current) =>
      current.map((choice) => {
        if (choice.slotId !== slotId) return choice;
        const options = change(choice.options ?? []);
        return { slotId, productId: choice.productId, ...(options[0] && { options }) };
      }),
    );
  const contains = allergenText(allergensOf(product));
  const dietary = dietaryText(dietaryOf(product));

  return (
    <Dialog open onClose={onClose} title={product.name} className="max-w-md">
      {product.description && <p className="text-ink-muted">{product.description}</p>}
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-lg font-bold tabular-nums">{formatAmount(product.price)}</p>
        {contains && <p data-testid="allergens">{contains}</p>}
        {dietary && <p data-testid="dietary">{dietary}</p>}
        {isIdRequired(product) && (
          <p className="font-semibold">
            <Trans>ID checked at pickup.</Trans>
          </p>
        )}
      </div>

      <div className="-mx-1 flex max-h-[50dvh] flex-col gap-4 overflow-y-auto px-1">
        {slots.map((slot) => (
          <fieldset key={slot.slotId} className="flex flex-col gap-2">
            <legend className="mb-2 flex w-full items-baseline justify-between gap-2">
              <span className="font-semibold">{slot.name}</span>
              <span className="text-sm text-ink-muted">
                <Trans>Required · choose 1</Trans>
              </span>
            </legend>
            {slot.choices.map((choice) => {
              const isChosen = comboChoices.some(
                (one) => one.slotId === slot.slotId && one.productId === choice.productId,
              );
              const delta = deltaText(choice);
              return (
                <label
                  key={choice.productId}
                  className={cn(
                    'flex min-h-12 items-center gap-3 rounded-xl border px-3 py-2',
                    isChosen ? 'border-brand bg-brand/10' : 'border-line bg-surface-raised',
                  )}
                >
                  <input
                    type="radio"
                    name={`slot-${slot.slotId}`}
                    className="size-5 accent-brand"
                    checked={isChosen}
                    onChange={() => chooseForSlot(slot.slotId, choice.productId)}
                  />
                  <span className="flex-1">{choice.name}</span>
                  {delta && <span className="text-sm tabular-nums">{delta}</span>}
                </label>
              );
            })}
            {comboChoices
              .filter((choice) => choice.slotId === slot.slotId)
              .flatMap((choice) => optionGroupsOf(productOf(choice.productId) ?? ({} as Product)))
              .map((group) => (
                <OptionGroupFields
                  key={group.optionGroupId}
                  group={group}
                  choices={comboChoices.find((choice) => choice.slotId === slot.slotId)?.options ?? []}
                  hiddenAllergens={hiddenAllergens}
                  onChange={(change) => setSlotOptions(slot.slotId, change)}
                />
              ))}
          </fieldset>
        ))}
        {groups.map((group) => (
          <OptionGroupFields
            key={group.optionGroupId}
            group={group}
            choices={choices}
            hiddenAllergens={hiddenAllergens}
            onChange={setChoices}
          />
        ))}
      </div>

      <div className="flex items-center gap-3">
        <QuantityStepper
          name={product.name}
          quantity={quantity}
          canIncrease={quantity < maxQuantity}
          onIncrease={() => setQuantity((value) => Math.min(maxQuantity, value + 1))}
          onDecrease={() => setQuantity((value) => Math.max(1, value - 1))}
          className="w-32"
        />
        <Button
          size="lg"
          className="flex-1"
          disabled={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => onAdd(product, quantity, { options: choices, comboChoices })}
          data-autofocus
        >
          <Trans>
            Add · <span className="tabular-nums">{formatCents(totalCents)}</span>
          </Trans>
        </Button>
      </div>
      {problem && (
        <p id={problemId} className="text-sm text-ink-muted">
          {problem}
        </p>
      )}
      <Button variant="ghost" size="md" fullWidth onClick={onClose}>
        <Trans>Close</Trans>
      </Button>
    </Dialog>
  );
}

type OptionGroupFieldsProps = {
  group: MenuOptionGroup;
  /** The line's (or a combo slot's) chosen options; `onChange` gets how to change them. */
  choices: readonly ChosenOption[];
  hiddenAllergens: readonly string[];
  onChange: (change: (current: ChosenOption[]) => ChosenOption[]) => void;
};

/** One option group's choices: a product's own, or a combo slot's chosen product's (issue 39). */
function OptionGroupFields({ group, choices, hiddenAllergens, onChange }: OptionGroupFieldsProps) {
  const { t } = useLingui();
  const chosen = (optionId: string) => choices.find((choice) => choice.optionId === optionId);
  const setOption = (option: MenuOption, next: number) => {
    onChange((current) => {
      const groupIds = new Set(group.options.map((one) => one.optionId));
      // A group of one: choosing another replaces the first, as a radio does.
      const others =
        group.maxSelections === 1 && next > 0
          ? current.filter((choice) => !groupIds.has(choice.optionId))
          : current.filter((choice) => choice.optionId !== option.optionId);
      if (next <= 0) return others;
      return [...others, { optionId: option.optionId, quantity: next }];
    });
  };
  // NO / LIGHT / EXTRA where the group allows them (decision 087): asked once; NO takes the option off for nothing.
  const setPreModifier = (option: MenuOption, preModifier: PreModifier | '') => {
    onChange((current) => {
      const others = current.filter((choice) => choice.optionId !== option.optionId);
      if (!preModifier) return others;
      const groupIds = new Set(group.options.map((one) => one.optionId));
      // A group of one: LIGHT or EXTRA of another replaces the first, as a radio does; NO chooses nothing.
      const kept =
        group.maxSelections === 1 && preModifier !== 'NO'
          ? others.filter((choice) => !groupIds.has(choice.optionId) || choice.preModifier === 'NO')
          : others;
      return [...kept, { optionId: option.optionId, quantity: 1, preModifier }];
    });
  };
  const isSingle = group.maxSelections === 1;
  const count = selectionsIn(group, choices);
  const isFull = count >= group.maxSelections;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 flex w-full items-baseline justify-between gap-2">
        <span className="font-semibold">{group.name}</span>
        <span className="text-sm text-ink-muted">{groupRule(group)}</span>
      </legend>
      {group.options.map((option) => {
        const choice = chosen(option.optionId);
        const blockedBy = option.allergens.find((allergen) => hiddenAllergens.includes(allergen));
        const isOut = !option.isAvailable || option.isSoldOut;
        const isDisabled = isOut || blockedBy !== undefined;
        const max = Math.max(1, option.maxQuantity);
        const delta = deltaText(option);
        const blockedName = blockedBy ? (ALLERGEN_LABELS[blockedBy] ?? blockedBy) : null;
        const note = isOut ? t`Sold out` : blockedName ? t`Contains ${blockedName}` : allergenText(option.allergens);
        return (
          <div
            key={option.optionId}
            className={cn(
              'flex flex-col gap-2 rounded-xl border px-3 py-2',
              choice ? 'border-brand bg-brand/10' : 'border-line bg-surface-raised',
              isDisabled && 'opacity-60',
            )}
          >
            <label className="flex min-h-10 items-center gap-3">
              <input
                // A required choice of one is a radio; an optional one ("Salt rim") a checkbox, so the
                // guest can take it back off (a radio cannot be unticked).
                type={isSingle && group.minSelections > 0 ? 'radio' : 'checkbox'}
                name={group.optionGroupId}
                className="size-5 accent-brand"
                checked={choice !== undefined && choice.preModifier !== 'NO'}
                disabled={isDisabled || (!choice && isFull && !isSingle)}
                onChange={(event) => setOption(option, event.target.checked ? 1 : 0)}
              />
              <span className="flex-1">
                {option.name}
                {note && <span className="block text-xs text-ink-muted">{note}</span>}
              </span>
              {delta && <span className="text-sm tabular-nums">{delta}</span>}
            </label>
            {group.allowPreModifiers && (
              <select
                aria-label={t`${option.name}: No, Light or Extra`}
                className="min-h-10 w-36 rounded-lg border border-line bg-surface px-2 text-sm"
                value={choice?.preModifier ?? ''}
                onChange={(event) => setPreModifier(option, event.target.value as PreModifier | '')}
              >
                <option value="">{choice && !choice.preModifier ? t`Regular` : '—'}</option>
                <option value="NO">{t`No ${option.name}`}</option>
                {!isDisabled && <option value="LIGHT">{t`Light`}</option>}
                {!isDisabled && <option value="EXTRA">{t`Extra`}</option>}
              </select>
            )}
            {choice && max > 1 && !choice.preModifier && (
              <QuantityStepper
                name={option.name}
                quantity={choice.quantity}
                canIncrease={choice.quantity < max && !isFull}
                onIncrease={() => setOption(option, choice.quantity + 1)}
                onDecrease={() => setOption(option, choice.quantity - 1)}
                className="w-32"
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
