import type { Product } from '@queueless/contracts';
import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '#web/components/ui/toast';
import { makeProduct, makeTee } from '#web/test/factories';
import { addToCart, parseStoredCart } from './cart';
import { getCart, updateCart } from './cart-store';
import { pruneCart, useCartInStepWithMenu } from './prune-cart';

const lager = makeProduct({ productId: 'LAGER', name: 'House Lager' });
const cider = makeProduct({ productId: 'CIDER', name: 'Seasonal Cider', isAvailable: false });
const teeM = makeTee('M');

function fill(...lines: [string, string | undefined][]) {
  updateCart('AD708', (cart, now) =>
    lines.reduce((current, [id, title]) => addToCart(current, id, 1, now, 10, title), cart),
  );
}

const ids = () => getCart('AD708').items.map((item) => item.productId);

afterEach(() => updateCart('AD708', (cart, now) => ({ ...cart, items: [], updatedAt: now.toISOString() })));

describe('pruneCart', () => {
  it('removes what can no longer be ordered and names, in the server’s words, each line whose product left the menu', () => {
    fill(
      ['LAGER', 'House Lager'],
      [teeM.productId, 'Queueless Tour Tee (M)'],
      ['CIDER', 'Seasonal Cider'],
      ['OLD', undefined],
    );
    const answer = pruneCart('AD708', [lager, cider]);
    expect(ids()).toEqual(['LAGER']);
    expect(answer).toEqual({
      removed: 3,
      // The switched-off cider is still on the menu (shown as unavailable): removed, not announced as gone.
      notices: ['Queueless Tour Tee (M) is no longer on the menu.', 'An item in your cart is no longer on the menu.'],
    });
    expect(pruneCart('AD708', [lager])).toEqual({ removed: 0, notices: [] });
  });

  it('keeps a line’s title through quantity changes and storage, and refuses a title that is not one', () => {
    fill(['LAGER', 'House Lager']);
    fill(['LAGER', undefined]);
    expect(getCart('AD708').items).toEqual([{ productId: 'LAGER', quantity: 2, title: 'House Lager' }]);
    const stored = parseStoredCart(
      {
        vendorLocationId: 'AD708',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
        items: [
          { productId: 'A', quantity: 1, title: 'Cola' },
          { productId: 'B', quantity: 1, title: 42 },
          { productId: 'C', quantity: 1, title: 'x'.repeat(301) },
        ],
      },
      'AD708',
    );
    expect(stored?.items).toEqual([
      { productId: 'A', quantity: 1, title: 'Cola' },
      { productId: 'B', quantity: 1 },
      { productId: 'C', quantity: 1 },
    ]);
  });
});

describe('useCartInStepWithMenu', () => {
  it('tells the person once that an archived product’s line left their cart', async () => {
    render(<Toaster />);
    fill(['LAGER', 'House Lager'], [teeM.productId, 'Queueless Tour Tee (M)']);
    const { rerender } = renderHook(({ products }) => useCartInStepWithMenu('AD708', products), {
      initialProps: { products: [lager, teeM] as Product[] | undefined },
    });
    expect(ids()).toEqual(['LAGER', teeM.productId]);
    expect(screen.queryByText(/no longer on the menu/)).toBeNull();
    // The tee is archived: the next menu read no longer has it.
    rerender({ products: [lager] });
    expect(await screen.findByText('Queueless Tour Tee (M) is no longer on the menu.')).toBeTruthy();
    expect(ids()).toEqual(['LAGER']);
    // Read again (a refetch): nothing more is said.
    rerender({ products: [{ ...lager }] });
    expect(screen.getAllByText(/no longer on the menu/)).toHaveLength(1);
  });
});
