import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The location and vendor the web-page plugin tests render (page-data, server-render, arrival-notice, web): the demo's Main
 * Bar as the public reads answer it, declared once.
 */
export const pageLocation = {
  vendorLocationId: 'AD708',
  vendorId: 'demo-bar',
  description: 'Main Bar',
  showSplashAds: null,
  displayOrder: 10,
};

export const pageVendor = {
  vendorId: 'demo-bar',
  name: 'Demo Bar',
  guestlistEnabled: false,
  addressLine1: '1111 S Figueroa St',
  addressLine2: null,
  city: 'Los Angeles',
  state: 'CA',
  zip: '90015',
  timeZone: 'America/Los_Angeles',
};

/** The services the web-page plugin reads, answering `pageLocation`, `pageVendor` and a menu of `products`. */
export function pageServices(products: unknown[]) {
  return {
    vendorLocations: { getLocation: async () => pageLocation },
    vendors: { getVendor: async () => pageVendor },
    inventory: {
      getMenu: async () => ({ body: Buffer.from(JSON.stringify({ items: products })), etag: '"x"' }),
    },
    tax: { name: 'location-rate', calculate: async () => ({ taxAmountExclusiveCents: 0 }) },
    paymentsService: { getConfig: () => ({ provider: 'simulated', publishableKey: null }) },
  };
}

/**
 * A web build in `root` as the web-page plugin reads it: `dist/index.html`, a manifest naming the app's entry and the
 * menu's first script (`assets/tap-capture-b.js`), the server render, and any `assets` files. Answers the dist folder.
 */
export function writeWebBuild(
  root: string,
  { index, entryServer, assets = {} }: { index: string; entryServer: string; assets?: Record<string, string> },
): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), index);
  for (const [name, text] of Object.entries(assets)) writeFileSync(join(dist, 'assets', name), text);
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true },
      'src/tap-capture.ts': { file: 'assets/tap-capture-b.js', isEntry: true },
    }),
  );
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), entryServer);
  return dist;
}
