import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, phone } from './chromium.js';
import { journeyServerCommand, journeyServerEnv } from './test-server.js';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
if (!existsSync(chromiumPath)) {
  // Never skip silently: the journeys are part of `npm test`.
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}
// A fresh embedded database for every run: the same path `npm start` takes on a new machine. The run that made it
// removes it, and the sign-ins kept beside it, when it ends (about 66 MB a run were left in the temporary folder);
// the workers, which load this file too, find it in the environment and leave it alone, as does a run given one.
const isOwnDataDir = !process.env.E2E_DATA_DIR;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'queueless-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
if (isOwnDataDir) {
  process.once('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.sessions.json`, { force: true });
  });
}

export default defineConfig({
  testDir: './tests',
  // Each journey makes its own people and venue (fixtures.ts), so files run side by side; the demo's shared phones
  // are signed in by one worker at a time. Measured on the 2-core machine: 1 worker vs 2 in docs/decisions/048.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Waits follow conditions, so a longer ceiling costs a passing run nothing. It is sized for a loaded CI machine:
  // on 2026-11-29 CI ran the journeys about 4× slower than a quiet run (the camera's scan 55 s against 14.6 s) and a
  // staff page still booting after 10 s failed its wait, not the product.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]] : [['list']],
  outputDir: '../.test-results/e2e-artifacts',
  // The journeys' server's /metrics, scraped after the run into .test-results/e2e-metrics.txt.
  globalTeardown: './metrics-teardown.ts',
  use: {
    baseURL,
    ...phone,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: journeyServerCommand.join(' '),
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: journeyServerEnv({ port, dataDir }),
  },
});
