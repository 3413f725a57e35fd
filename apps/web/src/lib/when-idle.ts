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
