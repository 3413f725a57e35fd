import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { Field } from './field';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  /** The message under the field; space for it is always kept so the page never jumps. */
  error?: string | null;
};

/** A labelled multi-line field, with its hint and error read out with it (as `Input`). */
export function Textarea({ label, hint, error, className, ...props }: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          className={cn(
            'w-full rounded-xl border bg-surface px-4 py-3 text-base text-ink',
            'focus-visible:outline-2 focus-visible:outline-offset-0',
            error ? 'border-danger focus-visible:outline-danger' : 'border-field-line focus-visible:outline-brand',
          )}
          {...props}
        />
      )}
    </Field>
  );
}
