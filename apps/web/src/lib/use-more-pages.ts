import { useCallback, useEffect, useRef, useState } from 'react';

export type Page<T> = { items: T[]; nextToken: string | null };

type More<T> = { isLoaded: boolean; items: T[]; nextToken: string | null };

/**
 * The pages after a list's first one (which react-query holds): "load more" appends the next page by its token. A new
 * first page (a refetch, `firstVersion` changes) starts again from it. Kept out of react-query's infinite queries on
 * purpose: they would add to the framework chunk every page loads, the menu's included.
 */
export function useMorePages<T>(
  firstToken: string | null | undefined,
  firstVersion: number,
  fetchPage: (nextToken: string) => Promise<Page<T>>,
) {
  const [more, setMore] = useState<More<T>>({ isLoaded: false, items: [], nextToken: null });
  const [isFetching, setIsFetching] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const version = useRef(firstVersion);

  useEffect(() => {
    version.current = firstVersion;
    setMore({ isLoaded: false, items: [], nextToken: null });
    setError(null);
  }, [firstVersion]);

  const token = more.isLoaded ? more.nextToken : (firstToken ?? null);

  const fetchNextPage = useCallback(() => {
    if (!token || isFetching) return;
    const started = version.current;
    setIsFetching(true);
    setError(null);
    fetchPage(token)
      .then((page) => {
        if (version.current !== started) return;
        setMore((current) => ({ isLoaded: true, items: [...current.items, ...page.items], nextToken: page.nextToken }));
      })
      .catch((failure: unknown) => {
        if (version.current === started) setError(failure);
      })
      .finally(() => setIsFetching(false));
  }, [token, isFetching, fetchPage]);

  return {
    items: more.items,
    hasNextPage: Boolean(token),
    isFetchingNextPage: isFetching,
    nextPageError: error,
    fetchNextPage,
  };
}
