// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffFormMessages } from '#web/features/staff/staff-form';
import { jsonResponse as json, renderApp } from '#web/test/render-app';
import { StaffUsersPage } from './users';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('#web/components/ui/toast', () => ({ showToast }));

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const manager = { name: 'Mia Manager', phoneNumber: '+13105550100', role: 'MANAGER', vendorId: 'V1' };
const dana = { name: 'Dana Reyes', phoneNumber: '+13105551103', role: 'STAFF', vendorId: 'V1' };
const vendor = {
  vendorId: 'V1',
  name: 'Sky Bar',
  guestlistEnabled: false,
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Los Angeles',
  state: 'CA',
  zip: '90012',
  timeZone: 'America/Los_Angeles',
};
const location = {
  vendorLocationId: 'SKY01',
  vendorId: 'V1',
  description: 'Sky Bar',
  showSplashAds: false,
  displayOrder: 1,
};

/**
 * The staff page with a server that removes Dana once and answers 404 to any later removal; `removedElsewhere`: she
 * was removed (by another manager) after the page read the list.
 */
function openStaffProfiles({ removedElsewhere = false } = {}) {
  let team = [manager, dana];
  let listed = 0;
  const deletes = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        deletes();
        if (!team.includes(dana))
          return json({ error: { code: 'NOT_FOUND', message: 'Staff member not found.' } }, 404);
        team = team.filter((person) => person !== dana);
        return new Response(null, { status: 204 });
      }
      if (path.startsWith('/vendor-location-service/')) return json({ items: [location] });
      if (path.startsWith('/vendor-service/')) return json({ items: [vendor] });
      if (path.includes('/user-role')) return json({ vendorRole: manager });
      if (path.includes('/vendor-roles')) {
        listed++;
        if (removedElsewhere && listed === 1) {
          const asRead = team;
          team = team.filter((person) => person !== dana);
          return json({ items: asRead });
        }
        return json({ items: team });
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
  renderApp(
    <Routes>
      <Route path="/staff/location/:vendorLocationId/:vendorId/users" element={<StaffUsersPage />} />
    </Routes>,
    { path: '/staff/location/SKY01/V1/users' },
  );
  return { deletes };
}

describe('Staff Profiles, removing someone', () => {
  it("a double tap on Remove removes once, and never says 'Failed to removed the role'", async () => {
    const { deletes } = openStaffProfiles();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Dana Reyes' }));
    const confirm = await screen.findByRole('button', { name: 'Remove' });
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(screen.queryByText('Dana Reyes')).toBeNull());
    expect(deletes).toHaveBeenCalledOnce();
    expect(showToast).not.toHaveBeenCalledWith(expect.objectContaining({ title: staffFormMessages.removeFailed }));
  });

  it('someone already removed (by another manager, or an answer lost on the way) is removed: no failure shown', async () => {
    const { deletes } = openStaffProfiles({ removedElsewhere: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Dana Reyes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deletes).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByText('Dana Reyes')).toBeNull());
    expect(showToast).not.toHaveBeenCalledWith(expect.objectContaining({ title: staffFormMessages.removeFailed }));
  });
});
