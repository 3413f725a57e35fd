import { type FormEvent, type HTMLAttributes, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';

type FieldEditorProps<T> = {
  label: string;
  hint?: string;
  initialValue: string;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  saveLabel: string;
  /** The typed text as the value to save, or the message shown under the field. */
  parse: (input: string) => { value: T } | { error: string };
  onSave: (value: T) => void;
  onCancel: () => void;
};

/**
 * One product field edited in place: its text selected on opening, checked on submit and then again as typed, Escape
 * or Cancel to close without saving. The field's own rules and words come from its editor (price, deposit).
 */
export function FieldEditor<T>({
  label,
  hint,
  initialValue,
  inputMode,
  saveLabel,
  parse,
  onSave,
  onCancel,
}: FieldEditorProps<T>) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const problemOf = (input: string) => {
    const parsed = parse(input);
    return 'error' in parsed ? parsed.error : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(value);
    if ('error' in parsed) {
      setError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    onSave(parsed.value);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2">
      <Input
        ref={inputRef}
        label={label}
        hint={hint}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(problemOf(event.target.value));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        inputMode={inputMode}
        autoComplete="off"
        enterKeyHint="done"
        error={error}
        inputClassName="tabular-nums"
      />
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          {saveLabel}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
