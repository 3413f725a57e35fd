import { type RefObject, useEffect, useState } from 'react';

// Pictures below the fold are created when they come near the screen, after the page's first frame (issue 16): our
// product pictures are SVG documents of their own (13–18 ms of main thread each at 4× CPU), and a `data:` URL loads
// at once whatever the image's `loading` attribute says. One observer for every picture.
const NEAR = '200px';
let observer: IntersectionObserver | null = null;
const callbacks = new Map<Element, () => void>();

function observe(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
        unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px ${NEAR} 0px` },
  );
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => unobserve(element);
}

function unobserve(element: Element) {
  callbacks.delete(element);
  observer?.unobserve(element);
}

/**
 * False until the element has come within 200 px of the screen (checked after the frame that first draws it), then
 * true for good. True at once where the browser has no IntersectionObserver.
 */
export function useIsNearScreen(ref: RefObject<Element | null>, isEnabled = true): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || isNear || !element) return;
    return observe(element, () => setIsNear(true));
  }, [ref, isEnabled, isNear]);
  return isNear;
}
