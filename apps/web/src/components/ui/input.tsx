import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  /** The message under the field; space for it is always kept so the page never jumps. */
  error?: string | null;
  inputClassName?: string;
};

export function Input({ label, hint, error, className, inputClassName, ...props }: InputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-13 w-full rounded-xl border bg-surface px-4 text-lg text-ink placeholder:text-ink-faint',
          'transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
          error ? 'border-danger focus-visible:outline-danger' : 'border-line focus-visible:outline-brand',
          'disabled:opacity-60',
          inputClassName,
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
