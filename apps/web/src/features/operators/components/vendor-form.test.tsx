// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeZoneChangeNotice } from '#web/features/operators/form-errors';
import { activateLocale, needGroup } from '#web/lib/i18n/catalogues';
import { VendorForm } from './vendor-form';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

function renderCreate() {
  // The address autocomplete asks which provider to use; the built-in one needs no key.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ provider: 'builtin' }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VendorForm mode="create" isSaving={false} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the new venue form', () => {
  it('shows the contract’s words under the fields it refuses and sends nothing', () => {
    const onSubmit = renderCreate();
    type('Mobile number', '555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(screen.getAllByText('Name is required.')).toHaveLength(2);
    expect(screen.getByText('Address is required.')).toBeTruthy();
    expect(screen.getByText('Phone number must be in international format, e.g. +12135550123.')).toBeTruthy();
    expect(screen.getByLabelText('Venue name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    type('Venue name', 'Harbor Tap');
    expect(screen.getAllByText('Name is required.')).toHaveLength(1);
  });

  it('sends the vendor with its first SUPER_ADMIN, the id left to the server when empty', () => {
    const onSubmit = renderCreate();
    type('Venue name', ' Harbor Tap ');
    expect(screen.getByText('Used in links. Left empty: harbor-tap')).toBeTruthy();
    type('Address', '1 Pier Way');
    type('City', 'San Diego');
    type('State', 'CA');
    type('ZIP code', '92101');
    type('Time zone', 'America/New_York');
    type('Name', 'Maya Chen');
    type('Mobile number', '+12135550199');
    fireEvent.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Harbor Tap',
      addressLine1: '1 Pier Way',
      addressLine2: null,
      city: 'San Diego',
      state: 'CA',
      zip: '92101',
      timeZone: 'America/New_York',
      guestlistEnabled: false,
      superAdmin: { name: 'Maya Chen', phoneNumber: '+12135550199' },
    });
  });

  it('takes the SUPER_ADMIN’s number as people write it, spaces and brackets included', () => {
    const onSubmit = renderCreate();
    type('Venue name', 'Harbor Tap');
    type('Address', '1 Pier Way');
    type('City', 'San Diego');
    type('State', 'CA');
    type('ZIP code', '92101');
    type('Name', 'Maya Chen');
    type('Mobile number', '+1 310 555 0161');
    fireEvent.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(onSubmit.mock.calls[0]?.[0].superAdmin).toEqual({ name: 'Maya Chen', phoneNumber: '+13105550161' });
    type('Mobile number', '+1 (310) 555-0162');
    fireEvent.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(onSubmit.mock.calls[1]?.[0].superAdmin.phoneNumber).toBe('+13105550162');
  });

  it('refuses an id with odd characters before sending', () => {
    const onSubmit = renderCreate();
    type('Vendor id (optional)', 'Harbor Tap!');
    fireEvent.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(screen.getByText(/Vendor id must be 2 to 48 lowercase letters/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

// Decision 095, amended: the form words the contract's refusals itself, in the page's language.
describe('the new venue form in two languages', () => {
  it('says a limit in English in the contract’s words, its number filled in', () => {
    const onSubmit = renderCreate();
    type('Venue name', 'x'.repeat(81));
    type('Vendor id (optional)', 'Harbor Tap!');
    fireEvent.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(screen.getByText('Name must be at most 80 characters.')).toBeTruthy();
    expect(
      screen.getByText('Vendor id must be 2 to 48 lowercase letters, digits or single hyphens, e.g. harbor-tap.'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is wrong in Spanish on a Spanish page, never the contract’s English', async () => {
    // As on a staff page: the staff's messages (this feature's among them) load with it.
    await needGroup('customer');
    await needGroup('staff');
    await activateLocale('es');
    const onSubmit = renderCreate();
    type('Número de celular', '555-0100');
    type('Id del vendedor (opcional)', 'Harbor Tap!');
    fireEvent.click(screen.getByRole('button', { name: 'Crear local' }));
    expect(screen.getAllByText('El nombre es obligatorio.')).toHaveLength(2);
    expect(screen.getByText('La dirección es obligatoria.')).toBeTruthy();
    expect(screen.getByText('El código postal es obligatorio.')).toBeTruthy();
    expect(
      screen.getByText('El número de teléfono debe estar en formato internacional, p. ej. +12135550123.'),
    ).toBeTruthy();
    expect(screen.getByText(/^El id del vendedor debe tener de 2 a 48 letras minúsculas/)).toBeTruthy();
    expect(screen.queryByText(/is required|must be/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Nombre del local', 'x'.repeat(81));
    fireEvent.click(screen.getByRole('button', { name: 'Crear local' }));
    expect(screen.getByText('El nombre debe tener como máximo 80 caracteres.')).toBeTruthy();
  });
});

describe('a time zone change', () => {
  it('says what happens to existing event times, on a 12-hour clock', () => {
    const notice = timeZoneChangeNotice('America/Los_Angeles', 'America/New_York', new Date('2026-11-27T04:00:00Z'));
    expect(notice).toContain('an event at 8:00 PM (America/Los_Angeles) will show as 11:00 PM (America/New_York)');
  });
});
