import type { Order } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '#web/test/factories';
import { orderTipBaseCents } from './tip-base';

const line = (productType: Order['cartItems'][number]['productType'], price: string, quantity: number) =>
  ({
    productId: `${productType}-${price}`,
    name: 'x',
    productType,
    price,
    quantity,
    depositPercent: null,
  }) as Order['cartItems'][number];

describe('the tip options’ base', () => {
  it('is the food and drinks of a mixed cart, without the T-shirts', () => {
    // The cart: $60.00 of T-shirts and $8.00 of beer; 15 % is $1.20, not $10.20.
    const order = makeOrder({ cartItems: [line('MERCHANDISE', '30.00', 2), line('ALCOHOLIC_ITEM', '8.00', 1)] });
    expect(orderTipBaseCents(order)).toBe(800);
  });

  it('is nothing for merchandise alone', () => {
    expect(orderTipBaseCents(makeOrder({ cartItems: [line('MERCHANDISE', '30.00', 1)] }))).toBe(0);
  });
});
