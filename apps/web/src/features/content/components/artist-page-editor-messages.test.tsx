// @vitest-environment jsdom
import type { VendorArtistPage } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, needGroup } from '#web/lib/i18n/catalogues';
import { ArtistPageEditor } from './artist-page-editor';

const page: VendorArtistPage = {
  name: 'dj-ana',
  updatedAt: '2026-11-28T20:00:00.000Z',
  content: {
    kind: 'artist',
    name: 'DJ Ana',
    tagline: 'House all night',
    images: [],
    qa: { text: 'Ask me anything', link: null },
    biography: ['Born in Los Angeles.'],
    social: [],
  },
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

function renderEditor() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ArtistPageEditor vendorId="v1" page={page} onReload={async () => undefined} />
    </QueryClientProvider>,
  );
}

describe('the artist page editor’s field messages', () => {
  it('are in Spanish on a Spanish page, with the contract’s limits, and nothing is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await needGroup('customer');
    await activateLocale('es');
    renderEditor();
    fireEvent.input(screen.getByLabelText('Nombre'), { target: { value: ' ' } });
    fireEvent.input(screen.getByLabelText('Lema'), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Obligatorio.')).toBeTruthy();
    expect(screen.getByText('Como máximo 300 caracteres.')).toBeTruthy();
    expect(screen.queryByText(/is required|at most/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are in English on an English page', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderEditor();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
  });
});
