import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '#web/components/ui/error-state';
import { PageNotFound } from '#web/components/ui/page-not-found';
import { isApiError } from '#web/lib/api-client';

/**
 * A content page that failed to load: not found, or an error with Try again. A 400 on this read can only mean the
 * address names no page (an artist name with characters no page has): that is not found too, and Try again can't mend it.
 */
export function ContentError({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useLingui();
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return <PageNotFound />;
  return (
    <ErrorState
      title={t`Unable to load this page`}
      message={t`An unexpected error has occurred. Please try again.`}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
