import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { Field } from './field';

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  /** The message under the field; space for it is always kept so the page never jumps. */
  error?: string | null;
  inputClassName?: string;
};

export function Input({ label, hint, error, className, inputClassName, ...props }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          className={cn(
            'h-13 w-full rounded-xl border bg-surface px-4 text-lg text-ink placeholder:text-ink-faint',
            'transition-colors focus-visible:outline-2 focus-visible:outline-offset-0',
            error ? 'border-danger focus-visible:outline-danger' : 'border-field-line focus-visible:outline-brand',
            'disabled:opacity-60',
            inputClassName,
          )}
          {...props}
        />
      )}
    </Field>
  );
}
