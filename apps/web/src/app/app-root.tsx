import { StrictMode } from 'react';
import { TakeoverDone } from '#web/lib/device-snapshot';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * The whole app under its router: the browser renders it in a BrowserRouter (main.tsx) and the server renders the menu
 * page with it in a StaticRouter (entry-server.tsx), so both draw the same tree and hydration matches (decision 074).
 */
export function AppRoot() {
  return (
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
      <TakeoverDone />
    </StrictMode>
  );
}
