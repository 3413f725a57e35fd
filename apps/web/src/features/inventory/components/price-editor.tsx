import { useLingui } from '@lingui/react/macro';
import { validatePrice } from '#web/features/inventory/price';
import { FieldEditor } from './field-editor';

type PriceEditorProps = {
  name: string;
  price: string;
  onSave: (price: string) => void;
  onCancel: () => void;
};

const parse = (input: string) => {
  const problem = validatePrice(input);
  return problem ? { error: problem } : { value: input.trim() };
};

/** The price field: digits with up to 2 decimals, checked as typed once submitted. */
export function PriceEditor({ name, price, onSave, onCancel }: PriceEditorProps) {
  const { t } = useLingui();
  return (
    <FieldEditor
      label={t`Price of ${name}`}
      initialValue={price}
      inputMode="decimal"
      saveLabel={t`Save price`}
      parse={parse}
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}
