import { Trans } from '@lingui/react/macro';
import { type HTMLAttributes, useEffect } from 'react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
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

type FieldForm = { text: string };

/**
 * One product field edited in place: its text selected on opening, checked on submit and then again as typed while
 * it is refused, Escape or Cancel to close without saving. A react-hook-form form whose resolver is the editor's
 * `parse`: the field's own rules and words come from its editor (price, deposit: the contract's schemas).
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
  const resolver: Resolver<FieldForm> = (values): ResolverResult<FieldForm> => {
    const parsed = parse(values.text);
    if (!('error' in parsed)) return { values, errors: {} };
    return { values: {}, errors: { text: { type: 'validate', message: parsed.error } } };
  };
  const {
    register,
    handleSubmit,
    setFocus,
    trigger,
    formState: { errors },
  } = useForm<FieldForm>({ defaultValues: { text: initialValue }, resolver, reValidateMode: 'onSubmit' });
  const field = register('text', {
    // Once refused, the text is checked again as it is typed, until it is accepted.
    onChange: () => {
      if (errors.text) void trigger('text');
    },
  });

  useEffect(() => {
    setFocus('text', { shouldSelect: true });
  }, [setFocus]);

  const submit = handleSubmit(({ text }) => {
    const parsed = parse(text);
    if (!('error' in parsed)) onSave(parsed.value);
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2">
      <Input
        {...field}
        label={label}
        hint={hint}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        inputMode={inputMode}
        autoComplete="off"
        enterKeyHint="done"
        error={errors.text?.message ?? null}
        inputClassName="tabular-nums"
      />
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          {saveLabel}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
