// @vitest-environment node
import { exportLocationMenu, getOrder, streamOrderEvents } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';

// vite.config.ts turns an endpoint imported from the contracts into its method and path alone, so a page never
// carries the contract's schemas and zod. A declaration whose `produces` came before its method was missed, and
// the status page took the whole orders contract and zod with it (issue 45).
describe('endpoints in the web build', () => {
  it('are their method and path only, whatever order the declaration lists its fields in', () => {
    expect(getOrder).toEqual({ method: 'GET', path: '/order-service/v1/users/:userId/orders/:orderId' });
    expect(streamOrderEvents).toEqual({
      method: 'GET',
      path: '/order-service/v1/users/:userId/orders/:orderId/events',
    });
    expect(Object.keys(exportLocationMenu)).toEqual(['method', 'path']);
  });
});
