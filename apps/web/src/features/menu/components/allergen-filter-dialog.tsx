import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { ALLERGEN_LABELS, ALLERGENS } from '#web/lib/allergen-labels';

type AllergenFilterDialogProps = {
  hidden: readonly string[];
  onClose: () => void;
  onApply: (hidden: string[]) => void;
};

/** "Hide items with…": the 14 allergens as checkboxes; the choice holds for this visit (issue 39). */
export function AllergenFilterDialog({ hidden, onClose, onApply }: AllergenFilterDialogProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<string[]>(() => [...hidden]);
  const toggle = (allergen: string, isOn: boolean) =>
    setChosen((current) => (isOn ? [...current, allergen] : current.filter((one) => one !== allergen)));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Hide items with`}
      description={t`Items that contain what you tick leave the menu; choices that contain it cannot be picked. Ask staff if you are unsure.`}
      className="max-w-md"
    >
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">
          <Trans>Allergens</Trans>
        </legend>
        {ALLERGENS.map((allergen) => (
          <label
            key={allergen}
            className="flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-raised px-3"
          >
            <input
              type="checkbox"
              className="size-5 accent-brand"
              checked={chosen.includes(allergen)}
              onChange={(event) => toggle(allergen, event.target.checked)}
            />
            {ALLERGEN_LABELS[allergen]}
          </label>
        ))}
      </fieldset>
      <Button size="lg" fullWidth onClick={() => onApply(chosen)} data-autofocus>
        <Trans>Show menu</Trans>
      </Button>
      {chosen.length > 0 && (
        <Button variant="ghost" size="md" fullWidth onClick={() => setChosen([])}>
          <Trans>Clear all</Trans>
        </Button>
      )}
    </Dialog>
  );
}
