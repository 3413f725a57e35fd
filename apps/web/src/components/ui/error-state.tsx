import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';

type ErrorStateProps = {
  title: string;
  message?: ReactNode;
  /** Shows a Try again button. */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** More ways out, such as a link home. */
  children?: ReactNode;
};

export function ErrorState({ title, message, onRetry, isRetrying, children }: ErrorStateProps) {
  return (
    <div role="alert" className="mx-auto flex max-w-sm flex-col items-center gap-3 px-6 py-16 text-center">
      <div aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-danger/15 text-danger">
        <svg viewBox="0 0 24 24" className="size-6" fill="none" aria-hidden="true" focusable="false">
          <path d="M12 8v5m0 3h.01" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      <h1 className="text-xl font-semibold">{title}</h1>
      {message && <p className="text-ink-muted">{message}</p>}
      <div className="mt-3 flex w-full flex-col gap-2">
        {onRetry && (
          <Button onClick={onRetry} isLoading={isRetrying} fullWidth>
            <Trans>Try again</Trans>
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
