import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '#web/features/identity/auth-context';
import { StaffPage } from './staff-page';

/** The header needs a session; the page's heading is what is under test. */
const signedIn = { status: 'signed-in', signOut: async () => {} } as unknown as AuthContextValue;
const Page = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <AuthContext.Provider value={signedIn}>{children}</AuthContext.Provider>
  </MemoryRouter>
);

describe('StaffPage', () => {
  it('shows the title as the heading, another heading when given, and none for null', () => {
    const { rerender } = render(
      <Page>
        <StaffPage title="Inventory">body</StaffPage>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inventory');
    rerender(
      <Page>
        <StaffPage title="Staff" heading="Staff Profiles (3)">
          body
        </StaffPage>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Staff Profiles (3)');
    rerender(
      <Page>
        <StaffPage title="Order Not Found" heading={null}>
          body
        </StaffPage>
      </Page>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
