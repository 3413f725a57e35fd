import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * API paths, the same set the server keeps away from the web app (apps/server/src/plugins/web.ts), with the same
 * boundary so a future page such as /developers is not mistaken for /dev.
 */
const apiPath = '^/([a-z-]+-service/v\\d+|dev|healthz|readyz|openapi\\.json|docs)(/|$|\\?)';
const apiTarget = 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 3000,
    proxy: {
      [apiPath]: { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs, in one well-named chunk (zod, react-hook-form and libphonenumber stay with
        // the sign-in pages that use them).
        advancedChunks: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
});
