import { Trans } from '@lingui/react/macro';
import { Button } from './button';

type LoadMoreButtonProps = {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** The last page failed to load: say so above the button, which tries again. */
  hasError?: boolean;
};

/** Under a paged list: loads the next page while there is one. */
export function LoadMoreButton({ hasMore, isLoading, onLoadMore, hasError = false }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <>
      {hasError && (
        <p role="alert" className="mt-3 text-center text-sm text-danger">
          <Trans>Couldn't load more orders. Please try again.</Trans>
        </p>
      )}
      <Button variant="secondary" fullWidth className="mt-3" isLoading={isLoading} onClick={onLoadMore}>
        <Trans>Load more orders</Trans>
      </Button>
    </>
  );
}
