import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { z } from 'zod';
import { AppRoutes } from './app/app-routes';
import { AppProviders } from './app/providers';

// Zod compiles fast validators with `new Function` when it may; under our CSP (no 'unsafe-eval') even its probe is
// reported as a violation, so the web app validates without it (the forms' schemas are small).
z.config({ jitless: true });

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
