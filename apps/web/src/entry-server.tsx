/**
 * The server's render of the menu page (decision 074): the same app the browser runs (app/app-root.tsx), in a
 * StaticRouter, with the page's data as the browser will read it from the HTML's data island (lib/page-data.ts), so
 * the browser hydrates what the server drew. Built with `vite build --ssr` into apps/web/dist-ssr (everything bundled,
 * React included: the server image carries no web dependencies) and loaded by apps/server/src/plugins/page-data.ts.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoot } from '#web/app/app-root';
import { activateLoaded } from '#web/lib/i18n/catalogues';
import type { Locale } from '#web/lib/i18n/language';
import { type PageData, withPageData } from '#web/lib/page-data';
import { messages as spanish } from '#web/locales/order.es';
import { OrderingNotice } from '#web/routes/location/location';
import { LocationPage } from '#web/routes/location/ordering-pages';

export type { PageData };

/** Loads the page's lazily loaded parts, so a render never waits for (suspends on) their code. Call once at start. */
export async function prepareMenuPage(): Promise<void> {
  await Promise.all([LocationPage.preload(), OrderingNotice.preload()]);
}

/**
 * The HTML inside `#root` for a menu page's URL, rendered from its data in `locale`. Throws when the page could not be drawn whole
 * (a part suspended: its code was not loaded), so the server serves the browser-rendered page instead.
 */
export function renderMenuPage(url: string, data: PageData, locale: Locale = 'en'): string {
  // In the customer's language (decision 095): rendering is synchronous, so the shared instance is this page's alone.
  activateLoaded(locale === 'es' ? 'es' : 'en', locale === 'es' ? spanish : {});
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
