// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationForm } from './location-form';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const saved = {
  vendorLocationId: 'AD708',
  vendorId: 'harbor-tap',
  description: 'Main Bar',
  showSplashAds: null,
  displayOrder: 1,
  taxRate: '9.5000',
  retired: false,
  translations: { es: { description: 'Barra principal' } },
};

// Issue 44 (decision 096): a location's Spanish description is written beside the venue's, in a lang="es" block.
describe('the location form in two languages', () => {
  it('sends a new location with its Spanish description', () => {
    const onSubmit = vi.fn();
    render(<LocationForm vendorId="harbor-tap" isSaving={false} onSubmit={onSubmit} />);
    const spanish = screen.getByLabelText('Descripción · Español');
    expect(spanish.closest('[lang]')?.getAttribute('lang')).toBe('es');
    type('Description', 'Main Bar');
    type('Descripción · Español', ' Barra principal ');
    type('Sales tax (%)', '9.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    expect(onSubmit).toHaveBeenCalledWith({
      vendorId: 'harbor-tap',
      description: 'Main Bar',
      taxRate: '9.5',
      displayOrder: null,
      translations: { es: { description: 'Barra principal' } },
    });
  });

  it('shows the saved Spanish description, sends it cleared when emptied', () => {
    const onSubmit = vi.fn();
    render(<LocationForm vendorId="harbor-tap" location={saved} isSaving={false} onSubmit={onSubmit} />);
    expect((screen.getByLabelText('Descripción · Español') as HTMLInputElement).value).toBe('Barra principal');
    type('Descripción · Español', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ translations: { es: { description: '' } } }));
  });

  it('refuses a Spanish description the English one would refuse, with the contract’s words, sending nothing', () => {
    const onSubmit = vi.fn();
    render(<LocationForm vendorId="harbor-tap" location={saved} isSaving={false} onSubmit={onSubmit} />);
    type('Descripción · Español', 'x'.repeat(81));
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    expect(screen.getByText('Description must be at most 80 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Descripción · Español').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
