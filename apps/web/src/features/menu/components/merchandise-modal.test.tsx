// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '#web/features/menu/menu';
import { makeProduct, makeTee } from '#web/test/factories';
import { MerchandiseModal } from './merchandise-modal';

afterEach(cleanup);

const out = { quantity: { available: 0 } };

function teeEntry(...variants: ReturnType<typeof makeTee>[]): MenuEntry {
  return { kind: 'group', key: 'group:TEE', groupId: 'TEE', lead: variants[0]!, variants, isSoldOut: false };
}

function renderModal(entry: MenuEntry) {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  render(<MerchandiseModal entry={entry} onAdd={onAdd} onClose={onClose} />);
  return { onAdd, onClose, dialog: screen.getByRole('dialog', { hidden: true }) };
}

describe('MerchandiseModal', () => {
  it('says what a presale charges now and what at pickup, for the chosen quantity', () => {
    const band = makeProduct({ productId: 'BAND', name: 'Festival Wristband', productType: 'MERCHANDISE' });
    const entry: MenuEntry = {
      kind: 'product',
      key: 'BAND',
      product: { ...band, price: '50.00', depositPercent: 50 },
      isSoldOut: false,
    };
    const { dialog } = renderModal(entry);
    const view = within(dialog);
    expect(view.getByText('Pay 50% now, $25.00 at pickup')).toBeTruthy();
    fireEvent.change(view.getByLabelText('QTY'), { target: { value: '2' } });
    expect(view.getByText('Pay 50% now, $50.00 at pickup')).toBeTruthy();
  });

  it('says nothing of a deposit for a product paid in full', () => {
    const { dialog } = renderModal(teeEntry(makeTee('M')));
    expect(within(dialog).queryByText(/at pickup/)).toBeNull();
  });

  it('opens on the default size, with out-of-stock sizes disabled and labelled', () => {
    const { dialog } = renderModal(teeEntry(makeTee('XS'), makeTee('M'), makeTee('XL', out)));
    const view = within(dialog);
    expect(view.getByText('Select Size')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Size M', hidden: true }).getAttribute('aria-pressed')).toBe('true');
    const xl = view.getByRole('button', { name: 'XL Out of Stock', hidden: true }) as HTMLButtonElement;
    expect(xl.disabled).toBe(true);
    expect(view.getByText('Out of Stock')).toBeTruthy();
    expect(view.getByText('9% OFF')).toBeTruthy();
  });

  it('adds the chosen size and quantity', () => {
    const { dialog, onAdd } = renderModal(teeEntry(makeTee('S'), makeTee('M')));
    const view = within(dialog);
    fireEvent.click(view.getByRole('button', { name: 'Size S', hidden: true }));
    fireEvent.change(view.getByLabelText('QTY'), { target: { value: '3' } });
    fireEvent.click(view.getByRole('button', { name: 'ADD TO CART', hidden: true }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]?.[0].productId).toBe('TEE-S');
    expect(onAdd.mock.calls[0]?.[1]).toBe(3);
  });

  it('offers 1 to 10, or fewer when stock is short', () => {
    const { dialog } = renderModal(teeEntry(makeTee('M', { quantity: { available: 4 } })));
    const options = within(dialog)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(['1', '2', '3', '4']);
  });

  it('disables quantity and add when every size is out of stock', () => {
    const { dialog } = renderModal(teeEntry(makeTee('S', out), makeTee('M', out)));
    const view = within(dialog);
    expect(view.getByText('All variants are currently out of stock')).toBeTruthy();
    expect((view.getByLabelText('QTY') as HTMLSelectElement).disabled).toBe(true);
    expect((view.getByRole('button', { name: 'ADD TO CART', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
  });
});
