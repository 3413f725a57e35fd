// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, needGroup } from '#web/lib/i18n/catalogues';
import { ShortCodeManager } from './short-code-manager';
import { WristbandManager } from './wristband-manager';

const saves = vi.fn();

beforeEach(() => {
  // The lists answer empty; a save reaching the network would be a form that let bad input through.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method && init.method !== 'GET') saves();
      return new Response(JSON.stringify({ shortCodes: [], wristbands: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  saves.mockReset();
  await activateLocale('en');
});

function renderWithQueries(node: ReactNode) {
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
}

describe('the link forms', () => {
  it('refuse a bad short code and wristband id with the contract’s words in English', async () => {
    renderWithQueries(
      <>
        <ShortCodeManager vendorId="v1" />
        <WristbandManager vendorId="v1" />
      </>,
    );
    fireEvent.input(screen.getByLabelText('Code'), { target: { value: 'no spaces' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create short link' }));
    expect(
      await screen.findByText('Use 1 to 32 letters, digits, - or _ (starting with a letter or digit).'),
    ).toBeTruthy();
    expect(screen.getByText(/^A link may only go to one of our pages/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Wristband id'), { target: { value: 'no spaces' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save wristband' }));
    expect(await screen.findByText('A wristband id is 1 to 64 letters, digits, :, - or _.')).toBeTruthy();
    expect(saves).not.toHaveBeenCalled();
  });

  it('say it in Spanish on a Spanish page', async () => {
    await needGroup('customer');
    await activateLocale('es');
    renderWithQueries(
      <>
        <ShortCodeManager vendorId="v1" />
        <WristbandManager vendorId="v1" />
      </>,
    );
    fireEvent.input(screen.getByLabelText('Código'), { target: { value: 'no spaces' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear enlace corto' }));
    expect(
      await screen.findByText('Usa de 1 a 32 letras, dígitos, - o _ (empezando por una letra o un dígito).'),
    ).toBeTruthy();
    expect(screen.getByText(/^Un enlace solo puede ir a una de nuestras páginas/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText('ID de la pulsera'), { target: { value: 'no spaces' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar pulsera' }));
    expect(await screen.findByText('El id de una pulsera tiene de 1 a 64 letras, dígitos, :, - o _.')).toBeTruthy();
    expect(saves).not.toHaveBeenCalled();
  });
});
