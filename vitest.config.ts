import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUT_MS } from './apps/web/src/test/waits';

const hasWeb = existsSync('apps/web/vite.config.ts');

/**
 * Unit and API tests. API tests run on PGlite by default and on PostgreSQL when DATABASE_URL is set
 * (each test file gets its own fresh database). `SMOKE=1` narrows the run to the *.smoke.test.ts files.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include:
            process.env.SMOKE === '1'
              ? ['apps/server/**/*.smoke.test.ts']
              : ['apps/server/**/*.test.ts', 'packages/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      ...(hasWeb
        ? [
            {
              extends: './apps/web/vite.config.ts',
              test: {
                name: 'web',
                include: ['apps/web/src/**/*.test.{ts,tsx}'],
                environment: 'jsdom',
                // Waits follow their condition with a loaded machine's ceiling (apps/web/src/test/waits.ts).
                setupFiles: ['apps/web/src/test/setup.ts'],
                testTimeout: TEST_TIMEOUT_MS,
                hookTimeout: TEST_TIMEOUT_MS,
              },
            },
          ]
        : []),
    ],
  },
});
