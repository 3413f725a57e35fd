import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { Field } from './field';

type SelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  /** The message under the field; space for it is always kept so the page never jumps. */
  error?: string | null;
};

/** A labelled drop-down, with its hint and error read out with it (as `Input`). */
export function Select({ label, hint, error, className, ...props }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          className={cn(
            'h-13 w-full rounded-xl border bg-surface px-4 text-lg text-ink',
            error ? 'border-danger' : 'border-field-line',
          )}
          {...props}
        />
      )}
    </Field>
  );
}
