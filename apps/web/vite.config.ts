import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * API paths, the same set the server keeps away from the web app (apps/server/src/plugins/web.ts), with the same
 * boundary so a future page such as /developers is not mistaken for /dev.
 */
const apiPath = '^/([a-z-]+-service/v\\d+|dev|healthz|readyz|openapi\\.json|docs)(/|$|\\?)';
const apiTarget = 'http://localhost:3001';

/**
 * What the menu page and the ordering pages after it share (cart, menu logic, money, the location, vendor and
 * product reads), as one chunk rather than a handful of tiny ones: fewer requests on a bad network and less
 * first-load JavaScript. The modals, review, checkout and status pages keep their own chunks.
 */
const orderingModules = [
  'src/features/cart/cart.ts',
  'src/features/cart/cart-store.ts',
  'src/features/cart/use-cart.ts',
  'src/features/cart/cart-lines.ts',
  'src/features/menu/menu.ts',
  'src/features/menu/default-variant.ts',
  'src/features/menu/last-location.ts',
  'src/features/menu/session-flags.ts',
  'src/features/menu/api/',
  'src/features/menu/components/product-card.tsx',
  'src/features/menu/components/menu-section.tsx',
  'src/features/vendor-locations/api/',
  'src/features/vendors/api/',
  'src/lib/money.ts',
  'src/lib/browser-storage.ts',
  'src/lib/page-data.ts',
  'src/components/ui/product-image.tsx',
  'src/components/ui/quantity-stepper.tsx',
];
const isOrderingModule = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return orderingModules.some((module) => path.includes(`/apps/web/${module}`));
};

const chromeModules = [
  'src/components/layout/site-header.tsx',
  'src/components/ui/spinner.tsx',
  'src/features/auth/components/account-link.tsx',
  // The loaders of an order's pages and of the menu's on-demand parts, which render them at once when their code is
  // here (lib/lazy-page.tsx), with Vite's preload helper they call: one place, not a tiny chunk each.
  'src/lib/lazy-page.tsx',
  'src/app/ordering-pages.ts',
  'src/app/app-routes.tsx',
  'src/features/menu/menu-parts.ts',
];
const isChromeModule = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return path.includes('vite/preload-helper') || chromeModules.some((module) => path.includes(`/apps/web/${module}`));
};

/**
 * React Router 7's package exports only its development build (remix-run/react-router#12532, #14102: "intended to be
 * temporary"), so a production bundle carried its dev warnings and checks, which run on every navigation. Production
 * builds take its production build instead (same API, same version); the dev server and the tests keep the exported
 * one. The build stops if an upgrade moves the file, rather than shipping the development build unnoticed.
 */
function reactRouterProductionBuild(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');
  if (production === development || !existsSync(production)) {
    throw new Error(`react-router's production build was not found next to ${development}.`);
  }
  return production;
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : [],
  },
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (src/sw.ts, decision 017): Workbox bundled into /sw.js, nothing from a CDN. It precaches
    // only the app shell; code, pictures and the menu are kept as they are used (src/lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['index.html'] },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 3000,
    proxy: {
      [apiPath]: { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The server reads it to preload a location page's chunks in its first HTML response (plugins/page-data.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs, in one well-named chunk (zod, react-hook-form and libphonenumber stay with
        // the sign-in pages that use them).
        advancedChunks: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            { name: 'ordering', test: isOrderingModule, includeDependenciesRecursively: false },
            // The page chrome every customer page shows (header, account link, spinner) and the ordering pages'
            // loaders: one chunk, not several tiny ones (fewer requests on a phone network, less gzip overhead;
            // decision 017).
            { name: 'chrome', test: isChromeModule },
          ],
        },
      },
    },
  },
}));
