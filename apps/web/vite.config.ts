import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * Whether a module id is one of these files (or under one of these folders): the web app's as `src/…`, the contracts
 * package's as `packages/contracts/…`.
 */
const isOneOf = (modules: string[]) => {
  // A file renamed or moved would silently fall out of its chunk (back to a request of its own): the build stops.
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const missing = modules.filter(
    (module) => !existsSync(join(root, module.startsWith('packages/') ? module : `apps/web/${module}`)),
  );
  if (missing.length > 0) throw new Error(`vite.config.ts names files that are not there: ${missing.join(', ')}`);
  return (id: string) => {
    const path = id.replaceAll('\\', '/');
    return modules.some((module) =>
      path.includes(module.startsWith('packages/') ? `/${module}` : `/apps/web/${module}`),
    );
  };
};

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

/**
 * The review's and checkout's code and what only the way to payment uses: one chunk, asked for as the first item lands
 * in the cart (app/ordering-pages.ts). As some twenty separate files they took four waves of round trips on a phone's
 * six connections (issue 16, decision 017); as three (this, the card's and the shared pieces) they take one. The status
 * page keeps its own chunk (with the QR code's drawing), fetched on Pay.
 */
const orderPagesModules = [
  'src/routes/location/order/review.tsx',
  'src/routes/location/order/checkout.tsx',
  'src/features/cart/components/review-line-card.tsx',
  'src/features/orders/api/calculate-tax.ts',
  'src/features/orders/api/get-order.ts',
  'src/features/orders/api/create-order.ts',
  'src/features/orders/api/update-order.ts',
  'src/features/orders/api/mark-order-paid.ts',
  'src/features/orders/prepared-order.ts',
  'src/features/orders/stored-order.ts',
  'src/features/orders/create-key.ts',
  'src/features/orders/submit-order.ts',
  'src/features/orders/checkout-checks.ts',
  'src/features/orders/paid-order.ts',
  'src/features/orders/terms-agreement.ts',
  'src/features/orders/use-checkout.ts',
  'src/features/orders/components/checkout-agreements.tsx',
  'src/features/orders/components/tip-selector.tsx',
  'src/features/orders/components/order-summary.tsx',
  'src/features/payments/components/wallet-button.tsx',
  'src/features/payments/components/simulated-payment.tsx',
];

/** The simulated provider's card form and its checks, which checkout and the membership's payment both show. */
const cardPaymentModules = [
  'src/features/payments/api/get-payment-config.ts',
  'src/features/payments/api/confirm-simulated-payment.ts',
  'src/features/payments/card-check.ts',
  'src/features/payments/card-input.ts',
  'src/features/payments/components/card-form.tsx',
];

/**
 * Small pieces most later pages use (a form field, the page's title bar, the areas' paths, an amount's row, paging,
 * the deposit rule, the order and payment messages): one shared chunk of a few kB rather than a request each on every
 * page that needs three of them. None of them is on the menu's first load.
 */
const sharedUiModules = [
  'src/components/ui/field.tsx',
  'src/components/ui/input.tsx',
  'src/components/layout/page-title-bar.tsx',
  'src/components/ui/amount-row.tsx',
  'src/lib/area-paths.ts',
  'src/lib/use-more-pages.ts',
  'src/lib/deposits.ts',
  'packages/contracts/src/deposits.ts',
  'src/features/orders/api/get-my-orders.ts',
  'src/features/orders/order-messages.ts',
  'src/features/payments/payment-panel.ts',
];

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
const isChromeModule = (id: string) => id.includes('vite/preload-helper') || isOneOf(chromeModules)(id);

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
            { name: 'ordering', test: isOneOf(orderingModules), includeDependenciesRecursively: false },
            // The page chrome every customer page shows (header, account link, spinner) and the ordering pages'
            // loaders: one chunk, not several tiny ones (fewer requests on a phone network, less gzip overhead;
            // decision 017).
            { name: 'chrome', test: isChromeModule },
            // Only the files named: their dependencies stay where they are (not pulled in after them).
            { name: 'order-pages', test: isOneOf(orderPagesModules), includeDependenciesRecursively: false },
            { name: 'card-payment', test: isOneOf(cardPaymentModules), includeDependenciesRecursively: false },
            { name: 'shared-ui', test: isOneOf(sharedUiModules), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
