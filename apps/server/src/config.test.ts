import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** A new empty data folder, removed after the file's tests. */
const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'queueless-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('defaults to port 3000, PGlite under DATA_DIR and the console SMS provider', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    expect(config.sms).toMatchObject({ provider: 'console', logCodes: true });
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('chooses the address search: built-in by default, Google with its key, Photon when named (decision 051)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).places).toEqual({ provider: 'builtin' });
    const google = loadConfig({ DATA_DIR: dataDir(), GOOGLE_MAPS_API_KEY: 'AIza-key' });
    expect(google.places).toEqual({ provider: 'google' });
    expect(google.googleMapsApiKey).toBe('AIza-key');
    const photon = loadConfig({ DATA_DIR: dataDir(), PLACES_PROVIDER: 'photon', GOOGLE_MAPS_API_KEY: 'AIza-key' });
    expect(photon.places).toEqual({ provider: 'photon', apiBaseUrl: 'https://photon.komoot.io' });
    expect(photon.googleMapsApiKey).toBeNull();
    const selfHosted = loadConfig({
      DATA_DIR: dataDir(),
      PLACES_PROVIDER: 'photon',
      PHOTON_API_BASE_URL: 'http://photon.internal:2322/',
    });
    expect(selfHosted.places).toEqual({ provider: 'photon', apiBaseUrl: 'http://photon.internal:2322' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PLACES_PROVIDER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PLACES_PROVIDER: 'mapquest' })).toThrow(/PLACES_PROVIDER/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/q', DATABASE_POOL_SIZE: '4' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/q',
      poolSize: 4,
      listenUrl: 'postgres://u@db:5432/q',
    });
    expect(config.seedDemo).toBe(false);
  });

  it('sends the LISTEN connection to DATABASE_LISTEN_URL when set (a session-mode pool behind PgBouncer)', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@pgbouncer:6432/q',
      DATABASE_LISTEN_URL: 'postgres://u@pgbouncer:6433/q',
    });
    expect(config.database).toMatchObject({
      url: 'postgres://u@pgbouncer:6432/q',
      listenUrl: 'postgres://u@pgbouncer:6433/q',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SMS_PROVIDER: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ NODE_ENV: 'production' }, 'TOKEN_SECRET'],
    [{ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) }, 'PAYMENTS_PROVIDER'],
    [
      {
        NODE_ENV: 'production',
        TOKEN_SECRET: 'x'.repeat(32),
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
      'PAYMENTS_PROVIDER: is required in production',
    ],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be false or a comma-separated list of proxy addresses'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: must name the proxies'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY: must name the proxies'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.local' }, 'TRUST_PROXY'],
    [{ SEED_DEMO: 'no' }, 'SEED_DEMO: must be true or false'],
    [{ DEV_SMS_OUTBOX_REMOTE: 'yes please' }, 'DEV_SMS_OUTBOX_REMOTE'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT: must be the http'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_SAMPLER_ARG: '1.5' }, 'OTEL_TRACES_SAMPLER_ARG'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_SAMPLER_ARG: 'half' }, 'OTEL_TRACES_SAMPLER_ARG'],
    [{ OTEL_SERVICE_NAME: 'queue less' }, 'OTEL_SERVICE_NAME'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(variable));
  });

  it('traces only when an OTLP endpoint is named (decision 076)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).tracing).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      }).tracing,
    ).toEqual({ endpoint: 'http://collector:4318', serviceName: 'queueless', sampleRatio: 0.25 });
  });

  it('reads yes/no settings as true/false or 1/0, in any case', () => {
    const on = loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: '1', DEV_SMS_OUTBOX_REMOTE: 'true' });
    expect([on.seedDemo, on.devSmsOutboxRemote]).toEqual([true, true]);
    const off = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false', SEED_DEMO: '0', DEV_SMS_OUTBOX_REMOTE: '' });
    expect([off.trustProxy, off.seedDemo, off.devSmsOutboxRemote]).toEqual([false, false, false]);
  });

  it('believes X-Forwarded-For only from the proxies it names (decision 067)', () => {
    const proxies = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: ' 10.0.0.20, 10.1.0.0/16,LOOPBACK,fd00::1 ' });
    expect(proxies.trustProxy).toEqual(['10.0.0.20', '10.1.0.0/16', 'loopback', 'fd00::1']);
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
  });

  it('keeps the embedded database in the repository’s data/ unless DATA_DIR says otherwise', () => {
    const repoRoot = join(import.meta.dirname, '../../..');
    expect(loadConfig({ TOKEN_SECRET: 'x'.repeat(32) }).dataDir).toBe(join(repoRoot, 'data'));
    // A relative DATA_DIR is read from where the command was typed (npm's INIT_CWD), not the workspace folder.
    expect(loadConfig({ TOKEN_SECRET: 'x'.repeat(32), DATA_DIR: 'here', INIT_CWD: '/srv/q' }).dataDir).toBe(
      '/srv/q/here',
    );
  });

  it('treats empty settings as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '',
      DATABASE_POOL_SIZE: '',
      DATABASE_URL: 'postgres://u@db/q',
    });
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ poolSize: 10 });
  });

  it('runs in production with simulated payments only when asked for by name', () => {
    const production = { ...productionBasics(), PAYMENTS_PROVIDER: 'simulated' };
    expect(loadConfig(production).payments).toEqual({ provider: 'simulated' });
  });

  it('generates the token secret once and keeps it in the data directory', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).tokenSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'token-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'token-secret')).mode & 0o077).toBe(0); // readable by its owner only
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).tokenSecret).not.toBe(first);
  });

  it('configures Twilio with its credentials', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM_NUMBER: '+12135550199',
    });
    expect(config.sms).toMatchObject({ provider: 'twilio', accountSid: 'AC1', apiBaseUrl: 'https://api.twilio.com' });
  });
});

