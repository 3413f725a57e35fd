import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { validatePrice } from '../price';

type PriceEditorProps = {
  name: string;
  price: string;
  onSave: (price: string) => void;
  onCancel: () => void;
};

/** The price field: digits with up to 2 decimals, checked as typed once submitted. */
export function PriceEditor({ name, price, onSave, onCancel }: PriceEditorProps) {
  const [value, setValue] = useState(price);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePrice(value);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    onSave(value.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2">
      <Input
        ref={inputRef}
        label={`Price of ${name}`}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(validatePrice(event.target.value));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        error={error}
        inputClassName="tabular-nums"
      />
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          Save price
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
