import { describe, expect, it } from 'vitest';
import { defineEndpoint, endpointPath } from './endpoint.js';

const order = defineEndpoint({ method: 'GET', path: '/order-service/v1/users/:userId/orders/:orderId' });

describe('endpointPath', () => {
  it('fills each parameter, encoded', () => {
    expect(endpointPath(order, { userId: 'u 1', orderId: 'a/b' })).toBe('/order-service/v1/users/u%201/orders/a%2Fb');
  });

  it('adds the query, leaving out empty values', () => {
    expect(endpointPath(order, { userId: 'u', orderId: 'o' }, { limit: 5, cursor: '', q: undefined })).toBe(
      '/order-service/v1/users/u/orders/o?limit=5',
    );
  });

  it('refuses a missing parameter rather than calling /undefined', () => {
    expect(() => endpointPath(order, { userId: 'u' } as never)).toThrow(/missing :orderId/);
  });
});
