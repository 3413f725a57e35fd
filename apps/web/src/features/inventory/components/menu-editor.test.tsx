// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkProductForm, createBodiesOf, emptyProductForm } from '#web/features/inventory/product-form';
import { makeProduct, makeTee } from '#web/test/factories';
import { jsonResponse, renderApp } from '#web/test/render-app';
import { MenuEditor } from './menu-editor';

type Call = { method: string; url: string; body: unknown };

let calls: Call[] = [];
let answer: (call: Call) => Response;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url: String(url),
        body: typeof init.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      // The location's option groups (the product form's picker): none here, whatever a test answers for the menu.
      if (call.method === 'GET' && /\/option-groups$/.test(new URL(call.url, 'http://localhost').pathname)) {
        return jsonResponse({ items: [] });
      }
      return answer(call);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const menu = [
  makeProduct({ productId: 'LAGER', name: 'House Lager' }),
  makeProduct({ productId: 'COLA', name: 'Cola', productType: 'NON_ALCOHOLIC_ITEM' }),
  makeTee('M', { quantity: { available: 4 }, version: 3 }),
];

describe('MenuEditor', () => {
  it('lists the menu under the spec’s three groups, with stock, and an empty state when there is none', async () => {
    answer = () => jsonResponse({ items: menu });
    renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
    for (const title of ['Alcoholic', 'Non-alcoholic', 'Merchandise']) {
      expect(await screen.findByRole('heading', { name: new RegExp(`^${title}`) })).toBeTruthy();
    }
    expect(screen.getByText(/4 in stock/)).toBeTruthy();
    cleanup();
    answer = () => jsonResponse({ items: [] });
    renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
    expect(await screen.findByText(/no products yet/)).toBeTruthy();
  });

  it('shows the error state with a retry when the menu cannot be read', async () => {
    answer = () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
    expect(await screen.findByText("We couldn't load the menu. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });

  it('creates a T-shirt in three sizes with stock: three products in one group', async () => {
    answer = (call) =>
      call.method === 'POST' ? jsonResponse({ item: makeTee('S') }, 201) : jsonResponse({ items: menu });
    renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a product' }));
    const form = screen.getByRole('form', { name: 'New product' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Tour Tee' } });
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'MERCHANDISE' } });
    fireEvent.change(within(form).getByLabelText('Price'), { target: { value: '30' } });
    fireEvent.click(within(form).getByLabelText('Track stock'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add S, M and L' }));
    for (const [index, count] of ['5', '10', '5'].entries()) {
      fireEvent.change(within(form).getByLabelText(`Stock of size ${index + 1}`), { target: { value: count } });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Add 3 sizes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const bodies = calls.filter((call) => call.method === 'POST').map((call) => call.body as Record<string, unknown>);
    expect(bodies.map((body) => [body.variantName, body.quantityAvailable])).toEqual([
      ['S', 5],
      ['M', 10],
      ['L', 5],
    ]);
    expect(new Set(bodies.map((body) => body.groupId)).size).toBe(1);
    expect(bodies[0]).toMatchObject({ name: 'Tour Tee', productType: 'MERCHANDISE', price: '30', trackQuantity: true });
  });

  it('refuses in the contract’s words before sending, and offers a reload when someone saved first', async () => {
    answer = (call) =>
      call.method === 'PUT'
        ? jsonResponse(
            {
              error: {
                code: 'CONFLICT',
                message: 'Someone else saved this product after you opened it. Reload it to see their changes.',
              },
            },
            409,
          )
        : jsonResponse({ items: menu });
    renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Queueless Tour Tee (M)' }));
    const form = screen.getByRole('form', { name: 'Edit product' });
    fireEvent.change(within(form).getByLabelText('Price'), { target: { value: '30.001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Price must be a valid number with up to 2 decimal places.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Price'), { target: { value: '29' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('button', { name: 'Reload the product' })).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 3, price: '29', name: 'Queueless Tour Tee' });
  });

  it('takes the product’s photo from the photo upload: removing it clears the first image address', async () => {
    answer = () => jsonResponse({ items: menu });
    renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit House Lager' }));
    const form = screen.getByRole('form', { name: 'Edit product' });
    const addresses = within(form).getByLabelText('Image addresses') as HTMLTextAreaElement;
    expect(addresses.value).toBe('/images/products/lager.svg');
    expect(within(form).getByText('Change photo')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(addresses.value).toBe(''));
    expect(within(form).getByText('Choose photo')).toBeTruthy();
  });

  it('marks the product being edited by more than a lighter button: aria-current and an amber edge', async () => {
    answer = () => jsonResponse({ items: menu });
    renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
    const edit = await screen.findByRole('button', { name: 'Edit House Lager' });
    const row = edit.closest('li') as HTMLElement;
    expect(row.getAttribute('aria-current')).toBeNull();
    fireEvent.click(edit);
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(row.className).toContain('border-brand');
  });

  it('restocks a tracked product with a reason', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? jsonResponse({ item: makeTee('M', { quantity: { available: 14 } }) })
        : jsonResponse({ items: menu });
    renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stock of Queueless Tour Tee (M)' }));
    fireEvent.change(screen.getByLabelText('How many to add (− to remove)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/stock'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/stock'))?.body).toEqual({ adjust: 10, reason: 'Delivery' });
  });
});

describe('the product form', () => {
  it('checks each size against the create call’s rules', () => {
    const values = {
      ...emptyProductForm(),
      name: 'Tee',
      productType: 'MERCHANDISE' as const,
      price: '30',
      trackQuantity: true,
      sizes: [
        { variantName: 'S', quantity: '3' },
        { variantName: 's', quantity: '' },
      ],
    };
    expect(checkProductForm(values, { kind: 'create' })).toEqual({
      'sizes.1.quantity': 'Enter how many are in stock, or stop tracking stock.',
      'sizes.1.variantName': 'This size is already listed.',
    });
    expect(createBodiesOf({ ...values, sizes: [values.sizes[0]!] }, () => 0)[0]).toMatchObject({
      groupId: 'TEE-0',
      variantName: 'S',
      quantityAvailable: 3,
    });
  });

  describe('Copy from another location', () => {
    const location = (vendorLocationId: string, description: string) => ({
      vendorLocationId,
      vendorId: 'demo-bar',
      description,
      showSplashAds: null,
      displayOrder: 10,
    });
    const patioMenu = [
      makeProduct({ productId: 'P-LAGER', name: 'House Lager' }),
      makeProduct({ productId: 'P-WATER', name: 'Bottled Water', productType: 'NON_ALCOHOLIC_ITEM' }),
      // The copies are products of their own, with ids of their own (this menu has a TEE-M already).
      makeTee('S', { productId: 'P-TEE-S' }),
      makeTee('M', { productId: 'P-TEE-M' }),
    ];

    it('shows what the chosen location holds, copies it on the manager’s word, and the list refreshes', async () => {
      let copied = false;
      answer = (call) => {
        if (call.url.includes('/vendor-locations?')) {
          return jsonResponse({ items: [location('AD708', 'Main Bar'), location('AD709', 'Patio Stand')] });
        }
        if (call.method === 'POST' && call.url.endsWith('/AD708/menu/copy')) {
          copied = true;
          return jsonResponse({ items: patioMenu }, 201);
        }
        if (call.url.includes('/AD709/')) return jsonResponse({ items: patioMenu });
        return jsonResponse({ items: copied ? [...menu, ...patioMenu] : menu });
      };
      renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Copy from another location' }));
      const from = await screen.findByLabelText('Copy from');
      // This location is not offered: only the vendor's others.
      expect(within(from).queryByText('Main Bar')).toBeNull();
      expect((screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(from, { target: { value: 'AD709' } });
      expect(await screen.findByText('4 products will be added to this menu:')).toBeTruthy();
      expect(screen.getByText(/Merchandise \(2\)/).parentElement?.textContent).toContain('Queueless Tour Tee');
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Copy 4 products' }));
      await waitFor(() => expect(copied).toBe(true));
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.body).toEqual({ fromVendorLocationId: 'AD709' });
      // Back to the list, read again: the copies are there.
      await waitFor(() => expect(screen.queryByLabelText('Copy from')).toBeNull());
      await waitFor(() => expect(screen.getAllByText(/^House Lager$/)).toHaveLength(2));
    });

    it('says so when there is no other location, when the chosen one has no products, and when the copy fails', async () => {
      answer = (call) =>
        call.url.includes('/vendor-locations?')
          ? jsonResponse({ items: [location('AD708', 'Main Bar')] })
          : jsonResponse({ items: menu });
      renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Copy from another location' }));
      expect(await screen.findByText('This venue has no other location to copy a menu from.')).toBeTruthy();
      cleanup();

      answer = (call) => {
        if (call.url.includes('/vendor-locations?')) {
          return jsonResponse({
            items: [location('AD708', 'Main Bar'), location('AD709', 'Patio Stand'), location('AD710', 'Pop-up')],
          });
        }
        if (call.method === 'POST') {
          return jsonResponse({ error: { code: 'FORBIDDEN', message: 'Only a manager can do this.' } }, 403);
        }
        if (call.url.includes('/AD710/')) return jsonResponse({ items: [] });
        if (call.url.includes('/AD709/')) return jsonResponse({ items: patioMenu });
        return jsonResponse({ items: menu });
      };
      renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Copy from another location' }));
      fireEvent.change(await screen.findByLabelText('Copy from'), { target: { value: 'AD710' } });
      expect(await screen.findByText('Pop-up has no products to copy.')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(screen.getByLabelText('Copy from'), { target: { value: 'AD709' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Copy 4 products' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Only a manager can do this.');
      expect(screen.getByLabelText('Copy from')).toBeTruthy();
    });

    it('shows the error state with a retry when the locations cannot be read', async () => {
      answer = (call) =>
        call.url.includes('/vendor-locations?')
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500)
          : jsonResponse({ items: menu });
      renderApp(<MenuEditor vendorLocationId="AD708" vendorId="demo-bar" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Copy from another location' }));
      expect(await screen.findByText("We couldn't load your locations. Please try again.")).toBeTruthy();
    });
  });
});
