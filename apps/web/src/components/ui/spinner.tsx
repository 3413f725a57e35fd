import { useLingui } from '@lingui/react/macro';
import { cn } from '#web/lib/cn';

type SpinnerProps = {
  /** Announced to screen readers; leave out when the spinner only decorates a busy button. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  const icon = (
    <svg
      className={cn('size-5 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the screen while a page or the session loads; it fades in late so quick loads show nothing at all. */
export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="grid min-h-dvh place-items-center text-ink-muted animate-fade-in [animation-delay:300ms]">
      <Spinner label={label ?? t`Loading`} className="size-7" />
    </div>
  );
}
