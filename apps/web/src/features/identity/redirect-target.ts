import { paths } from '#web/lib/paths';

export type SignInAudience = 'customer' | 'staff';

const authPages = new Set<string>([
  paths.signIn(),
  paths.authCallback(),
  paths.staffSignIn(),
  paths.staffAuthCallback(),
]);

/**
 * Browsers drop tabs and newlines inside URLs ("/\t/evil.example" becomes "//evil.example") and read "\" as "/":
 * a path holding any of them is refused whole.
 */
function hasUnsafeCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * A path inside this app, or null. Only "/something" on our own origin passes: never "//host", "/\host",
 * a scheme ("javascript:", "https:") or anything the URL parser would send elsewhere.
 */
export function toSafeRedirectPath(candidate: unknown, origin: string): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (hasUnsafeCharacter(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Staff sign-in leads back into the staff area only; neither leads back to a sign-in page. */
export function isAllowedTarget(path: string, audience: SignInAudience): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (authPages.has(pathname.replace(/\/+$/, '') || '/')) return false;
  if (audience === 'staff') return pathname === paths.staff() || pathname.startsWith(`${paths.staff()}/`);
  return true;
}

export function defaultTarget(audience: SignInAudience): string {
  return audience === 'staff' ? paths.staffLocations() : paths.account();
}

type RedirectSources = {
  /** Router state: the guard puts the page it turned away in `authRedirectTo`. */
  state: unknown;
  /** The `?redirect=` parameter. */
  search: string;
  audience: SignInAudience;
  origin: string;
};

/** Where to go after signing in: the remembered page when it is safe and allowed, else the audience's home. */
export function resolveRedirectTarget({ state, search, audience, origin }: RedirectSources): string {
  const fromState = (state as { authRedirectTo?: unknown } | null)?.authRedirectTo;
  const fromQuery = new URLSearchParams(search).get('redirect');
  for (const candidate of [fromState, fromQuery]) {
    const path = toSafeRedirectPath(candidate, origin);
    if (path && isAllowedTarget(path, audience)) return path;
  }
  return defaultTarget(audience);
}
