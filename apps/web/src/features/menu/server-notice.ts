/** What src/first/notice.ts keeps on the window (the same shape as its NoticeHandOver; not imported, see there). */
type NoticeHandOver = { isOpen: boolean; closeInMs: number | null };

/**
 * The 21+ notice the server drew over its menu, taken over from the first script (src/first/notice.ts): if it is still
 * open, the first script removes it and says in how long it would have closed itself (null: someone is reading it), and
 * the app draws its own in the same commit, so nothing flashes and it never opens twice. Null on a page without one.
 */
export function takeServerNotice(): NoticeHandOver | null {
  const firstScript = (window as unknown as { __qlNotice?: { take: () => NoticeHandOver } }).__qlNotice;
  if (firstScript) return firstScript.take();
  // The first script never ran (it failed to load): the server's notice would hold the page; the app's replaces it.
  const notice = document.getElementById('ql-notice');
  if (!notice) return null;
  notice.remove();
  document.getElementById('root')?.removeAttribute('inert');
  return { isOpen: true, closeInMs: null };
}
