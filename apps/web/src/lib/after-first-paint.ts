import { useSyncExternalStore } from 'react';

// Work that can wait until the page's first frame is on screen (issue 16): below-the-fold product pictures are each
// an SVG document of their own (13–18 ms of main thread each at 4× CPU), so they are created after that frame
// rather than before it.
let hasPainted = false;
let isScheduled = false;
const listeners = new Set<() => void>();

function markPainted() {
  hasPainted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!hasPainted && !isScheduled) {
    isScheduled = true;
    // The frame after the one being prepared has been drawn: a timeout queued from an animation frame callback
    // runs once that frame is produced.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(markPainted, 0));
    else setTimeout(markPainted, 0);
  }
  return () => {
    listeners.delete(listener);
  };
}

/** False during the render that draws the page's first frame (and on the server), true from then on. */
export function useHasPainted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasPainted,
    () => false,
  );
}
