import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { AppProviders } from './app/providers';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);

// The service worker (decision 012): production builds only, once the page has loaded and the browser is idle.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    const register = () => void import('./lib/service-worker').then((module) => module.registerServiceWorker());
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 1_000);
  });
}
