import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';

type InlineErrorProps = {
  /** What failed, in the spec's or the area's words. */
  title: ReactNode;
  detail?: ReactNode;
  onRetry: () => void;
  isRetrying?: boolean;
};

/** A section of a page that failed to load, in place, with its own Try again (the page around it stays usable). */
export function InlineError({ title, detail, onRetry, isRetrying }: InlineErrorProps) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-4">
      <p className={detail ? 'font-semibold' : undefined}>{title}</p>
      {detail && <p className="text-sm text-ink-muted">{detail}</p>}
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} isLoading={isRetrying}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
