import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { makeOrder } from '#web/test/factories';
import {
  completionFailureMessage,
  isAwaitingPickup,
  isRefundable,
  orderActivityTime,
  orderStatusText,
  toOrderHistory,
} from './order-display';

describe('order status', () => {
  it('reads IN_PROGRESS and PAID as IN PROGRESS', () => {
    expect(orderStatusText('IN_PROGRESS')).toBe('IN PROGRESS');
    expect(orderStatusText('PAID')).toBe('IN PROGRESS');
    expect(orderStatusText('COMPLETE')).toBe('Completed');
    expect(orderStatusText('REFUNDED')).toBe('Refunded');
  });

  it('awaits pickup while in progress or paid, and refunds only paid orders', () => {
    expect(isAwaitingPickup('IN_PROGRESS')).toBe(true);
    expect(isAwaitingPickup('PAID')).toBe(true);
    expect(isAwaitingPickup('COMPLETE')).toBe(false);
    expect(isRefundable('PAID')).toBe(true);
    expect(isRefundable('COMPLETE')).toBe(true);
    expect(isRefundable('IN_PROGRESS')).toBe(false);
    expect(isRefundable('REFUNDED')).toBe(false);
  });
});

describe('toOrderHistory', () => {
  it('leaves out IN_PROGRESS and puts the newest first', () => {
    const orders = [
      makeOrder({ orderId: 'A', status: 'COMPLETE', datetimeCompleted: '2026-03-01T20:00:00.000Z' }),
      makeOrder({ orderId: 'B', status: 'IN_PROGRESS' }),
      makeOrder({
        orderId: 'C',
        status: 'PAID',
        datetimePaid: '2026-03-01T21:00:00.000Z',
        datetimeCompleted: null,
      }),
      makeOrder({ orderId: 'D', status: 'REFUNDED', datetimeCompleted: '2026-03-01T19:00:00.000Z' }),
    ];
    expect(toOrderHistory(orders).map((order) => order.orderId)).toEqual(['C', 'A', 'D']);
  });

  it('dates an order by completion, else payment, else creation', () => {
    expect(
      orderActivityTime({ datetimeCompleted: null, datetimePaid: null, datetimeCreated: '2026-03-01T18:00:00Z' }),
    ).toBe('2026-03-01T18:00:00Z');
  });
});

describe('completionFailureMessage', () => {
  it("shows the server's message, else 'Please try again.'", () => {
    expect(completionFailureMessage(new ApiError(409, 'ORDER_NOT_PAID', 'This order has not been paid.'))).toBe(
      'This order has not been paid.',
    );
    expect(completionFailureMessage(new ApiError(0, 'NETWORK_ERROR', 'Network error.'))).toBe('Please try again.');
    expect(completionFailureMessage(new Error('boom'))).toBe('Please try again.');
  });
});
