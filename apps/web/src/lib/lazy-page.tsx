import { type ComponentType, lazy, useEffect, useState } from 'react';

/** A component whose code loads on demand, and what loads it (so a page can be fetched before it is opened). */
export type LazyPage<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
  /** The component, when its code is already here. */
  loaded: () => ComponentType<P> | null;
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
  return Object.assign(Page, { preload, loaded: () => loaded });
}

/**
 * A part that shows after a tap, drawn when its code is here rather than through a Suspense fallback: null until
 * then, then the component. A part that appears in a page already on screen (the menu's order footer) would
 * otherwise show its boundary's fallback, and React holds a revealed boundary back until 300 ms after its fallback
 * appeared (its reveal throttle): the 'Order Now' link waited that much longer than its code did (issue 16). After
 * a failed load (offline) it gives the suspending component, which loads again as `lazy` does.
 */
export function useLoadedPart<P extends object>(part: LazyPage<P>, isWanted: boolean): ComponentType<P> | null {
  const [hasFailed, setHasFailed] = useState(false);
  const [, setLoadedCount] = useState(0);
  const component = part.loaded();
  useEffect(() => {
    if (!isWanted || component) return;
    let isCurrent = true;
    part.preload().then(
      () => {
        if (isCurrent) setLoadedCount((count) => count + 1);
      },
      () => {
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [part, isWanted, component]);
  if (!isWanted) return null;
  return component ?? (hasFailed ? part : null);
}
