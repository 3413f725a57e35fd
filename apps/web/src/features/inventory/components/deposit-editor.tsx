import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { parseDeposit } from '../price';

type DepositEditorProps = {
  name: string;
  depositPercent: number | null;
  onSave: (depositPercent: number | null) => void;
  onCancel: () => void;
};

/** The deposit field: the percent of the price paid when ordering (the rest at pickup), or empty for all of it. */
export function DepositEditor({ name, depositPercent, onSave, onCancel }: DepositEditorProps) {
  const [value, setValue] = useState(depositPercent === null ? '' : String(depositPercent));
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const problemOf = (input: string) => {
    const parsed = parseDeposit(input);
    return 'error' in parsed ? parsed.error : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDeposit(value);
    if ('error' in parsed) {
      setError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    onSave(parsed.depositPercent);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2">
      <Input
        ref={inputRef}
        label={`Deposit of ${name} (% paid when ordering)`}
        hint="The rest is paid at pickup. Leave it empty to take the full price when ordering."
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(problemOf(event.target.value));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        error={error}
        inputClassName="tabular-nums"
      />
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          Save deposit
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
