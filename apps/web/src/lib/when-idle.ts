/**
 * Runs `task` once the page has nothing else to do (requestIdleCallback; a timer where the browser has none), so
 * work nobody is waiting for never lands on a tap or a key (issue 45). Answers the cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 500));
  return () => clearTimeout(timer);
}

/** How long one idle moment spends on a list's items, at most (whenIdleEach). */
const SLICE_MS = 8;

/**
 * Runs `task` for each of `items` in idle moments, a slice of at most a few milliseconds each (at least one item), so
 * a tap or a key waits for one slice at most: asking for a file adds an element to the document, some milliseconds
 * each on a slow phone (issue 45: seven files in one idle callback held a Checkout tap for 56 ms). Answers the cancel.
 * The menu's first script slices its files the same way in first/load-app.ts: its zone may import nothing of lib/.
 */
export function whenIdleEach<T>(items: readonly T[], task: (item: T) => void): () => void {
  const rest = [...items];
  let cancel = () => {};
  const slice = () => {
    const start = performance.now();
    for (let item = rest.shift(); item !== undefined; item = rest.shift()) {
      task(item);
      if (performance.now() - start >= SLICE_MS) break;
    }
    if (rest.length > 0) cancel = whenIdle(slice);
  };
  if (rest.length > 0) cancel = whenIdle(slice);
  return () => cancel();
}
