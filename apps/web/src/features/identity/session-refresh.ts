import { isApiError } from '#web/lib/api-client';
import {
  createSession,
  getSession,
  type Session,
  setSession,
  shouldRefreshSession,
  syncSessionFromStorage,
} from '#web/lib/session';
import { refreshToken } from './api/refresh-token';

const LOCK_NAME = 'ql.session-refresh';
let inFlight: Promise<Session | null> | null = null;

/**
 * Refresh tokens are single use and a reused one ends the whole session, so two tabs must never refresh at once:
 * a Web Lock makes them take turns, and whoever comes second adopts the first one's fresh session.
 */
async function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return (await locks.request(LOCK_NAME, task)) as T;
}

async function runRefresh(): Promise<Session | null> {
  const before = getSession();
  return withCrossTabLock(async () => {
    syncSessionFromStorage();
    const latest = getSession();
    if (!latest) return null;
    const refreshedElsewhere = latest.idToken !== before?.idToken && !shouldRefreshSession(latest);
    if (refreshedElsewhere) return latest;
    try {
      const session = createSession(await refreshToken());
      setSession(session);
      return session;
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        // The refresh cookie is gone, expired or spent: the session is over.
        setSession(null);
        return null;
      }
      throw error;
    }
  });
}

/**
 * Gets a new id token. Only one refresh is in flight at a time: callers during one share its result.
 * Resolves with the new session, or null when the session has ended; rejects on network trouble (session kept).
 */
export function refreshSession(): Promise<Session | null> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
