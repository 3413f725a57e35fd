import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMorePages } from './use-more-pages';

describe('useMorePages', () => {
  it('appends pages by token until the last one, and starts again on a new first page', async () => {
    const pages: Record<string, { items: number[]; nextToken: string | null }> = {
      a: { items: [3, 4], nextToken: 'b' },
      b: { items: [5], nextToken: null },
    };
    const fetchPage = vi.fn(async (token: string) => pages[token] ?? { items: [], nextToken: null });
    const { result, rerender } = renderHook(({ version }) => useMorePages('a', version, fetchPage), {
      initialProps: { version: 1 },
    });
    expect(result.current.hasNextPage).toBe(true);
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toEqual([3, 4]));
    expect(result.current.hasNextPage).toBe(true);
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toEqual([3, 4, 5]));
    expect(result.current.hasNextPage).toBe(false);
    expect(fetchPage.mock.calls.map(([token]) => token)).toEqual(['a', 'b']);

    rerender({ version: 2 });
    expect(result.current.items).toEqual([]);
    expect(result.current.hasNextPage).toBe(true);
  });

  it('has no next page without a first token, and keeps the error of a failed page', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const none = renderHook(() => useMorePages<number>(null, 1, failing));
    expect(none.result.current.hasNextPage).toBe(false);
    const some = renderHook(() => useMorePages<number>('a', 1, failing));
    act(() => some.result.current.fetchNextPage());
    await waitFor(() => expect(some.result.current.nextPageError).toBeInstanceOf(Error));
    expect(some.result.current.items).toEqual([]);
    expect(some.result.current.hasNextPage).toBe(true);
  });
});
