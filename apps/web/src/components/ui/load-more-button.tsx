import { Button } from './button';

type LoadMoreButtonProps = {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
};

/** Under a paged list: loads the next page while there is one. */
export function LoadMoreButton({ hasMore, isLoading, onLoadMore }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <Button variant="secondary" fullWidth className="mt-3" isLoading={isLoading} onClick={onLoadMore}>
      Load more orders
    </Button>
  );
}
