import { type ComponentType, lazy } from 'react';

/** A component whose code loads on demand, and what loads it (so a page can be fetched before it is opened). */
export type LazyPage<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
  /** Whether its code is here (a render shows it at once). */
  isLoaded: () => boolean;
};

/**
 * Like React's `lazy`, but once the code is here (loaded earlier by `preload`, the menu's idle preload or an earlier
 * visit to the page) the component renders at once instead of suspending. `lazy` suspends on the first render of
 * every page even when its module is already loaded, and React then shows the Suspense fallback and holds the page
 * back until 300 ms after that fallback appeared (its reveal throttle): on the menu's first render and on every
 * step of an order that was most of a tap's wait at 4× CPU (issue 16, decision 017).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed load (offline) may be tried again by the next render.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    // `loaded` is set before `Lazy` resolves, so a page that suspended renders the loaded component when it
    // retries: the lazy wrapper never commits, and the page's state is never thrown away by the switch.
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload, isLoaded: () => loaded !== null });
}
