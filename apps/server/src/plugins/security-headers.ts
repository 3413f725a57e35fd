import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** Stripe.js, its frames and its API: allowed only while Stripe is the payment provider. */
const stripe = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** Google's Maps JavaScript API and Places: allowed only while a GOOGLE_MAPS_API_KEY is set (guest-list form). */
const googleMaps = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

/** The CSP sources (`'sha256-…'`) of a page's inline `<style>` elements. */
export function styleHashesOf(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The CSP sources of inline scripts: the menu's first script (decision 103), hashed from the code the server put in the
 * page, never from what the page holds, so a script that got into the HTML some other way stays refused.
 */
export function scriptHashesOf(codes: readonly string[]): string[] {
  return codes.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/**
 * The hashes of the inline `<style>` blocks of the built index.html (the first paint's background), so
 * styles need no 'unsafe-inline'. Read once at start, like the page itself.
 */
export function inlineStyleHashes(distDir: string | null): string[] {
  const file = distDir ? join(distDir, 'index.html') : null;
  if (!file || !existsSync(file)) return [];
  return styleHashesOf(readFileSync(file, 'utf8'));
}

/**
 * A policy (the header's text) that also allows these inline styles: the menu page's stylesheet, inlined per response
 * (page-data.ts, decision 100), is allowed by its hash on that response only, whichever build the server reads then.
 * With `directive` 'script-src', these inline scripts (decision 103).
 */
export function withStyleHashes(policy: string, hashes: string[], directive = 'style-src'): string {
  const directives = policy.split(';').map((part) => part.trim());
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive);
  const current = directives[index];
  if (current === undefined) return policy;
  const added = [...new Set(hashes)].filter((hash) => !current.split(/\s+/).includes(hash));
  directives[index] = [current, ...added].join(' ');
  return directives.join(';');
}

/**
 * The page's inline styles, and the inline scripts the server put in it (`scripts`, their code), allowed by their
 * hashes on this answer only (decisions 100 and 103).
 */
export function withInlineHashes(policy: string, html: string, scripts: readonly string[] = []): string {
  const withStyles = withStyleHashes(policy, styleHashesOf(html));
  return withStyleHashes(withStyles, scriptHashesOf(scripts.filter((code) => html.includes(code))), 'script-src');
}

/** The Content-Security-Policy of every page and answer (see docs/decisions/039-content-security-policy.md). */
export function contentSecurityPolicy(config: Config, styleHashes: string[]): Record<string, string[]> {
  const isStripe = config.payments.provider === 'stripe';
  const isHttps = config.publicBaseUrl.startsWith('https://');
  const maps = config.googleMapsApiKey ? googleMaps : { script: [], connect: [], img: [], font: [], style: [] };
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // The barcode-detector polyfill compiles its WebAssembly (ZXing): that needs 'wasm-unsafe-eval', not 'unsafe-eval'.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...(isStripe ? stripe.script : []), ...maps.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...styleHashes, ...maps.style],
    // Product photos come from our origin, or from the configured media host (a CDN in front of the bucket) only.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(config.media.publicOrigin ? [config.media.publicOrigin] : []),
      ...(isStripe ? stripe.img : []),
      ...maps.img,
    ],
    'font-src': ["'self'", ...maps.font],
    'connect-src': ["'self'", ...(isStripe ? stripe.connect : []), ...maps.connect],
    'frame-src': isStripe ? stripe.frame : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only over https: on a plain-http address (a phone on the venue's network) it would break every asset.
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Swagger UI (`/docs`) sets inline style attributes and shows data: images; only its own pages get this. */
const docsPolicy: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer, by @fastify/helmet: the CSP above, nosniff, a strict referrer policy,
 * no framing (frame-ancestors and X-Frame-Options), HSTS only when the public address is https.
 * Call before the routes are registered (the /docs override is set as its routes are added).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, distDir: string | null) {
  const isHttps = config.publicBaseUrl.startsWith('https://');
  app.addHook('onRoute', (route) => {
    if (route.url === '/docs' || route.url.startsWith('/docs/')) {
      const helmet = { contentSecurityPolicy: { useDefaults: false, directives: docsPolicy } };
      route.config = { ...(route.config ?? {}), helmet } as typeof route.config;
    }
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, inlineStyleHashes(distDir)),
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Stripe's 3-D Secure opens a popup that must be able to answer.
    crossOriginOpenerPolicy: {
      policy: config.payments.provider === 'stripe' ? 'same-origin-allow-popups' : 'same-origin',
    },
  });
}
