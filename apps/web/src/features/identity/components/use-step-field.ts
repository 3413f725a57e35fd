import { type RefCallback, useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { lazyResolver } from '#web/lib/lazy-resolver';

/**
 * A sign-in step's form of one field (the phone number, the code): its schema loads as the step mounts, the field
 * takes the focus, and its errors are checked again only on submit. `inputRef` is the field's element, for the step to
 * select or read; spread `field` on the input.
 */
export function useStepField<Form extends FieldValues>(
  schema: ReturnType<typeof lazyResolver<Form>>,
  name: Path<Form>,
  defaultValues: DefaultValues<Form>,
) {
  const form = useForm<Form>({ resolver: schema.resolver, defaultValues, reValidateMode: 'onSubmit' });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const registered = form.register(name);
  const ref: RefCallback<HTMLInputElement> = (element) => {
    registered.ref(element);
    inputRef.current = element;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the step mounts.
  useEffect(() => {
    void schema.preload().catch(() => {});
    inputRef.current?.focus();
  }, []);

  return { form, field: { ...registered, ref }, inputRef };
}
