import { Trans, useLingui } from '@lingui/react/macro';
import { type OptionGroup, type OptionGroupBody, optionGroupBodySchema } from '@queueless/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useSaveOptionGroup } from '#web/features/inventory/api/option-groups';
import { optionGroupFieldMessages } from '#web/features/inventory/inventory-messages';
import { issueMessage } from '#web/lib/forms/field-messages';
import { serverFieldError } from '#web/lib/server-field-error';

/** One option as typed. */
type OptionRow = {
  optionId?: string;
  name: string;
  /** Issue 44: its Spanish name (empty: the English one shows). */
  spanishName: string;
  priceDelta: string;
  kitchenName: string;
  isDefault: boolean;
  isAvailable: boolean;
  maxQuantity: string;
};

const emptyRow = (): OptionRow => ({
  name: '',
  spanishName: '',
  priceDelta: '0.00',
  kitchenName: '',
  isDefault: false,
  isAvailable: true,
  maxQuantity: '1',
});

/** The body the form would send; kept options keep their stock settings as they are. */
export function optionGroupFormBody(
  names: { name: string; spanishName: string },
  min: string,
  max: string,
  rows: OptionRow[],
  group?: OptionGroup,
  allowPreModifiers = group?.allowPreModifiers ?? false,
): OptionGroupBody {
  return {
    name: names.name,
    // Sent every time, as the form holds them: an emptied Spanish name clears its translation.
    translations: { es: { name: names.spanishName.trim() } },
    minSelections: Number(min),
    maxSelections: Number(max),
    allowPreModifiers,
    options: rows.map((row) => {
      const kept = group?.options.find((option) => option.optionId === row.optionId);
      return {
        ...(row.optionId && { optionId: row.optionId }),
        name: row.name,
        translations: { es: { name: row.spanishName.trim() } },
        priceDelta: row.priceDelta,
        kitchenName: row.kitchenName.trim() || null,
        isDefault: row.isDefault,
        isAvailable: row.isAvailable,
        maxQuantity: Number(row.maxQuantity) || 1,
        ...(kept?.trackQuantity && { trackQuantity: true, quantity: kept.quantity.available ?? 0 }),
        ...(kept && { allergens: kept.allergens, dietary: kept.dietary }),
      };
    }),
  };
}

type OptionGroupEditorProps = {
  vendorLocationId: string;
  /** The group edited; none: a new one. */
  group?: OptionGroup;
  onDone: () => void;
};

/**
 * A group of options as a manager builds it once for the location (issue 39): its name, how many a customer chooses
 * (at least 1 makes it required), and its options with their price change, kitchen name, default, 86 and how many
 * of one may be chosen. Checked by the contract's schema, so the form refuses what the server would, in its words.
 */
export function OptionGroupEditor({ vendorLocationId, group, onDone }: OptionGroupEditorProps) {
  const { t } = useLingui();
  const save = useSaveOptionGroup(vendorLocationId);
  const [name, setName] = useState(group?.name ?? '');
  const [spanishName, setSpanishName] = useState(group?.translations?.es?.name ?? '');
  const [min, setMin] = useState(String(group?.minSelections ?? 0));
  const [max, setMax] = useState(String(group?.maxSelections ?? 1));
  const [allowPreModifiers, setAllowPreModifiers] = useState(group?.allowPreModifiers ?? false);
  const [rows, setRows] = useState<OptionRow[]>(
    () =>
      group?.options.map((option) => ({
        optionId: option.optionId,
        name: option.name,
        spanishName: option.translations?.es?.name ?? '',
        priceDelta: option.priceDelta,
        kitchenName: option.kitchenName ?? '',
        isDefault: option.isDefault,
        isAvailable: option.isAvailable,
        maxQuantity: String(option.maxQuantity),
      })) ?? [emptyRow()],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const change = (index: number, patch: Partial<OptionRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = optionGroupFormBody({ name, spanishName }, min, max, rows, group, allowPreModifiers);
    const checked = optionGroupBodySchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const message = issue ? issueMessage(issue, optionGroupFieldMessages(body)) : t`Check the group.`;
      const optionNumber = Number(issue?.path[1]) + 1;
      setProblem(issue?.path[0] === 'options' ? t`Option ${optionNumber}: ${message}` : message);
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ optionGroupId: group?.optionGroupId, body });
      onDone();
    } catch (error) {
      setProblem(serverFieldError(error).message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-label={t`Option group`}>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Input
          label={t`Group name`}
          placeholder={t`Tequila`}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label="Nombre del grupo · Español"
          lang="es"
          value={spanishName}
          onChange={(event) => setSpanishName(event.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t`Choose at least`}
          hint={t`0: optional; 1 or more: required.`}
          inputMode="numeric"
          value={min}
          onChange={(event) => setMin(event.target.value.replace(/\D/g, ''))}
        />
        <Input
          label={t`Choose at most`}
          inputMode="numeric"
          value={max}
          onChange={(event) => setMax(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={allowPreModifiers}
          onChange={(event) => setAllowPreModifiers(event.target.checked)}
        />
        <Trans>Customers may ask for No, Light or Extra (“NO ONION” on the ticket)</Trans>
      </label>
      <ol aria-label={t`Options`} className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.optionId ?? `new-${index}`} className="flex flex-col gap-2 rounded-xl border border-line p-3">
            <div className="grid gap-x-2 sm:grid-cols-2">
              <Input
                label={t`Option ${index + 1} name`}
                value={row.name}
                onChange={(event) => change(index, { name: event.target.value })}
              />
              <Input
                label={`Opción ${index + 1} · Español`}
                lang="es"
                value={row.spanishName}
                onChange={(event) => change(index, { spanishName: event.target.value })}
              />
            </div>
            <Input
              label={t`Kitchen name`}
              hint={t`Printed for the bar; the name when empty.`}
              value={row.kitchenName}
              onChange={(event) => change(index, { kitchenName: event.target.value })}
            />
            <div className="grid grid-cols-2 gap-2">
              <Input
                label={t`Price change`}
                inputMode="decimal"
                value={row.priceDelta}
                onChange={(event) => change(index, { priceDelta: event.target.value })}
              />
              <Input
                label={t`Most per line`}
                inputMode="numeric"
                value={row.maxQuantity}
                onChange={(event) => change(index, { maxQuantity: event.target.value.replace(/\D/g, '') })}
              />
            </div>
            <div className="flex flex-wrap items-center gap-4 text-sm">
              <label className="flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  checked={row.isDefault}
                  onChange={(event) => change(index, { isDefault: event.target.checked })}
                />
                <Trans>Default</Trans>
              </label>
              <label className="flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  checked={row.isAvailable}
                  onChange={(event) => change(index, { isAvailable: event.target.checked })}
                />
                <Trans>Available</Trans>
              </label>
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                aria-label={t`Remove option ${index + 1}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => setRows((current) => [...current, emptyRow()])}>
        <Trans>Add an option</Trans>
      </Button>
      {problem && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" isLoading={save.isPending}>
        {group ? t`Save group` : t`Create group`}
      </Button>
      <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
