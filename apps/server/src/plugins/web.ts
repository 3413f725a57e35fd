import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSeenArrivalNotice } from '../lib/arrival-notice.js';
import { languageOf } from '../lib/i18n.js';
import { asLanguage, LANGUAGE_VARY, requestLanguage } from '../lib/request-language.js';
import { wordError } from './customer-errors.js';
import { createPageRenderer, encodePage, type PageServices } from './page-data.js';
import { withInlineHashes } from './security-headers.js';

/** How much of a missing path a 404's message names. */
const MAX_NAMED_PATH = 100;

/** Paths that belong to the API: a miss there is a JSON 404, never the web app. */
export const API_PATH = /^\/(?:[a-z-]+-service\/v\d+|dev|healthz|readyz|metrics|openapi\.json|docs)(?:\/|$|\?)/;

/**
 * How long a browser keeps a file of the build (its path from the build's root). Hashed assets: a year, never asked
 * again. The icon, pictures and videos (public/, not hashed, changed only by a deploy): a day, then used while they are
 * checked again, so a page no longer asks for the icon on every navigation (Chrome does, one round trip each on a
 * phone network; issue 16). Everything else, above all sw.js and index.html: checked on every use.
 */
export function staticCacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/favicon.svg' || path.startsWith('/images/') || path.startsWith('/media/')) {
    return 'public, max-age=86400, stale-while-revalidate=604800';
  }
  return 'no-cache';
}

/** A path naming a file (it has an extension); any other path is a page of the app. */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path.split('?')[0] ?? '');

/**
 * Serves the built web app: hashed assets cached for a year, every other GET answered with index.html.
 * Files are looked up on each request (`wildcard`), not listed once at start, so a server that keeps
 * running across `npm run build` serves the new build's assets instead of a page whose scripts 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, services?: PageServices) {
  const hasWeb = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      preCompressed: true,
      // Pages (and directories) are the app's routes: they go to the not-found handler, which answers
      // index.html, without looking on disk first.
      allowedPath: isFilePath,
      setHeaders(reply, path) {
        reply.header('cache-control', staticCacheControl(`/${relative(distDir, path).split(sep).join('/')}`));
      },
    });
  }

  // With the app's services at hand, a location page's HTML carries its data (page-data.ts, decision 017).
  const pages = hasWeb && services ? createPageRenderer({ services, distDir, log: app.log }) : null;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    // HEAD answers like GET (a link checker, a monitor, curl -I), without the body.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = isRead && !API_PATH.test(request.url) && !isFilePath(request.url);
    if (hasWeb && wantsPage) {
      reply.header('cache-control', 'no-cache').type('text/html');
      // Issue 44: the page in the customer's language: the ql_lang cookie (chosen on a page), else Accept-Language.
      // The address's `?lang=` first (a link shared in Spanish, the language switch's next page), then the choice kept
      // in the cookie, then the browser's list (decision 096).
      const fromAddress = asLanguage(new URLSearchParams(request.url.split('?')[1] ?? '').get('lang') ?? undefined);
      const language = requestLanguage(request, { cookieFirst: true, query: fromAddress ?? undefined });
      const html = await pages?.render(request.url, language, {
        hasSeenNotice: hasSeenArrivalNotice(request.headers.cookie),
      });
      if (!html) return reply.sendFile('index.html');
      // The page's inline styles and first script (decisions 100 and 103) allowed by their hashes, on this answer only.
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', withInlineHashes(policy, html, pages?.inlineScripts() ?? []));
      const { body, encoding } = await encodePage(html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      // The language's headers, and the cookie that also says whether the 21+ notice is drawn (decision 083).
      return reply
        .header('vary', `accept-encoding, ${LANGUAGE_VARY.toLowerCase()}`)
        .type('text/html; charset=utf-8')
        .send(body);
    }
    // The path is named, not echoed whole: an address can be kilobytes long.
    const path = request.url.split('?')[0] ?? '';
    const named = path.length > MAX_NAMED_PATH ? `${path.slice(0, MAX_NAMED_PATH)}…` : path;
    const message = wordError(
      `No route for ${request.method} ${named}.`,
      languageOf(request.headers['accept-language']),
    );
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message } });
  });
}
