import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ALLOWED_HOST_PATTERN, parseAllowedHosts } from './modules/links/redirect-target.js';

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
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    TOKEN_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    PUBLIC_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['console', 'twilio']).optional()),
    ALLOW_CONSOLE_SMS: booleanSetting(),
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
    TRUST_PROXY: booleanSetting(),
    DEV_SMS_OUTBOX_REMOTE: booleanSetting(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    GOOGLE_MAPS_API_KEY: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
    SEED_DEMO: booleanSetting(),
    // Public pages and links
    REDIRECT_ALLOWED_HOSTS: z
      .string()
      .default('')
      .refine(
        (value) => parseAllowedHosts(value).every((host) => ALLOWED_HOST_PATTERN.test(host)),
        'must be a comma-separated list of host names (".example.com" also allows its subdomains)',
      ),
    LEAD_WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
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
  sms: /** `logCodes`: the code is written to the log too (never in production: codes and tokens are not logged). */
    | { provider: 'console'; logCodes: boolean }
    | { provider: 'twilio'; accountSid: string; authToken: string; fromNumber: string; apiBaseUrl: string };
  payments:
    | { provider: 'simulated' }
    | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiBaseUrl: string };
  trustProxy: boolean;
  /** Sign-in codes one address may ask for in 10 minutes (three times as many tries to enter one). */
  signInLimitPerIp: number;
  /** Whether the development SMS outbox answers other machines than this one (never in production). */
  devSmsOutboxRemote: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | null;
  seedDemo: boolean;
  /** Browser key for Google Places in the guest-list form; null: the built-in offline gazetteer. */
  googleMapsApiKey: string | null;
  /** Hosts short links and wristbands may send visitors to, besides our own pages and host. */
  redirectAllowedHosts: string[];
  leadWebhookUrl: string | null;
  supportEmail: string | null;
};

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
    sms:
      env.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            accountSid: env.TWILIO_ACCOUNT_SID ?? '',
            authToken: env.TWILIO_AUTH_TOKEN ?? '',
            fromNumber: env.TWILIO_FROM_NUMBER ?? '',
            apiBaseUrl: env.TWILIO_API_BASE_URL.replace(/\/$/, ''),
          }
        : { provider: 'console', logCodes: !isProduction },
    payments:
      paymentsProviderOf(env) === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
            apiBaseUrl: env.STRIPE_API_BASE_URL.replace(/\/$/, ''),
          }
        : { provider: 'simulated' },
    trustProxy: env.TRUST_PROXY ?? false,
    signInLimitPerIp: env.SIGN_IN_LIMIT_PER_IP,
    devSmsOutboxRemote: env.DEV_SMS_OUTBOX_REMOTE ?? false,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ?? null,
    // The demo (its venues and their demo SUPER_ADMIN phones) is written only where asked for, never by default in production.
    seedDemo: env.SEED_DEMO ?? (!isProduction && !env.DATABASE_URL),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    redirectAllowedHosts: [
      ...parseAllowedHosts(env.REDIRECT_ALLOWED_HOSTS),
      new URL(env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).hostname.toLowerCase(),
    ],
    leadWebhookUrl: env.LEAD_WEBHOOK_URL ?? null,
    supportEmail: env.SUPPORT_EMAIL ?? null,
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
