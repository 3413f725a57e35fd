/**
 * How the journeys (and `npm run bench:scan`) run the app: our server from source, serving the production web build
 * (run `npm run build` first), on a fresh embedded database seeded with the demo, with simulated payments and sign-in
 * codes kept in the development SMS outbox.
 */
export const testServerCommand = ['npx', 'tsx', 'apps/server/src/main.ts'] as const;

/** The bearer token /metrics asks for on the journeys' server (not a secret: a test value). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-for-the-journeys-server-only';

export function testServerEnv({ port, dataDir }: { port: number; dataDir: string }): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    PAYMENTS_PROVIDER: 'simulated',
    // The partner site the short-link journey leaves for (answered by the journey itself, never fetched).
    REDIRECT_ALLOWED_HOSTS: 'partner.example',
    SMS_PROVIDER: 'console',
    // Every journey signs people in from this one machine: more than a venue's 20 codes per address in 10 minutes.
    SIGN_IN_LIMIT_PER_IP: '1000',
    // Every journey's people are new numbers: more than the 40% of 1000 texts an hour codes to them may use (decision 085).
    SMS_MAX_PER_HOUR: '100000',
    // And every journey's orders come from this one address too, some of them by the demo's one customer.
    ORDER_LIMIT_PER_ADDRESS: '100000',
    ORDER_LIMIT_PER_PERSON: '1000',
    // After the journeys, e2e/metrics-teardown.ts scrapes /metrics (decision 065) into .test-results/.
    METRICS_TOKEN: E2E_METRICS_TOKEN,
  };
}

/**
 * The journeys' own server: the same boot as `npm start` (apps/server/src/start.ts) plus the fixture route that makes
 * a fresh venue per journey (apps/server/test/e2e-fixtures.ts), switched on by E2E_FIXTURES=true. The benchmarks keep
 * `testServerCommand`: they measure the product's server, without the seam.
 */
export const journeyServerCommand = ['npx', 'tsx', 'e2e/server.ts'] as const;

export function journeyServerEnv(options: { port: number; dataDir: string }): Record<string, string> {
  return { ...testServerEnv(options), E2E_FIXTURES: 'true' };
}
