// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '#web/features/menu/menu';
import { makeProduct, makeTee } from '#web/test/factories';
import { discountBadge, ProductCard } from './product-card';

afterEach(cleanup);

function renderCard(entry: MenuEntry, quantityInCart = 0) {
  const handlers = { onAdd: vi.fn(), onDecrease: vi.fn(), onOpen: vi.fn() };
  render(<ProductCard entry={entry} quantityInCart={quantityInCart} canIncrease isEager {...handlers} />);
  return handlers;
}

const lager = makeProduct({ productId: 'LAGER', name: 'House Lager' });

describe('ProductCard', () => {
  it('adds a drink, then shows its quantity with − and +', () => {
    const handlers = renderCard({ kind: 'product', key: 'LAGER', product: lager, isSoldOut: false });
    fireEvent.click(screen.getByRole('button', { name: 'Add House Lager' }));
    expect(handlers.onAdd).toHaveBeenCalledTimes(1);
    cleanup();
    const again = renderCard({ kind: 'product', key: 'LAGER', product: lager, isSoldOut: false }, 2);
    expect(screen.getByLabelText('House Lager quantity').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Add one more House Lager' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove one House Lager' }));
    expect(again.onAdd).toHaveBeenCalledWith(lager);
    expect(again.onDecrease).toHaveBeenCalledWith('LAGER');
  });

  it('shows a sold-out product disabled, and it cannot be added', () => {
    const sour = makeProduct({ name: 'Whiskey Sour', trackQuantity: true, quantity: { available: 0 } });
    const handlers = renderCard({ kind: 'product', key: 'SOUR', product: sour, isSoldOut: true });
    const button = screen.getByRole('button', { name: 'Sold Out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add Whiskey Sour' })).toBeNull();
    expect(handlers.onAdd).not.toHaveBeenCalled();
  });

  it('shows merchandise with its real discount badge and the struck original price, opening its modal', () => {
    const tee = makeTee('M');
    const handlers = renderCard({
      kind: 'group',
      key: 'group:TEE',
      groupId: 'TEE',
      lead: tee,
      variants: [tee],
      isSoldOut: false,
    });
    // $30.00, was $33.00: 9 % off (rounded down, never more than the saving).
    expect(screen.getByText('9% OFF')).toBeTruthy();
    expect(screen.getByText('$30.00')).toBeTruthy();
    expect(screen.getByText('$33.00').closest('s')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select Size Queueless Tour Tee' }));
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
  });

  it('gives a pipeline photo its renditions (srcset, sizes) and its size; a demo picture stays as it is', () => {
    const photo = '/media/3f/3f2a9c0d1e4b5a6978c0d1e2.800x1200.800.webp';
    const { container } = render(
      <ProductCard
        entry={{ kind: 'product', key: 'IPA', product: makeProduct({ imageUrls: [photo] }), isSoldOut: false }}
        quantityInCart={0}
        canIncrease
        isEager
        onAdd={vi.fn()}
        onDecrease={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    const image = container.querySelector('img') as HTMLImageElement;
    const stem = '/media/3f/3f2a9c0d1e4b5a6978c0d1e2.800x1200.';
    expect(image.getAttribute('srcset')).toBe(
      `${stem}160.webp 160w, ${stem}320.webp 320w, ${stem}640.webp 640w, ${stem}800.webp 800w`,
    );
    expect(image.getAttribute('sizes')).toBe('(min-width: 672px) 300px, calc(50vw - 38px)');
    expect(image.getAttribute('src')).toBe(`${stem}320.webp`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '1200']);
    cleanup();

    const demo = render(
      <ProductCard
        entry={{
          kind: 'product',
          key: 'LAGER',
          product: makeProduct({ imageUrls: ['/images/lager.svg'] }),
          isSoldOut: false,
        }}
        quantityInCart={0}
        canIncrease
        isEager
        onAdd={vi.fn()}
        onDecrease={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    const plain = demo.container.querySelector('img') as HTMLImageElement;
    expect(plain.getAttribute('src')).toBe('/images/lager.svg');
    expect(plain.hasAttribute('srcset')).toBe(false);
    expect(plain.hasAttribute('sizes')).toBe(false);
  });

  it('claims no discount on merchandise without an original price', () => {
    const band = makeProduct({
      productId: 'BAND',
      name: 'Festival Wristband',
      productType: 'MERCHANDISE',
      price: '50.00',
    });
    renderCard({ kind: 'product', key: 'BAND', product: band, isSoldOut: false });
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(screen.queryByText('$50.00')?.closest('s')).toBeFalsy();
  });
});

describe('discountBadge', () => {
  it('is computed from the original price, rounded down, and none without a saving', () => {
    expect(discountBadge('27.00', '30.00')).toBe('10% OFF');
    expect(discountBadge('25.00', '28.00')).toBe('10% OFF');
    expect(discountBadge('30.00', null)).toBeNull();
    expect(discountBadge('30.00', '30.00')).toBeNull();
    expect(discountBadge('30.00', '25.00')).toBeNull();
  });
});
