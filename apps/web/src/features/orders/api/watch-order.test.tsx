// @vitest-environment jsdom
import { endpointPath, streamOrderEvents } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '#web/test/factories';
import { orderQueryOptions } from './get-order';
import { useOrderEvents } from './watch-order';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A text/event-stream response that sends `chunks`, then stays open (or ends, when asked). */
function streamResponse(chunks: string[], { end = false } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (end) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { queryKey } = orderQueryOptions('USER1', 'ORDER1');
  queryClient.setQueryData(queryKey, makeOrder({ orderId: 'ORDER1', status: 'PAID' }));
  return { queryClient, wrapper, queryKey };
}

describe('useOrderEvents', () => {
  it('puts every order event into the cache, so the page changes at once', async () => {
    const completed = makeOrder({ orderId: 'ORDER1', status: 'COMPLETE', statusDisplay: 'Completed' });
    const fetchMock = vi.fn(async () =>
      streamResponse(['retry: 3000\n\n', `event: order\ndata: ${JSON.stringify(completed)}\n\n`]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient, wrapper, queryKey } = setup();
    const { unmount } = renderHook(() => useOrderEvents('USER1', 'ORDER1', true), { wrapper });
    await waitFor(() => expect(queryClient.getQueryData<{ status: string }>(queryKey)?.status).toBe('COMPLETE'));
    expect(fetchMock).toHaveBeenCalledWith(
      endpointPath(streamOrderEvents, { userId: 'USER1', orderId: 'ORDER1' }),
      expect.objectContaining({ cache: 'no-store' }),
    );
    unmount();
  });

  it('refetches the order and reconnects when the stream ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async () => streamResponse([': heartbeat\n\n'], { end: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient, wrapper } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { unmount } = renderHook(() => useOrderEvents('USER1', 'ORDER1', true), { wrapper });
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    unmount();
    vi.useRealTimers();
  });

  it('stops following an order that is not the caller’s', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Not yours.' } }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { wrapper } = setup();
    const { unmount } = renderHook(() => useOrderEvents('USER1', 'ORDER1', true), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
  });
});
