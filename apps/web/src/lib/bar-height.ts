/**
 * A fixed bottom bar's measured height, for bars whose content varies (the staff pages' footers): kept in
 * `--bar-bottom` on the page, which index.css turns into `scroll-padding`, so a control reached by Tab scrolls clear
 * of the bar instead of under it (decision 083). Bars of a fixed height get theirs from the same CSS values there,
 * at no cost to the menu's first-load JavaScript. Used as the bar's ref: `<div ref={bottomBar}>`.
 */
export function bottomBar(bar: HTMLElement | null) {
  if (!bar || !window.ResizeObserver) return;
  const style = document.documentElement.style;
  const observer = new ResizeObserver(() => style.setProperty('--bar-bottom', `${bar.offsetHeight}px`));
  observer.observe(bar);
  return () => {
    observer.disconnect();
    style.removeProperty('--bar-bottom');
  };
}
