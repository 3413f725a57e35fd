/**
 * The menu's first script (decision 074), an entry of its own with no imports, which the server names before the app's
 * entry in a server-rendered menu page: its Add buttons are in the HTML before the app's code has arrived and
 * hydrated them, and a tap on one then would do nothing. This keeps each such tap (the product's id, from the button's
 * `data-add`) until the page is hydrated; the menu page then takes them (features/menu/captured-taps.ts), stops this
 * listener and adds each product once, so nobody has to tap twice. No inline script: the CSP stays `script-src 'self'`.
 */
const taps: string[] = [];
function keepTap(event: Event) {
  const button = (event.target as Element).closest?.<HTMLButtonElement>('button[data-add]:enabled');
  if (!button) return;
  // Ours alone: React, listening on the page's root once hydration has begun, would add it too (decision 074).
  event.preventDefault();
  event.stopImmediatePropagation();
  taps.push(button.dataset.add as string);
}
addEventListener('click', keepTap, true);
// Read by features/menu/captured-taps.ts.
Object.assign(window, {
  __qlTaps: {
    stop() {
      removeEventListener('click', keepTap, true);
      return taps.splice(0);
    },
  },
});
