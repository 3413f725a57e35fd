import type { ChangeEvent, FormEvent } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type ResolverResult,
  useForm,
} from 'react-hook-form';
import { useSubmitOnce } from './use-submit-once';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The fields typed as text (what `Input` and `Textarea` edit). */
type TextField<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values];

type CheckedFormOptions<Values> = {
  initialValues: Values;
  isSaving: boolean;
  /** The problems with the values, one message per field (none: an empty object). */
  check: (values: Values) => Promise<FieldErrors<Values>>;
  /** Called with the values once `check` finds nothing wrong. */
  onValid: (values: Values) => void;
};

/**
 * A react-hook-form form (the app's one form pattern) for values the contract's schema cannot read as they are
 * (times picked as parts, an address picked from suggestions): `check` runs the contracts' own schema on the body the
 * values make (loaded on submit) plus what the schema cannot see, as the form's resolver, so the form and the server
 * refuse the same input with the same words. Changing a field clears its error; a submit runs once at a time.
 */
export function useCheckedForm<Values extends FieldValues>({
  initialValues,
  isSaving,
  check,
  onValid,
}: CheckedFormOptions<Values>) {
  const resolver: Resolver<Values> = async (values) => {
    const found = Object.entries(await check(values)).filter(([, message]) => Boolean(message));
    if (found.length === 0) return { values, errors: {} } as ResolverResult<Values>;
    const errors = Object.fromEntries(
      found.map(([field, message]) => [field, { type: 'validate', message } satisfies FieldError]),
    );
    return { values: {}, errors } as ResolverResult<Values>;
  };
  const form = useForm<Values>({ defaultValues: initialValues as never, resolver, reValidateMode: 'onSubmit' });
  const values = form.watch();
  const errors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([field, error]) => [field, (error as FieldError | undefined)?.message]),
  ) as FieldErrors<Values>;

  const set = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    const path = field as unknown as Path<Values>;
    form.setValue(path, value as PathValue<Values, Path<Values>>);
    form.clearErrors(path);
  };

  /** A text field's value, change and error, to spread on `Input` or `Textarea`. */
  const text = <Field extends TextField<Values>>(field: Field) => ({
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value as Values[Field]),
    error: errors[field],
  });

  const submitOnce = useSubmitOnce(isSaving);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitOnce(async () => {
      let isSent = false;
      await form.handleSubmit((valid) => {
        onValid(valid);
        isSent = true;
      })();
      return isSent;
    });
  };

  /** Starts over from these values (a dialog opened again), errors cleared. */
  const reset = (next: Values) => form.reset(next);

  return { values, errors, set, text, submit, reset };
}
