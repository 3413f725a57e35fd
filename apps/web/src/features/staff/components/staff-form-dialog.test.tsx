// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pasteLikeBrowser, typeLikeBrowser } from '#web/test/type-like-browser';
import { StaffFormDialog } from './staff-form-dialog';

afterEach(cleanup);

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

function openAddStaff() {
  const onSubmit = vi.fn();
  render(
    <StaffFormDialog
      open
      editing={null}
      roleOptions={['STAFF', 'MANAGER']}
      isSaving={false}
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dana Reyes' } });
  fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'STAFF' } });
  return { phone: screen.getByLabelText('Phone number') as HTMLInputElement, onSubmit };
}

describe('Add Staff, a phone number with the country code', () => {
  it('typed as "+1 310 555 1103": kept whole and saved as +13105551103', async () => {
    const { phone, onSubmit } = openAddStaff();
    typeLikeBrowser(phone, '+1 310 555 1103');
    expect(phone.value).toBe('(310) 555-1103');
    fireEvent.click(screen.getByRole('button', { name: /save|add/i }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Dana Reyes', phoneNumber: '+13105551103', role: 'STAFF' }),
    );
  });

  it('pasted as "1 (310) 555-1103": the same', async () => {
    const { phone, onSubmit } = openAddStaff();
    pasteLikeBrowser(phone, '1 (310) 555-1103');
    expect(phone.value).toBe('(310) 555-1103');
    fireEvent.click(screen.getByRole('button', { name: /save|add/i }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '+13105551103' })),
    );
  });
});
