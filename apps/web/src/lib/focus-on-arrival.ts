/**
 * A page's heading takes focus when the page was reached by a link or a button in the app (not on the visit's first
 * page), so a keyboard starts from there and a screen reader reads where it now is (decision 083). Used as the
 * heading's ref: `<h1 ref={focusOnArrival}>`. A page that put focus in one of its own fields keeps it there.
 *
 * The focus is moved once the new page's first frame is painted (a task after the next animation frame), not in
 * React's commit: focus() there forced the new page's style and layout before its first paint, and the page's later
 * commits and effects made the frame do them again (19–64 ms of self time per arrival in think-mode profiles on the
 * issue's phone, issue 45). Not if the person has put focus somewhere since, nor on a heading the page has already
 * replaced. The menu's first script moves focus the same way (`focusAfterPaint` in src/first/taps.ts); it keeps its own
 * copy because it is bundled alone, inline in the page, and imports nothing of the app's (decision 103).
 */
export function focusOnArrival(heading: HTMLElement | null) {
  // React Router numbers the visit's history entries: 0 is the page the visit started on.
  const isArrival = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  if (!heading || !isArrival || isField(document.activeElement)) return;
  heading.tabIndex = -1;
  const before = document.activeElement;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const now = document.activeElement;
      const untouched = now === before || now === document.body || now === null;
      if (heading.isConnected && untouched && !isField(now)) heading.focus({ preventScroll: true });
    }),
  );
}

function isField(element: Element | null): boolean {
  return element?.matches('input, textarea, select') ?? false;
}
