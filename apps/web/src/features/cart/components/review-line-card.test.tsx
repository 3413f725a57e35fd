// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '#web/features/cart/cart-lines';
import { ReviewLineCard } from './review-line-card';

afterEach(cleanup);

const line = {
  key: 'LAGER',
  productId: 'LAGER',
  options: [],
  comboChoices: [],
  optionTexts: [],
  isIdRequired: true,
  name: 'House Lager',
  variantName: null,
  price: '8.00',
  priceCents: 800,
  quantity: 2,
  maxQuantity: 10,
  imageUrls: [],
} as unknown as CartLine;

describe('an order review card', () => {
  it('has one control for the quantity: the dropdown with Remove (0) and 1 to 10, no − / + beside it', () => {
    const onQuantityChange = vi.fn();
    render(
      <ul>
        <ReviewLineCard line={line} isLocked={false} onQuantityChange={onQuantityChange} />
      </ul>,
    );
    const select = screen.getByLabelText('Quantity of House Lager') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Remove (0)',
      ...Array.from({ length: 10 }, (_, index) => String(index + 1)),
    ]);
    expect(screen.queryByRole('button', { name: /one more|Remove one/ })).toBeNull();
    fireEvent.change(select, { target: { value: '0' } });
    expect(onQuantityChange).toHaveBeenCalledWith(0);
  });
});
