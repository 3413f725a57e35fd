import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  /** The message under the field; space for it is always kept so the page never jumps. */
  error?: string | null;
};

/** A labelled multi-line field, with its hint and error read out with it (as `Input`). */
export function Textarea({ label, hint, error, className, ...props }: TextareaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'w-full rounded-xl border bg-surface px-4 py-3 text-base text-ink focus-visible:outline-2',
          error ? 'border-danger focus-visible:outline-danger' : 'border-line focus-visible:outline-brand',
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm text-danger">
        {error}
      </p>
    </div>
  );
}
