import { type FormEvent, useState } from 'react';
import { useSubmitOnce } from './use-submit-once';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

type CheckedFormOptions<Values> = {
  initialValues: Values;
  isSaving: boolean;
  /** The problems with the values, one message per field (none: an empty object). */
  check: (values: Values) => Promise<FieldErrors<Values>>;
  /** Called with the values once `check` finds nothing wrong. */
  onValid: (values: Values) => void;
};

/**
 * A form's values and its errors by field. Changing a field clears its error; submitting runs `check` (the
 * contracts' own schema, loaded on submit, plus what the schema cannot see), once at a time, so the form and the
 * server refuse the same input with the same words.
 */
export function useCheckedForm<Values extends object>({
  initialValues,
  isSaving,
  check,
  onValid,
}: CheckedFormOptions<Values>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const set = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submitOnce = useSubmitOnce(isSaving);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitOnce(async () => {
      const found = await check(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return false;
      onValid(values);
      return true;
    });
  };

  return { values, errors, set, submit };
}
