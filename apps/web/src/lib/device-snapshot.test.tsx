import { act, cleanup } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTakeover, TakeoverDone, useDeviceSnapshot } from './device-snapshot';

/** A store of this device's: the server cannot see it. */
function deviceStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

const signedOut = () => 'signed out';

/** A header that shows the store's value, and every value it was drawn with. */
function headerOf(store: ReturnType<typeof deviceStore>) {
  const draws: string[] = [];
  function Header() {
    const name = useDeviceSnapshot(store.subscribe, store.get, signedOut);
    draws.push(name);
    return <p>{name}</p>;
  }
  return { Header, draws };
}

afterEach(cleanup);

describe('a store of this device, on a page the server drew (decision 102)', () => {
  it('takes over the server’s HTML as drawn, then shows the device’s value, and follows it from then on', async () => {
    const store = deviceStore('Casey');
    const { Header, draws } = headerOf(store);
    const app = (
      <>
        <Header />
        <TakeoverDone />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header />);
    expect(container.textContent).toBe('signed out');
    draws.length = 0;
    const recoverable = vi.fn();

    await act(async () => {
      startTransition(() => {
        startTakeover();
        hydrateRoot(container, app, { onRecoverableError: recoverable });
      });
    });
    // Nothing differed from the server's HTML, and the device's value followed as its own render.
    expect(recoverable).not.toHaveBeenCalled();
    expect(draws[0]).toBe('signed out');
    expect(container.textContent).toBe('Casey');

    await act(async () => store.set('Robin'));
    expect(container.textContent).toBe('Robin');
  });

  it('reads the device at once on a page the browser draws', async () => {
    const { Header, draws } = headerOf(deviceStore('Casey'));
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Header />));
    expect(draws).toEqual(['Casey']);
    expect(container.textContent).toBe('Casey');
  });
});
