/**
 * The customer's language (decision 095): English or Spanish, from the browser's own list the first time, switched on
 * any page and remembered in this browser (localStorage) and in the `ql_lang` cookie, which the server reads to draw a
 * menu and to word its messages in the same language. `pseudo` (the string check's, issue 44) is taken only from the
 * address (`?lang=pseudo`) or the cookie, never offered.
 */
import { readText, writeText } from '#web/lib/browser-storage';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Locale = Language | 'pseudo';

/** Each language's own name, as the switch shows it (a language's name is written in that language). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

const STORAGE_KEY = 'ql_lang';
export const LANGUAGE_COOKIE = 'ql_lang';

function asLocale(value: string | null | undefined): Locale | null {
  const tag = (value ?? '').trim().toLowerCase();
  if (tag === 'pseudo') return 'pseudo';
  const base = tag.split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

function cookieLanguage(): Locale | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)ql_lang=([^;]*)/.exec(document.cookie);
  return asLocale(match?.[1]);
}

/**
 * The language the server drew this page in: a menu it drew in another language than English says so with
 * `<html lang="es" data-server-lang>`, whose attribute has no value (so its `dataset` entry is the empty string, which
 * is false: only its presence counts). A page the server did not draw in a language of its own is English.
 */
export function serverLocale(root: HTMLElement): Locale {
  return root.hasAttribute('data-server-lang') ? (asLocale(root.lang) ?? 'en') : 'en';
}

/**
 * The language to start in: the address's `?lang=`, then the one chosen here before, then the page's own (a menu the
 * server drew says its language on `<html lang>`), then the browser's first supported language, else English.
 */
export function initialLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  const fromAddress = asLocale(new URLSearchParams(window.location.search).get('lang'));
  if (fromAddress) {
    rememberLocale(fromAddress);
    return fromAddress;
  }
  return (
    asLocale(readText('local', STORAGE_KEY)) ??
    cookieLanguage() ??
    (document.documentElement.hasAttribute('data-server-lang') ? serverLocale(document.documentElement) : null) ??
    navigator.languages?.map(asLocale).find((locale) => locale !== null) ??
    'en'
  );
}

/** Kept in this browser and in the cookie (a year; the server reads it on the next page and call). */
export function rememberLocale(locale: Locale): void {
  writeText('local', STORAGE_KEY, locale);
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phones' older browsers.
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  }
}

/**
 * The BCP 47 tag for `Intl` (dates, times, numbers): the app serves venues in the United States. The pseudo-locale
 * (the string check's) formats in Russian, whose month and day names are not in Latin letters, so a date formatted in
 * a fixed 'en-US' instead of the page's language shows up in its check.
 */
export function intlTag(locale: string): string {
  if (locale === 'pseudo') return 'ru-RU';
  return locale === 'es' ? 'es-US' : 'en-US';
}

/** Parses a `lang` wherever one is read (a query, a stored value, an `Accept-Language`'s first tag). */
export { asLocale };
