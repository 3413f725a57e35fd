import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { orderMessages, paymentFailureError, soldOutCheckoutError } from './order-messages';
import { PaymentFailedError } from './payment-panel';

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

describe('paymentFailureError', () => {
  it('says the connection was lost, not that the payment failed, when the confirm got no answer', () => {
    const lost = new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection and try again.');
    const timedOut = new ApiError(0, 'TIMEOUT', 'The request timed out. Please try again.');
    for (const failure of [lost, timedOut]) {
      expect(paymentFailureError(failure)).toEqual({
        title: 'We lost the connection while paying. Tap Pay again to check — you will not be charged twice.',
      });
    }
  });

  it('keeps "Payment was not successful." with the reason for a decline or another answer', () => {
    expect(paymentFailureError(new PaymentFailedError('Your card was declined.'))).toEqual({
      title: orderMessages.paymentFailed,
      detail: 'Your card was declined.',
    });
    expect(paymentFailureError(new ApiError(409, 'CONFLICT', 'Your order changed.'))).toEqual({
      title: 'Payment was not successful.',
      detail: 'Your order changed.',
    });
    expect(paymentFailureError(new Error('boom'))).toEqual({ title: 'Payment was not successful.' });
  });
});
