import type { SessionUser } from '@queueless/contracts';
import { createContext } from 'react';
import type { Session, TokenResponse } from '#web/lib/session';

/** loading: a stored session is being renewed before first use (its token had expired). */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AuthContextValue = {
  status: AuthStatus;
  session: Session | null;
  user: SessionUser | null;
  /** True between tapping sign out and arriving on the page after it (guards then wait instead of redirecting). */
  isSigningOut: boolean;
  /** Stores the session from a successful verify. */
  signIn: (response: TokenResponse) => Session;
  /** Ends the session on the server, clears local storage entirely and goes to `redirectTo` (replace). */
  signOut: (options: { redirectTo: string }) => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
