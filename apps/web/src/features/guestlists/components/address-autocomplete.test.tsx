// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderApp } from '#web/test/render-app';
import { AddressAutocomplete } from './address-autocomplete';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HINT = 'Type the ZIP code too, e.g. "6250 Hollywood Blvd, Los Angeles, CA 90028".';

describe('AddressAutocomplete, with the server’s address search', () => {
  it('shows what to type when the search can offer no address, and offers no row to pick', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        if (path.startsWith('/maps-service/v1/config')) return json({ provider: 'photon' });
        return json({ suggestions: [], hint: HINT });
      }),
    );
    const onChange = vi.fn();
    renderApp(<AddressAutocomplete label="Venue address" value={null} onChange={onChange} />);
    const field = await screen.findByRole('combobox', { name: 'Venue address' });
    fireEvent.change(field, { target: { value: '6250 Hollywood Blvd, Los Angeles' } });
    expect(await screen.findByText(HINT)).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(asked.some((path) => path.startsWith('/maps-service/v1/places/autocomplete'))).toBe(true);
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ zipCode: expect.any(String) }));
  });
});
