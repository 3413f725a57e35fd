import { type ReactNode, useId } from 'react';
import { cn } from '#web/lib/cn';

/** What a labelled control needs from its field: its id, and its hint and error to be read out with it. */
export type FieldControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string };

type FieldProps = {
  label: string;
  hint?: ReactNode;
  /** The message under the field; space for it is always kept so the page never jumps. */
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, the control, its hint and its error, tied together for assistive technology (`Input`, `Textarea`). */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
