import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isAllowedHostEntry, parseAllowedHosts } from './modules/links/redirect-target.js';
import type { S3MediaConfig } from './providers/media-storage/s3-media-storage.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The repository's root (this file is apps/server/src/config.ts): `npm start`'s data lives in its `data/`. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A yes/no setting: `true`/`1` or `false`/`0` (any case), unset or empty for the default. Anything else
 * (`yes`, `on`, a typo) stops the start with a message naming the variable, instead of meaning false.
 */
const booleanSetting = () =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const word = String(v).trim().toLowerCase();
    if (word === 'true' || word === '1') return true;
    if (word === 'false' || word === '0') return false;
    return v;
  }, z.boolean({ error: (issue) => `must be true or false (or 1 / 0), not "${String(issue.input)}"` }).optional());

/** proxy-addr's names for address ranges (loopback 127.0.0.1/8 and ::1; linklocal; uniquelocal: 10/8, 172.16/12, 192.168/16, fc00::/7). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One entry of TRUST_PROXY: an address, an address/prefix, or one of proxy-addr's range names. */
export function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * The proxies whose `X-Forwarded-For` the server believes (decision 067): `false` (the default) or the proxies'
 * addresses. The client's address is then the right-most hop that is not one of them, so a header the client wrote
 * itself is never taken. `true` (trust whoever connects, and the left-most entry, which the client chooses) is
 * refused with a message naming the variable.
 */
const trustProxySetting = () =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : String(v).trim()),
    z
      .string()
      .transform((value, context) => {
        const word = value.toLowerCase();
        if (word === 'false' || word === '0') return false as const;
        if (word === 'true' || word === '1') {
          context.addIssue({
            code: 'custom',
            message:
              'must name the proxies\' addresses (127.0.0.1,10.0.0.0/8, or loopback,uniquelocal), not "true": with true a client chooses its own address by writing X-Forwarded-For',
          });
          return z.NEVER;
        }
        const entries = value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean);
        if (entries.length === 0 || !entries.every(isTrustedProxyEntry)) {
          context.addIssue({
            code: 'custom',
            message: `must be false or a comma-separated list of proxy addresses, address/prefix ranges or loopback, linklocal, uniquelocal, not "${value}"`,
          });
          return z.NEVER;
        }
        return entries;
      })
      .optional(),
  );

