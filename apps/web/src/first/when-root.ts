/**
 * Runs `start` once `#root` is in the document, at once when it already is. The first script is in the page's head
 * (decision 103; or linked `async`): it runs while the page is still being read, before its body (issue 45). What it
 * reads at its start (the 21+ notice, the templates, the page's data) comes before `#root` in the server's HTML, so it
 * is all there once `#root` is. A page read to its end without `#root` starts it too.
 */
export function whenRootIsRead(start: () => void, doc: Document = document): void {
  if (doc.getElementById('root') || doc.readyState !== 'loading') {
    start();
    return;
  }
  let isStarted = false;
  const observer = new MutationObserver(() => {
    if (doc.getElementById('root')) once();
  });
  function once() {
    if (isStarted) return;
    isStarted = true;
    observer.disconnect();
    doc.removeEventListener('DOMContentLoaded', once);
    start();
  }
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', once);
}
