/**
 * How the journeys (and `npm run bench:scan`) run the app: our server from source, serving the production web build
 * (run `npm run build` first), on a fresh embedded database seeded with the demo, with simulated payments and sign-in
 * codes kept in the development SMS outbox.
 */
export const testServerCommand = ['npx', 'tsx', 'apps/server/src/main.ts'] as const;

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
    SMS_PROVIDER: 'console',
    // Every journey signs people in from this one machine: more than a venue's 20 codes per address in 10 minutes.
    SIGN_IN_LIMIT_PER_IP: '1000',
  };
}