/** Every setting the server reads, documented in README.md. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    DATABASE_LISTEN_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    SIGN_IN_LIMIT_PER_IP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(20)),
    ORDER_LIMIT_PER_PERSON: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(20)),
    ORDER_LIMIT_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(600)),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    TOKEN_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    PUBLIC_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['console', 'twilio']).optional()),
    ALLOW_CONSOLE_SMS: booleanSetting(),
    SMS_ALLOWED_COUNTRIES: z
      .string()
      .default('US')
      .transform((value) =>
        value
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      )
      .refine(
        (codes) => codes.length > 0 && codes.every((code) => /^[A-Z]{2}$/.test(code)),
        'must be a comma-separated list of two-letter country codes (US,CA)',
      ),
    SMS_MAX_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1000)),
    EMBEDDED_DATABASE: booleanSetting(),
    TWILIO_ACCOUNT_SID: z.preprocess(emptyToUndefined, z.string().optional()),
    TWILIO_AUTH_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
    TWILIO_FROM_NUMBER: z.preprocess(emptyToUndefined, z.string().optional()),
    TWILIO_API_BASE_URL: z.url().default('https://api.twilio.com'),
    PAYMENTS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['simulated', 'stripe']).optional()),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
        .optional(),
    ),
    STRIPE_API_BASE_URL: z.url().default('https://api.stripe.com'),
    /** The Connect endpoint's own signing secret (decision 091): vendors paid into their own accounts. */
    STRIPE_CONNECT_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
        .optional(),
    ),
    /** The platform's Connect client id (decision 091): vendors with a Stripe account connect it through OAuth. */
    STRIPE_CONNECT_CLIENT_ID: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^ca_/, 'must be a Stripe Connect client id (ca_…)').optional(),
    ),
    TRUST_PROXY: trustProxySetting(),
    DEV_SMS_OUTBOX_REMOTE: booleanSetting(),
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(32, 'must be at least 32 characters (a random secret the Prometheus scraper sends as a bearer token)')
        .max(256)
        .optional(),
    ),
    // OpenTelemetry traces (decision 076): off unless an OTLP/HTTP endpoint is named.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^https?$/,
          error: 'must be the http(s) address of an OTLP/HTTP collector (http://host:4318)',
        })
        .refine((value) => !/[?#]/.test(value), 'must be an address without a query or fragment')
        .optional(),
    ),
    OTEL_SERVICE_NAME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(100)
        .regex(/^[\w.-]+$/, 'must be a name of letters, digits, dots, dashes and underscores')
        .default('queueless'),
    ),
    OTEL_TRACES_SAMPLER_ARG: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number from 0 to 1 (the share of traces kept)' })
        .min(0, 'must be a number from 0 to 1 (the share of traces kept)')
        .max(1, 'must be a number from 0 to 1 (the share of traces kept)')
        .default(1),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    GOOGLE_MAPS_API_KEY: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
    PLACES_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['builtin', 'google', 'photon']).optional()),
    PHOTON_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://photon.komoot.io'),
    SEED_DEMO: booleanSetting(),
    // Public pages and links
    REDIRECT_ALLOWED_HOSTS: z
      .string()
      .default('')
      .refine(
        (value) => parseAllowedHosts(value).every(isAllowedHostEntry),
        'must be a comma-separated list of host names (".example.com" also allows its subdomains) or origins (http://host:port)',
      ),
    LEAD_WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    // Vendors' webhooks may go to private, loopback and link-local addresses (on-premises receivers, tests)
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: booleanSetting(),
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    // Product photos: files under DATA_DIR unless an S3-compatible bucket is named
    MEDIA_S3_BUCKET: z.preprocess(emptyToUndefined, z.string().max(255).optional()),
    MEDIA_S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    MEDIA_S3_REGION: z.preprocess(emptyToUndefined, z.string().max(64).default('us-east-1')),
    MEDIA_S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().max(256).optional()),
    MEDIA_S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().max(256).optional()),
    MEDIA_S3_FORCE_PATH_STYLE: booleanSetting(),
    MEDIA_PUBLIC_BASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/ })
        .refine((value) => !/[?#]/.test(value), 'must be an address without a query or fragment')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const isProduction = env.NODE_ENV === 'production';
    if (isProduction && !env.SMS_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'is required in production: twilio (with its credentials)',
      });
    }
    if (isProduction && env.SMS_PROVIDER === 'console' && !env.ALLOW_CONSOLE_SMS) {
      // The console provider keeps every sign-in code where the operator can read it: a staging install asks for it
      // by name, a production one never gets it by accident.
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'console sends no SMS and is refused in production; use twilio, or set ALLOW_CONSOLE_SMS=true on a staging install',
      });
    }
    if (isProduction && !env.DATABASE_URL && !env.EMBEDDED_DATABASE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required in production (PostgreSQL); a single-box install that wants the embedded database sets EMBEDDED_DATABASE=true',
      });
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
    if (paymentsProviderOf(env) === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required for Stripe payments' });
      }
    }
    if (env.NODE_ENV === 'production' && !env.PAYMENTS_PROVIDER) {
      // A production server names its payments: it never falls back to pretend payments by accident, and
      // never takes real ones because a key was left in its environment.
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'is required in production: stripe (with its keys), or simulated to take no real money',
      });
    }
    if (env.PLACES_PROVIDER === 'google' && !env.GOOGLE_MAPS_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_MAPS_API_KEY'],
        message: 'is required when PLACES_PROVIDER=google',
      });
    }
    if (env.MEDIA_S3_BUCKET && !env.MEDIA_PUBLIC_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_PUBLIC_BASE_URL'],
        message: "is required with MEDIA_S3_BUCKET: the address browsers read the bucket's photos from (a CDN)",
      });
    }
    for (const key of ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const) {
      if (env[key] && !env.MEDIA_S3_BUCKET) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is only used with MEDIA_S3_BUCKET, which is not set' });
      }
    }
    if (!env.MEDIA_S3_ACCESS_KEY_ID !== !env.MEDIA_S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.MEDIA_S3_ACCESS_KEY_ID ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID'],
        message:
          "MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together (or neither, for the SDK's own credentials)",
      });
    }
    if (env.NODE_ENV === 'production' && !env.TOKEN_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOKEN_SECRET'],
        message: 'is required in production (at least 32 characters, the same on every API process)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Stripe when asked for, or when its secret key is set and no provider is named; else simulated. */
function paymentsProviderOf(env: Pick<Env, 'PAYMENTS_PROVIDER' | 'STRIPE_SECRET_KEY'>): 'simulated' | 'stripe' {
  return env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'simulated');
}

