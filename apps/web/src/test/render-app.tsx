import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AuthContext, type AuthContextValue } from '#web/features/identity/auth-context';

/** A customer's signed-in user, as most tests need one. */
export const testUser = { userId: 'U1', phoneNumber: '+12135550120' };

/** An auth context that signs nobody in on its own; tests name only what matters to them (status, user…). */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'authenticated',
    session: null,
    user: null,
    isSigningOut: false,
    signIn: () => {
      throw new Error('not used');
    },
    signOut: async () => {},
    ...overrides,
  };
}

/** A JSON answer from the API, as `fetch` resolves it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type RenderAppOptions = {
  auth?: AuthContextValue;
  /** The URL the router starts at. */
  path?: string;
};

/** Renders `ui` as the app does: a query client that does not retry, the auth context, a router at `path`. */
export function renderApp(ui: ReactNode, { auth = fakeAuth(), path = '/' }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Renders a page's hook (`features/<area>/use-<page>.ts`) in a router at `path`; `location` is where it has led. */
export function renderPageHook<Page>(usePage: () => Page, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ page: usePage(), location: useLocation() }), { wrapper });
}
