import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthContext, type AuthContextValue, type AuthStatus } from '#web/features/identity/auth-context';
import { setUnauthorizedListener } from '#web/lib/api-client';
import { TOKEN_REFRESH_INTERVAL_MS } from '#web/lib/constants';
import { useDeviceSnapshot } from '#web/lib/device-snapshot';
import {
  clearAllLocalData,
  createSession,
  getSession,
  isSessionExpired,
  SESSION_STORAGE_KEY,
  setSession,
  shouldRefreshSession,
  subscribeSession,
  syncSessionFromStorage,
  type TokenResponse,
} from '#web/lib/session';

const noSession = () => null;

/** After a refresh, a 401 within this window is not a reason to refresh again (no refresh loops). */
const UNAUTHORIZED_REFRESH_COOLDOWN_MS = 10_000;

/**
 * Owns the session: renews an expired one on start, refreshes the id token every 30 minutes (and when the tab
 * wakes up close to expiry), follows other tabs, and signs out. Lives inside the router so sign-out can navigate.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  // The server renders the menu signed out (the session is in this device's storage, decision 074); hydration starts
  // from that, then React renders the stored session as a transition (decision 102).
  const session = useDeviceSnapshot(subscribeSession, getSession, noSession);
  const [isRestoring, setIsRestoring] = useState(() => {
    const stored = getSession();
    return stored !== null && isSessionExpired(stored);
  });
  const [isSigningOut, setIsSigningOut] = useState(false);
  // Sign-out ends when the page it navigated to shows (navigations are transitions, so not at once).
  const signOutStartedOn = useRef<string | null>(null);
  // Latest values for the stable signOut below (useNavigate changes identity on every navigation).
  const currentLocationKey = useRef(locationKey);
  currentLocationKey.current = locationKey;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    if (signOutStartedOn.current !== null && signOutStartedOn.current !== locationKey) {
      signOutStartedOn.current = null;
      setIsSigningOut(false);
    }
  }, [locationKey]);
  const lastRefreshAt = useRef(0);
  const isSignedIn = session !== null;

  const refresh = useCallback(async () => {
    try {
      // Loaded when a refresh is due, not with every page's first load (the menu's budget, decision 074); a load that
      // fails is network trouble like any other.
      const { refreshSession } = await import('#web/features/identity/session-refresh');
      await refreshSession();
    } catch {
      // Network trouble: keep the session; the next tick, focus or 401 tries again.
    } finally {
      lastRefreshAt.current = Date.now();
      setIsRestoring(false);
    }
  }, []);

  useEffect(() => {
    const stored = getSession();
    if (stored && shouldRefreshSession(stored)) void refresh();
    else setIsRestoring(false);
  }, [refresh]);

  useEffect(() => {
    if (!isSignedIn) return;
    const timer = setInterval(() => void refresh(), TOKEN_REFRESH_INTERVAL_MS);
    const onVisible = () => {
      const current = getSession();
      if (document.visibilityState === 'visible' && current && shouldRefreshSession(current)) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    setUnauthorizedListener(() => {
      if (Date.now() - lastRefreshAt.current > UNAUTHORIZED_REFRESH_COOLDOWN_MS) void refresh();
    });
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      setUnauthorizedListener(null);
    };
  }, [isSignedIn, refresh]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) syncSessionFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Whoever was signed in before, their cached data must not show to the next person.
  const previousUserId = useRef(session?.user.userId);
  useEffect(() => {
    if (previousUserId.current && previousUserId.current !== session?.user.userId) queryClient.clear();
    previousUserId.current = session?.user.userId;
  }, [session?.user.userId, queryClient]);

  const signIn = useCallback((response: TokenResponse) => {
    const next = createSession(response);
    setSession(next);
    lastRefreshAt.current = Date.now();
    setIsRestoring(false);
    return next;
  }, []);

  const signOut = useCallback(
    async ({ redirectTo }: { redirectTo: string }) => {
      signOutStartedOn.current = currentLocationKey.current;
      setIsSigningOut(true);
      try {
        const { logout } = await import('#web/features/identity/api/logout');
        await logout();
      } catch {
        // Signing out locally must work offline too; the server session then ends at its own expiry.
      }
      clearAllLocalData();
      queryClient.clear();
      await navigateRef.current(redirectTo, { replace: true });
    },
    [queryClient],
  );

  const status: AuthStatus = !session ? 'unauthenticated' : isRestoring ? 'loading' : 'authenticated';
  const value = useMemo<AuthContextValue>(
    () => ({ status, session, user: session?.user ?? null, isSigningOut, signIn, signOut }),
    [status, session, isSigningOut, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
