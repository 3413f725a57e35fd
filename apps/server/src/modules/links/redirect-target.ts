/**
 * The one rule for where our links may send a visitor (short links, wristbands): one of our own
 * pages, or an http(s) page on a host the operator allowed (REDIRECT_ALLOWED_HOSTS, plus our own
 * PUBLIC_BASE_URL host). Checked when a target is written AND when it is read, so a row written
 * before a host was removed from the list, or straight into the database, still cannot be used.
 */

export type RedirectTarget = { kind: 'path'; url: string } | { kind: 'external'; url: string };

export type RedirectPolicy = {
  /**
   * Lowercase host names (`.example.com` also allows every subdomain of example.com), on their scheme's default
   * port; or whole origins (`http://tickets.example.com:8080`), matched by scheme, host and port.
   */
  allowedHosts: readonly string[];
  /** Our own origin (PUBLIC_BASE_URL's scheme, host and port): another port of the same host is not ours. */
  ownOrigin?: string;
};

/**
 * Our link pages (/R/{code}, /nfc/{id}): a target that is one would chain links, and two pointing at each other loop
 * every visitor's tab. Matched on the decoded path in any case (the web's routes are case-insensitive).
 */
function isLinkPage(path: string): boolean {
  const decoded = (fullyDecoded(path) ?? path).toLowerCase();
  return /^\/(r|nfc)(\/|$)/.test(decoded);
}

export const REDIRECT_TARGET_MAX_LENGTH = 2000;

// Control characters (tabs, newlines, NUL…), spaces and backslashes: browsers strip or reinterpret them
// ("/\evil" is "//evil" to a browser), so a target containing any is refused outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;

/** Percent-decodes until the text stops changing (at most 3 rounds), or null if it does not decode. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function isAllowed(url: URL, policy: RedirectPolicy): boolean {
  if (policy.ownOrigin && url.origin === policy.ownOrigin) return true;
  const host = url.hostname.toLowerCase();
  return policy.allowedHosts.some((allowed) => {
    if (allowed.includes('://')) return url.origin === allowed;
    // A host name alone allows its scheme's default port only: http://tickets.example.com:9999 is another service.
    if (url.port !== '') return false;
    return allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed;
  });
}

/** One of our own pages: a single leading slash, and still on our origin however a browser reads it. */
function toOwnPath(value: string): RedirectTarget | null {
  const decoded = fullyDecoded(value);
  if (decoded === null) return null;
  for (const form of [value, decoded]) {
    if (!form.startsWith('/') || form.startsWith('//') || UNSAFE_CHARACTERS.test(form)) return null;
  }
  const base = 'http://own.invalid';
  try {
    if (new URL(value, base).origin !== base || new URL(decoded, base).origin !== base) return null;
  } catch {
    return null;
  }
  if (isLinkPage(new URL(value, 'http://own.invalid').pathname)) return null;
  return { kind: 'path', url: value };
}

/** An absolute http(s) URL on an allowed host, without credentials. */
function toExternal(value: string, policy: RedirectPolicy): RedirectTarget | null {
  // "https:evil" and "https:/evil" parse as URLs, but are not what they look like: two slashes are required.
  if (!ABSOLUTE_HTTP.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!isAllowed(url, policy)) return null;
  if (isLinkPage(url.pathname)) return null;
  return { kind: 'external', url: url.href };
}

/**
 * What a stored or submitted target means, or null when it may not be used. External targets come
 * back normalised (the URL parser's form), so what is checked is exactly what the browser opens.
 */
export function checkRedirectTarget(value: string, policy: RedirectPolicy): RedirectTarget | null {
  if (value.length === 0 || value.length > REDIRECT_TARGET_MAX_LENGTH) return null;
  if (UNSAFE_CHARACTERS.test(value)) return null;
  return value.startsWith('/') ? toOwnPath(value) : toExternal(value, policy);
}

/**
 * Parses REDIRECT_ALLOWED_HOSTS ("tickets.example.com, .example.org, http://shop.example.net:8080") into lowercase
 * host names and origins.
 */
export function parseAllowedHosts(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host.length > 0)
    .map((entry) => (entry.includes('://') ? (originOf(entry) ?? entry) : entry));
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether a REDIRECT_ALLOWED_HOSTS entry is a host name, a `.suffix`, or an http(s) origin. */
export function isAllowedHostEntry(entry: string): boolean {
  return entry.includes('://') ? originOf(entry) !== null : ALLOWED_HOST_PATTERN.test(entry);
}

export const ALLOWED_HOST_PATTERN =
  /^\.?(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
