/**
 * Says a quiet change out loud ("House Lager added", "Order A5A60F ready") through one polite live region, made on
 * first use and kept for the page's life (decision 083). The region is emptied first and filled a frame later, so the
 * same words twice are read twice.
 */
let region: HTMLElement | undefined;

export function announce(message: string) {
  if (!region) {
    region = document.createElement('p');
    region.setAttribute('aria-live', 'polite');
    region.className = 'sr-only';
    document.body.append(region);
  }
  const live = region;
  live.textContent = '';
  setTimeout(() => {
    live.textContent = message;
  }, 100);
}