function placesOf(env: Env): Config['places'] {
  const provider = env.PLACES_PROVIDER ?? (env.GOOGLE_MAPS_API_KEY ? 'google' : 'builtin');
  if (provider === 'photon') return { provider, apiBaseUrl: env.PHOTON_API_BASE_URL.replace(/\/$/, '') };
  return { provider };
}

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  database:
    | {
        kind: 'postgres';
        url: string;
        poolSize: number;
        /** Where the one LISTEN connection goes when not `url` (a PgBouncer in transaction mode cannot LISTEN). */
        listenUrl?: string;
      }
    | { kind: 'pglite'; dataDir: string | null };
  dataDir: string;
  tokenSecret: string;
  publicBaseUrl: string;
  /** Whether PUBLIC_BASE_URL was set (else publicBaseUrl is this machine's localhost, useless on a printed poster). */
  isPublicBaseUrlSet: boolean;
  /**
   * `allowedCountries`: where texts may go; `maxPerHour`: every text of the install in an hour; `logCodes` (console):
   * the code is written to the log too (never in production: codes and tokens are not logged).
   */
  sms: { allowedCountries: string[]; maxPerHour: number } & (
    | { provider: 'console'; logCodes: boolean }
    | { provider: 'twilio'; accountSid: string; authToken: string; fromNumber: string; apiBaseUrl: string }
  );
  payments:
    | { provider: 'simulated' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        /** Without it the Connect endpoint refuses every delivery (decision 091). */
        connectWebhookSecret?: string;
        /** Without it a vendor cannot connect an existing (Standard) account through OAuth. */
        connectClientId?: string;
        apiBaseUrl: string;
      };
  /** false, or the proxies whose X-Forwarded-For is believed (Fastify's trustProxy list; decision 067). */
  trustProxy: false | string[];
  /** Sign-in codes one address may ask for in 10 minutes (three times as many tries to enter one). */
  signInLimitPerIp: number;
  /** Orders one person, and one address, may create in 10 minutes (three times as many re-pricings). */
  orderLimits: { perPerson: number; perAddress: number };
  /** Whether the development SMS outbox answers other machines than this one (never in production). */
  devSmsOutboxRemote: boolean;
  /** The bearer token GET /metrics asks for; null: /metrics is not served (decision 065). */
  metricsToken: string | null;
  /** OpenTelemetry traces (decision 076); null: off, nothing of OpenTelemetry is loaded. */
  tracing: TracingConfig | null;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | null;
  seedDemo: boolean;
  /**
   * The guest-list form's address search: Google Places in the browser (its browser key), Photon (OpenStreetMap,
   * self-hostable) through the server, or the built-in offline ZIP gazetteer. Google when its key is set and none is
   * named, else built-in.
   */
  places: { provider: 'builtin' } | { provider: 'google' } | { provider: 'photon'; apiBaseUrl: string };
  /** Browser key for Google Places in the guest-list form; null unless Google is the places provider. */
  googleMapsApiKey: string | null;
  /** Hosts short links and wristbands may send visitors to, besides our own pages and host. */
  redirectAllowedHosts: string[];
  leadWebhookUrl: string | null;
  /** Vendors' webhooks may be sent to private, loopback and link-local addresses (decision 089). */
  webhookAllowPrivateAddresses: boolean;
  supportEmail: string | null;
  media: MediaConfig;
};

/**
 * Where product photos are kept and read from. `publicBaseUrl` prefixes every photo's URL ('/media' on our own
 * origin by default); `publicOrigin` is its origin when it is another host (the CSP's img-src allows it), else null.
 */
export type MediaConfig = {
  storage: { kind: 'local'; root: string } | ({ kind: 's3' } & Omit<S3MediaConfig, 'publicBaseUrl'>);
  publicBaseUrl: string;
  publicOrigin: string | null;
};

/**
 * Where traces go: the OTLP/HTTP exporter posts to `${endpoint}/v1/traces` (the standard base-address rule);
 * `sampleRatio` of new traces are kept (a caller's sampled flag is followed).
 */
