/**
 * A page's heading takes focus when the page was reached by a link or a button in the app (not on the visit's first
 * page), so a keyboard starts from there and a screen reader reads where it now is (decision 083). Used as the
 * heading's ref: `<h1 ref={focusOnArrival}>`. A page that put focus in one of its own fields keeps it there.
 */
export function focusOnArrival(heading: HTMLElement | null) {
  // React Router numbers the visit's history entries: 0 is the page the visit started on.
  const isArrival = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  if (!heading || !isArrival || document.activeElement?.matches('input, textarea, select')) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
