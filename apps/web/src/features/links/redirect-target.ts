/**
 * How the page follows a target the server answered (the server has already applied the allow rule):
 * an absolute http(s) URL replaces the whole page, one of our paths is an in-app redirect, and
 * anything else is not followed at all.
 */
export type FollowTarget = { kind: 'external'; url: string } | { kind: 'path'; url: string };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const UNSAFE = /[\u0000-\u0020\u007f\\]/;

/**
 * One of our link pages (/R/{code}, /nfc/{id}) on this site: a link is followed one hop only, so two links pointing
 * at each other can never loop a visitor's tab (the server refuses such targets too; this holds for rows written
 * before that rule or straight into the database).
 */
function isLinkPage(value: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return true;
  }
  if (url.origin !== origin) return false;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /^\/(r|nfc)(\/|$)/i.test(path);
}

export function toFollowTarget(
  value: string,
  origin = globalThis.location?.origin ?? 'http://localhost',
): FollowTarget | null {
  if (!value || UNSAFE.test(value)) return null;
  if (isLinkPage(value, origin)) return null;
  if (/^https?:\/\/[^/]/i.test(value)) return { kind: 'external', url: value };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'path', url: value };
  return null;
}
