import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { soldOutCheckoutError } from './order-messages';

describe('soldOutCheckoutError', () => {
  it('says the item is sold out in the server’s words, and that nothing was charged', () => {
    const refused = new ApiError(400, 'PRODUCT_SOLD_OUT', 'Only 2 of Logo Cap left.');
    expect(soldOutCheckoutError(refused, false)).toEqual({
      title: 'Sold out',
      detail: 'Only 2 of Logo Cap left. You have not been charged. Change your order to continue.',
    });
  });

  it('passes on the server’s refund notice when the card was charged', () => {
    const refunded = new ApiError(400, 'PRODUCT_SOLD_OUT', 'Logo Cap is sold out. Your payment has been refunded.');
    expect(soldOutCheckoutError(refunded, true)?.detail).toBe('Logo Cap is sold out. Your payment has been refunded.');
  });

  it('leaves every other failure to the usual messages', () => {
    expect(soldOutCheckoutError(new ApiError(402, 'PAYMENT_DECLINED', 'Your card was declined.'), false)).toBeNull();
    expect(soldOutCheckoutError(new Error('boom'), false)).toBeNull();
  });
});
