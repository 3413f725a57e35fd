import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '#web/components/ui/error-state';
import { StaffLoading } from './staff-page';

type StaffQueryProps<Data> = {
  query: UseQueryResult<Data>;
  /** The spinner's accessible name while it loads, e.g. 'Loading events'. */
  loadingLabel: string;
  /** What the error says, above its retry button. */
  errorMessage: string;
  /** What the page shows once the data has come. */
  children: (data: Data) => ReactNode;
};

/** A staff page's list while its query loads, when it fails (with a retry), and once its data has come. */
export function StaffQuery<Data>({ query, loadingLabel, errorMessage, children }: StaffQueryProps<Data>) {
  const { t } = useLingui();
  if (query.isPending) return <StaffLoading label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t`Error occurred`}
        message={errorMessage}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
