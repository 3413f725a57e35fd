import { useLingui } from '@lingui/react/macro';
import { parseDeposit } from '#web/features/inventory/price';
import { FieldEditor } from './field-editor';

type DepositEditorProps = {
  name: string;
  depositPercent: number | null;
  onSave: (depositPercent: number | null) => void;
  onCancel: () => void;
};

const parse = (input: string) => {
  const parsed = parseDeposit(input);
  return 'error' in parsed ? parsed : { value: parsed.depositPercent };
};

/** The deposit field: the percent of the price paid when ordering (the rest at pickup), or empty for all of it. */
export function DepositEditor({ name, depositPercent, onSave, onCancel }: DepositEditorProps) {
  const { t } = useLingui();
  return (
    <FieldEditor
      label={t`Deposit of ${name} (% paid when ordering)`}
      hint={t`The rest is paid at pickup. Leave it empty to take the full price when ordering.`}
      initialValue={depositPercent === null ? '' : String(depositPercent)}
      inputMode="numeric"
      saveLabel={t`Save deposit`}
      parse={parse}
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}