/** A production environment that starts: PostgreSQL, Twilio, named payments, a secret. */
function productionBasics(): Record<string, string> {
  return {
    DATA_DIR: dataDir(),
    NODE_ENV: 'production',
    TOKEN_SECRET: 'x'.repeat(32),
    DATABASE_URL: 'postgres://u@db:5432/q',
    PAYMENTS_PROVIDER: 'simulated',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'tok',
    TWILIO_FROM_NUMBER: '+12135550199',
  };
}

describe('loadConfig: safe production defaults', () => {
  it('starts with PostgreSQL, Twilio and named payments, and writes no demo', () => {
    const config = loadConfig(productionBasics());
    expect(config.isProduction).toBe(true);
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    [{ SMS_PROVIDER: '' }, 'SMS_PROVIDER: is required in production'],
    [{ SMS_PROVIDER: 'console' }, 'SMS_PROVIDER: console sends no SMS and is refused in production'],
    [{ DATABASE_URL: '' }, 'DATABASE_URL: is required in production'],
  ])('refuses %o: %s', (change, message) => {
    expect(() => loadConfig({ ...productionBasics(), ...change })).toThrow(message);
  });

  it('takes the embedded database only when chosen, and even then writes no demo unless SEED_DEMO=true', () => {
    const embedded = { ...productionBasics(), DATABASE_URL: '', EMBEDDED_DATABASE: 'true' };
    expect(loadConfig(embedded).database).toMatchObject({ kind: 'pglite' });
    expect(loadConfig(embedded).seedDemo).toBe(false);
    expect(loadConfig({ ...embedded, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('takes the console SMS on a staging install that asks by name, and never logs its codes there', () => {
    const staging = { ...productionBasics(), SMS_PROVIDER: 'console', ALLOW_CONSOLE_SMS: 'true' };
    expect(loadConfig(staging).sms).toMatchObject({ provider: 'console', logCodes: false });
    expect(loadConfig({ DATA_DIR: dataDir() }).sms).toMatchObject({ provider: 'console', logCodes: true });
  });
});

describe('loadConfig: payments', () => {
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
  };

  it('simulates payments unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments).toEqual({ provider: 'simulated' });
  });

  it('uses Stripe when its keys are set, and simulates when asked to even then', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...stripeKeys }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiBaseUrl: 'https://api.stripe.com',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...stripeKeys, PAYMENTS_PROVIDER: 'simulated' }).payments).toEqual({
      provider: 'simulated',
    });
  });

  it.each([
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ ...stripeKeys, STRIPE_PUBLISHABLE_KEY: 'sk_test_swapped' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(variable));
  });
});

describe('loadConfig: product photos', () => {
  const s3 = {
    MEDIA_S3_BUCKET: 'photos',
    MEDIA_S3_ENDPOINT: 'https://s3.example.com',
    MEDIA_S3_ACCESS_KEY_ID: 'AKIA1',
    MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.com/photos/',
  };

  it('keeps photos under DATA_DIR/media, served from our own /media, by default', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).media).toEqual({
      storage: { kind: 'local', root: join(dir, 'media') },
      publicBaseUrl: '/media',
      publicOrigin: null,
    });
  });

  it('uses an S3-compatible bucket when one is named, read through its public base URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).media).toEqual({
      storage: {
        kind: 's3',
        bucket: 'photos',
        endpoint: 'https://s3.example.com',
        region: 'us-east-1',
        accessKeyId: 'AKIA1',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      publicBaseUrl: 'https://cdn.example.com/photos',
      publicOrigin: 'https://cdn.example.com',
    });
  });

  it.each([
    [{ MEDIA_S3_BUCKET: 'photos' }, 'MEDIA_PUBLIC_BASE_URL'],
    [{ MEDIA_S3_ENDPOINT: 'https://s3.example.com' }, 'MEDIA_S3_ENDPOINT'],
    [{ ...s3, MEDIA_S3_SECRET_ACCESS_KEY: '' }, 'MEDIA_S3_SECRET_ACCESS_KEY'],
    [{ ...s3, MEDIA_PUBLIC_BASE_URL: 'javascript:alert(1)' }, 'MEDIA_PUBLIC_BASE_URL'],
    [{ ...s3, MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.com/?x=1' }, 'MEDIA_PUBLIC_BASE_URL'],
    [{ ...s3, MEDIA_S3_FORCE_PATH_STYLE: 'yes' }, 'MEDIA_S3_FORCE_PATH_STYLE'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(variable));
  });
});