export type TracingConfig = { endpoint: string; serviceName: string; sampleRatio: number };

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // A relative DATA_DIR is read from where the command was typed (npm runs workspace scripts in their own
  // folder, and says where it was started in INIT_CWD); unset, it is the repository's data/ folder.
  const dataDir = env.DATA_DIR ? resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR) : join(repoRoot, 'data');
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          listenUrl: env.DATABASE_LISTEN_URL ?? env.DATABASE_URL,
        }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    dataDir,
    tokenSecret: env.TOKEN_SECRET ?? readOrCreateSecret(dataDir),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    isPublicBaseUrlSet: env.PUBLIC_BASE_URL !== undefined,
    sms:
      env.SMS_PROVIDER === 'twilio'
        ? {
            allowedCountries: env.SMS_ALLOWED_COUNTRIES,
            maxPerHour: env.SMS_MAX_PER_HOUR,
            provider: 'twilio',
            accountSid: env.TWILIO_ACCOUNT_SID ?? '',
            authToken: env.TWILIO_AUTH_TOKEN ?? '',
            fromNumber: env.TWILIO_FROM_NUMBER ?? '',
            apiBaseUrl: env.TWILIO_API_BASE_URL.replace(/\/$/, ''),
          }
        : {
            allowedCountries: env.SMS_ALLOWED_COUNTRIES,
            maxPerHour: env.SMS_MAX_PER_HOUR,
            provider: 'console',
            logCodes: !isProduction,
          },
    payments:
      paymentsProviderOf(env) === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
            ...(env.STRIPE_CONNECT_WEBHOOK_SECRET ? { connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET } : {}),
            ...(env.STRIPE_CONNECT_CLIENT_ID ? { connectClientId: env.STRIPE_CONNECT_CLIENT_ID } : {}),
            apiBaseUrl: env.STRIPE_API_BASE_URL.replace(/\/$/, ''),
          }
        : { provider: 'simulated' },
    trustProxy: env.TRUST_PROXY ?? false,
    signInLimitPerIp: env.SIGN_IN_LIMIT_PER_IP,
    orderLimits: { perPerson: env.ORDER_LIMIT_PER_PERSON, perAddress: env.ORDER_LIMIT_PER_ADDRESS },
    devSmsOutboxRemote: env.DEV_SMS_OUTBOX_REMOTE ?? false,
    metricsToken: env.METRICS_TOKEN ?? null,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''),
          serviceName: env.OTEL_SERVICE_NAME,
          sampleRatio: env.OTEL_TRACES_SAMPLER_ARG,
        }
      : null,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ?? null,
    // The demo (its venues and their demo SUPER_ADMIN phones) is written only where asked for, never by default in production.
    seedDemo: env.SEED_DEMO ?? (!isProduction && !env.DATABASE_URL),
    places: placesOf(env),
    googleMapsApiKey: placesOf(env).provider === 'google' ? (env.GOOGLE_MAPS_API_KEY ?? null) : null,
    redirectAllowedHosts: parseAllowedHosts(env.REDIRECT_ALLOWED_HOSTS),
    leadWebhookUrl: env.LEAD_WEBHOOK_URL ?? null,
    webhookAllowPrivateAddresses: env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? false,
    supportEmail: env.SUPPORT_EMAIL ?? null,
    media: mediaConfigOf(env, dataDir),
  };
}

function mediaConfigOf(env: Env, dataDir: string): MediaConfig {
  const publicBaseUrl = (env.MEDIA_PUBLIC_BASE_URL ?? '/media').replace(/\/+$/, '');
  return {
    storage: env.MEDIA_S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.MEDIA_S3_BUCKET,
          endpoint: env.MEDIA_S3_ENDPOINT ?? null,
          region: env.MEDIA_S3_REGION,
          accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE ?? Boolean(env.MEDIA_S3_ENDPOINT),
        }
      : { kind: 'local', root: join(dataDir, 'media') },
    publicBaseUrl,
    publicOrigin: env.MEDIA_PUBLIC_BASE_URL ? new URL(env.MEDIA_PUBLIC_BASE_URL).origin : null,
  };
}

/** The signing secret is generated once and kept in the data directory so restarts keep sessions. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
