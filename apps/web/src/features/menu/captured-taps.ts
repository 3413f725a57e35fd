import type { FirstTaps, FocusPlace, KeptTap } from '#web/first/taps';

export type { KeptTap };

/** What src/tap-capture.ts leaves on the window (decision 098); absent from a page the browser drew itself. */
function firstTaps(): FirstTaps | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { __qlTaps?: FirstTaps }).__qlTaps;
}

/**
 * Whether the menu's first script changed the server's HTML (it answered a tap): the app then draws the page afresh
 * rather than hydrating it, which would keep the mismatched DOM. When it did not, the app is about to hydrate: from
 * this moment the first script keeps every tap for the app and changes nothing (called in the same task as the choice).
 */
export function isPageChangedBeforeApp(): boolean {
  const first = firstTaps();
  if (!first || first.state === 'stopped') return false;
  if (first.hasChanged()) return true;
  first.hold();
  return false;
}

/**
 * Whether the last tap the first script kept is Order Now, with no Add among those it kept (each Add it could answer,
 * it did: the cart holds them): the app can then draw the review at once, with nothing left for the menu to replay
 * (decision 102). Leaves the taps where they are.
 */
export function isOrderNowTheLastTap(): boolean {
  const first = firstTaps();
  if (!first || first.state === 'stopped') return false;
  const taps = first.kept();
  return taps.at(-1)?.kind === 'order' && !taps.some((tap) => tap.kind === 'add');
}

/**
 * Stops the first script (the page's own handlers answer from now on) and gives the taps it kept rather than answered,
 * in order, for the page to replay: an Add made while the page was hydrating, a product's choices to open, Order Now,
 * the cart. Focus goes back to the control that had it, now the app's. Nothing on a page the browser drew itself.
 */
export function takeCapturedTaps(): KeptTap[] {
  const first = firstTaps();
  if (!first || first.state === 'stopped') return [];
  const { taps, focus } = first.stop();
  if (focus) refocus(focus);
  return taps;
}

/** Focuses the control at the same place as the one focused before the app took over, when it is the same control. */
function refocus({ path, tag, label }: FocusPlace) {
  if (document.activeElement && document.activeElement !== document.body) return;
  let node: Element | null | undefined = document.getElementById('root');
  for (const index of path) node = node?.children[index];
  if (node instanceof HTMLElement && node.tagName === tag && node.getAttribute('aria-label') === label) {
    node.focus({ preventScroll: true });
  }
}

/** Whether the first script shows its Order Now bar now: the app's takes its place without fading in again. */
export function isBarShownBeforeApp(): boolean {
  const first = firstTaps();
  return !!first && first.state !== 'stopped' && document.querySelector('[data-first-footer]') !== null;
}
