import type { SessionUser } from '@queueless/contracts';

/** The signed-in user's id token, when it expires (epoch ms) and who it belongs to. */
export type Session = { idToken: string; expiresAt: number; user: SessionUser };

/** What verify and refresh answer with. */
export type TokenResponse = { idToken: string; expiresIn: number; user: SessionUser };

export const SESSION_STORAGE_KEY = 'ql.session';

/** A token this close to expiry is refreshed now rather than at the next 30-minute tick. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** A token is treated as expired a little early, so a request never leaves with a token that dies on the way. */
const EXPIRY_SKEW_MS = 30_000;

export function createSession(response: TokenResponse, now = Date.now()): Session {
  return { idToken: response.idToken, expiresAt: now + response.expiresIn * 1000, user: response.user };
}

export function isSessionExpired(session: Session, now = Date.now()): boolean {
  return session.expiresAt - EXPIRY_SKEW_MS <= now;
}

export function shouldRefreshSession(session: Session, now = Date.now()): boolean {
  return session.expiresAt - REFRESH_MARGIN_MS <= now;
}

/** Reads the stored session, ignoring anything that is not one (an old format, a hand edit). */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { idToken, expiresAt, user } = value as Record<string, unknown>;
    if (typeof idToken !== 'string' || !idToken || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
      return null;
    }
    if (!user || typeof user !== 'object') return null;
    const { userId, phoneNumber } = user as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof phoneNumber !== 'string') return null;
    return { idToken, expiresAt, user: { userId, phoneNumber } };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): the session then lives in memory only.
    return null;
  }
}

export function readStoredSession(): Session | null {
  return parseSession(storage()?.getItem(SESSION_STORAGE_KEY) ?? null);
}

// The one in-memory copy, shared by the api client and React (through subscribeSession).
let current: Session | null | undefined;
const listeners = new Set<() => void>();

export function getSession(): Session | null {
  if (current === undefined) current = readStoredSession();
  return current;
}

export function setSession(session: Session | null): void {
  current = session;
  try {
    if (session) storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage()?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Quota or blocked storage: keep the in-memory session.
  }
  for (const listener of listeners) listener();
}

/** Signing out: local storage is cleared entirely (the spec's staff logout), then listeners learn of it. */
export function clearAllLocalData(): void {
  try {
    storage()?.clear();
  } catch {
    // Nothing to clear.
  }
  setSession(null);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab signed in, refreshed or signed out: take its session as ours. */
export function syncSessionFromStorage(): void {
  const stored = readStoredSession();
  if (stored?.idToken === current?.idToken) return;
  current = stored;
  for (const listener of listeners) listener();
}
