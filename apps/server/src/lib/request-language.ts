import { READ_LANGUAGES, type ReadLanguage } from '@queueless/contracts';

/**
 * The language a customer reads content in (issue 44, decision 096). An API read: its `?lang=`, then Accept-Language
 * (the web app sends it on every call, decision 095), then the `ql_lang` cookie, else the venue's text ('en'). The
 * server-rendered page puts the cookie first (`cookieFirst`): the choice made on the page wins over the browser's list.
 */
type LanguageSource = { headers: { 'accept-language'?: string | undefined; cookie?: string | undefined } };

/** The cookie the web app keeps the chosen language in (apps/web/src/lib/i18n/language.ts). */
export const LANGUAGE_COOKIE = 'ql_lang';

/** Headers a reply answered in the request's language must name, so no cache hands one language to another. */
export const LANGUAGE_VARY = 'Accept-Language, Cookie';

export function requestLanguage(
  request: LanguageSource,
  options: { query?: ReadLanguage | undefined; cookieFirst?: boolean } = {},
): ReadLanguage {
  if (options.query) return options.query;
  const fromHeader = headerLanguage(request.headers['accept-language']);
  const fromCookie = cookieLanguage(request.headers.cookie);
  const chosen = options.cookieFirst ? (fromCookie ?? fromHeader) : (fromHeader ?? fromCookie);
  return chosen ?? 'en';
}

export function asLanguage(tag: string | undefined): ReadLanguage | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (READ_LANGUAGES as readonly string[]).includes(base) ? (base as ReadLanguage) : null;
}

/** The first supported language of an Accept-Language list, by its q weights (q=0 refuses); null when none is. */
export function headerLanguage(header: string | undefined): ReadLanguage | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { language: asLanguage(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? null;
}

export function cookieLanguage(cookie: string | undefined): ReadLanguage | null {
  const match = /(?:^|;\s*)ql_lang=([^;]*)/.exec(cookie ?? '');
  return asLanguage(match?.[1]);
}
