// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyGleventForm, type GleventFormValues } from '#web/features/guestlists/glevent-form';
import { GleventForm } from './glevent-form';

afterEach(cleanup);

function renderForm(initialValues: GleventFormValues) {
  // The address field asks the maps service for its configuration; nothing answers here, which is fine for this test.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <GleventForm
        initialValues={initialValues}
        timeZone="America/Los_Angeles"
        submitLabel="Create Guest List Event"
        isSaving={false}
        hasVendor
        onSubmit={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Create Guest List Event' });
}

describe('GleventForm', () => {
  it('says why submit is off while no address has been picked', () => {
    const submit = renderForm(emptyGleventForm);
    expect(submit.hasAttribute('disabled')).toBe(true);
    const hint = screen.getByText('Pick the venue address from the list to continue.');
    expect(submit.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('drops the hint once an address is picked', () => {
    const submit = renderForm({
      ...emptyGleventForm,
      address: {
        addressLine1: '1111 S Figueroa St',
        city: 'Los Angeles',
        state: 'CA',
        country: 'US',
        zipCode: '90015',
        latitude: 34.043,
        longitude: -118.267,
      },
    });
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Pick the venue address from the list to continue.')).toBeNull();
  });
});
