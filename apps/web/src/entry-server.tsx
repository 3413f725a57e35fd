/**
 * The server's render of the menu page (decision 074): the same app the browser runs (app/app-root.tsx), in a
 * StaticRouter, with the page's data as the browser will read it from the HTML's data island (lib/page-data.ts), so
 * the browser hydrates what the server drew. Built with `vite build --ssr` into apps/web/dist-ssr (everything bundled,
 * React included: the server image carries no web dependencies) and loaded by apps/server/src/plugins/page-data.ts.
 */
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoot } from '#web/app/app-root';
import { AuthProvider } from '#web/features/identity/components/auth-provider';
import { ServerNotice } from '#web/features/menu/components/server-notice';
import { buildMenu } from '#web/features/menu/menu';
import { SPLASH_ADS_NEFT } from '#web/lib/constants';
import { activateLoaded } from '#web/lib/i18n/catalogues';
import type { Locale } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';
import { type PageData, withPageData } from '#web/lib/page-data';
import { createQueryClient } from '#web/lib/query-client';
import { messages as spanish } from '#web/locales/order.es';
import { FirstTemplates } from '#web/routes/location/first-templates';
import { OrderingNotice } from '#web/routes/location/location';
import { LocationPage } from '#web/routes/location/ordering-pages';

export type { PageData };

/** In the customer's language (decision 095): rendering is synchronous, so the shared instance is this page's alone. */
function activate(locale: Locale): void {
  activateLoaded(locale === 'es' ? 'es' : 'en', locale === 'es' ? spanish : {});
}

/** Loads the page's lazily loaded parts, so a render never waits for (suspends on) their code. Call once at start. */
export async function prepareMenuPage(): Promise<void> {
  await Promise.all([LocationPage.preload(), OrderingNotice.preload()]);
}

/**
 * The HTML inside `#root` for a menu page's URL, rendered from its data in `locale`. Throws when the page could not be drawn whole
 * (a part suspended: its code was not loaded), so the server serves the browser-rendered page instead.
 */
export function renderMenuPage(url: string, data: PageData, locale: Locale = 'en'): string {
  activate(locale);
  const html = withPageData(data, () =>
    renderToString(
      <StaticRouter location={url}>
        <AppRoot />
      </StaticRouter>,
    ),
  );
  // React marks a boundary it could not render on the server with `<!--$!-->` and leaves it to the browser.
  if (html.includes('<!--$!-->')) throw new Error(`The menu page at ${url} suspended on the server.`);
  return html;
}

/**
 * The 21+ notice for a menu the app would greet with it (decision 083, amended for issue 45): its HTML, open, in
 * `locale`, for the server to put after `#root` when this browser has not seen it this session; null when the menu has
 * no alcohol, or when the location's splash video comes first (the app shows the notice after it, as before).
 */
export function renderArrivalNotice(data: PageData, locale: Locale = 'en'): string | null {
  const location = data.location.items[0];
  if (location?.showSplashAds === SPLASH_ADS_NEFT) return null;
  if (!buildMenu(data.products.items).some((section) => section.id === 'alcoholic')) return null;
  activate(locale);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ServerNotice />
    </I18nProvider>,
  );
}

/**
 * The `<template>`s the menu's first script draws from before the app arrives (routes/location/first-templates.tsx,
 * decision 098), for after `#root`: the real components in `locale`, under the providers they read.
 */
export function renderFirstTemplates(url: string, data: PageData, locale: Locale = 'en'): string {
  activate(locale);
  return withPageData(data, () =>
    renderToString(
      <StaticRouter location={url}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={createQueryClient()}>
            <AuthProvider>
              <FirstTemplates vendorLocationId={data.vendorLocationId} products={data.products.items} />
            </AuthProvider>
          </QueryClientProvider>
        </I18nProvider>
      </StaticRouter>,
    ),
  );
}
