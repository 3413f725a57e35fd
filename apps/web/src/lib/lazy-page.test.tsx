import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

const page = () => (
  <Suspense fallback={<p>Loading</p>}>
    <Page label="Tap" />
  </Suspense>
);
let Page = lazyPage(async () => Counter);

afterEach(cleanup);

describe('lazyPage', () => {
  it('renders at once, with no fallback, once its code has been preloaded', async () => {
    const load = vi.fn(async () => Counter);
    Page = lazyPage(load);
    await Page.preload();
    render(page());
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tap 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until its code arrives when it was not preloaded, then keeps its state', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Counter>((done) => (resolve = done)));
    Page = lazyPage(load);
    const { rerender } = render(page());
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve(Counter));
    act(() => screen.getByRole('button', { name: 'Tap 0' }).click());
    expect(screen.getByRole('button', { name: 'Tap 1' })).toBeTruthy();
    rerender(page());
    expect(screen.getByRole('button', { name: 'Tap 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Counter);
    Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(page());
    expect(screen.getByRole('button', { name: 'Tap 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
