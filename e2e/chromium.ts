/**
 * The browser every journey runs in: the system Chromium, the flags it starts with and the phone it pretends to be.
 * Shared by the Playwright config and the fake-camera browser (fake-camera.ts), which starts its own Chromium.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The product is made for phones: every journey runs at 390×844. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;
