// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, needGroup } from '#web/lib/i18n/catalogues';
import { makeTee } from '#web/test/factories';
import { renderApp } from '#web/test/render-app';
import { StockEditor } from './stock-editor';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

function renderEditor() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  renderApp(<StockEditor vendorLocationId="AD708" product={makeTee('M')} onDone={vi.fn()} />);
  return fetch;
}

// Decision 095, amended: the editor words the contract's refusals itself, in the page's language.
describe('the stock editor', () => {
  it('refuses a change that is not a whole number, or none, in the contract’s words, sending nothing', () => {
    const fetch = renderEditor();
    fireEvent.change(screen.getByLabelText('How many to add (− to remove)'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(screen.getByText('The change must be a whole number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('How many to add (− to remove)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(screen.getByText('The change cannot be zero.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Set the count' }));
    fireEvent.change(screen.getByLabelText('How many are there'), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(screen.getByText('The stock cannot be below zero.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what is wrong in Spanish on a Spanish page, never the contract’s English', async () => {
    // As on a staff page: the staff's messages (this feature's among them) load with it.
    await needGroup('customer');
    await needGroup('staff');
    await activateLocale('es');
    const fetch = renderEditor();
    fireEvent.change(screen.getByLabelText('Cuántos agregar (− para quitar)'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar existencias' }));
    expect(screen.getByText('El cambio debe ser un número entero.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cuántos agregar (− para quitar)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar existencias' }));
    expect(screen.getByText('El cambio no puede ser cero.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Fijar la cantidad' }));
    fireEvent.change(screen.getByLabelText('Cuántos hay'), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar existencias' }));
    expect(screen.getByText('Las existencias no pueden ser menores que cero.')).toBeTruthy();
    expect(screen.queryByText(/^The /)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
