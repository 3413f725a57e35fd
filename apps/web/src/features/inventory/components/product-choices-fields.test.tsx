// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkProductForm, editBodyOf, productFormOf } from '#web/features/inventory/product-form';
import { makeProduct } from '#web/test/factories';
import { jsonResponse, renderApp } from '#web/test/render-app';
import { MenuEditor } from './menu-editor';

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];

const lager = makeProduct({ productId: 'LAGER', name: 'House Lager' });
const hotDog = makeProduct({ productId: 'DOG', name: 'Hot Dog', productType: 'FOOD_ITEM' });
const combo = makeProduct({
  productId: 'COMBO',
  name: 'Pint + Hot Dog',
  productType: 'FOOD_ITEM',
  version: 4,
  comboSlots: [
    {
      slotId: 'S1',
      name: 'a drink',
      choices: [{ productId: 'LAGER', name: 'House Lager', priceDelta: '0.00' }],
      translations: { es: { name: 'una bebida' } },
    },
    { slotId: 'S2', name: 'a main', choices: [{ productId: 'DOG', name: 'Hot Dog', priceDelta: '0.00' }] },
  ],
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url: String(url), body: JSON.parse(String(init.body ?? 'null')) };
      calls.push(call);
      if (call.method === 'PUT') return jsonResponse({ item: combo });
      return jsonResponse({ items: call.url.includes('option-groups') ? [] : [lager, hotDog, combo] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Issue 44 (decision 096, amended): a combo slot's Spanish name beside its English one in the Menu Editor.
describe("a combo slot's Spanish name", () => {
  it('reads the stored Spanish into the form and sends every slot’s, an emptied one as ""', () => {
    const values = productFormOf(combo);
    expect(values.comboSlots.map((slot) => slot.spanishName)).toEqual(['una bebida', '']);
    values.comboSlots[0] = { ...values.comboSlots[0], spanishName: '  ' } as (typeof values.comboSlots)[0];
    values.comboSlots[1] = { ...values.comboSlots[1], spanishName: ' un plato ' } as (typeof values.comboSlots)[0];
    const body = editBodyOf(values, 4);
    expect(body.comboSlots?.map((slot) => [slot.name, slot.translations])).toEqual([
      ['a drink', { es: { name: '' } }],
      ['a main', { es: { name: 'un plato' } }],
    ]);
  });

  it('puts a refused Spanish name on its own slot’s field, counting the empty rows the save leaves out', () => {
    const values = productFormOf(combo);
    const [drink, main] = values.comboSlots as [(typeof values.comboSlots)[0], (typeof values.comboSlots)[0]];
    values.comboSlots = [drink, { name: '', spanishName: '', choices: [] }, { ...main, spanishName: 'x'.repeat(61) }];
    expect(editBodyOf(values, 4).comboSlots).toHaveLength(2);
    expect(checkProductForm(values, { kind: 'edit', version: 4 })).toEqual({
      'comboSlots.2.spanishName': 'The slot name must be at most 60 characters.',
    });
  });

  it('edits it in the form, labelled in Spanish, and saves it with the slot', async () => {
    renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pint + Hot Dog' }));
    const form = screen.getByRole('form', { name: 'Edit product' });
    const first = within(form).getByLabelText('Espacio 1 · Español') as HTMLInputElement;
    expect(first.value).toBe('una bebida');
    expect(first.closest('[lang]')?.getAttribute('lang')).toBe('es');

    fireEvent.change(within(form).getByLabelText('Espacio 2 · Español'), { target: { value: 'Eli\u0007ge' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('The slot name cannot hold control characters.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Espacio 2 · Español'), { target: { value: 'un plato fuerte' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')?.body as { comboSlots: unknown[] };
    expect(put.comboSlots).toEqual([
      {
        name: 'a drink',
        translations: { es: { name: 'una bebida' } },
        choices: [{ productId: 'LAGER', priceDelta: '0.00' }],
      },
      {
        name: 'a main',
        translations: { es: { name: 'un plato fuerte' } },
        choices: [{ productId: 'DOG', priceDelta: '0.00' }],
      },
    ]);
  });
});
