import type { OrderWithPaymentResponse } from '@queueless/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { makeOrder, makeOrderLine } from '#web/test/factories';
import { canReuseStoredOrder, type StoredOrder } from './stored-order';
import { orderMatchesCart, type SubmitOrderDeps, type SubmitOrderInput, submitOrder } from './submit-order';

const input: SubmitOrderInput = {
  userId: 'USER1',
  vendorLocationId: 'AD708',
  items: [{ productId: 'AD708-LAGER', quantity: 2 }],
  tipPercentage: 15,
};

function answer(overrides: Parameters<typeof makeOrder>[0] = {}): OrderWithPaymentResponse {
  return { order: makeOrder(overrides), clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1' };
}

function stored(overrides: Parameters<typeof makeOrder>[0] = {}): StoredOrder {
  return { ...answer(overrides), tipPercentage: 15 };
}

function fakeDeps(current: StoredOrder | null, overrides: Partial<SubmitOrderDeps> = {}) {
  let storedOrder = current;
  let createKey: string | null = null;
  let keysMade = 0;
  const deps = {
    createOrder: vi.fn(async (_body: unknown, _key: string) => answer({ orderId: 'NEWORDER' })),
    // The key store as create-key.ts keeps it: one key until settled.
    takeCreateKey: vi.fn(() => {
      createKey ??= `create-key-${++keysMade}`;
      return createKey;
    }),
    settleCreateKey: vi.fn(() => {
      createKey = null;
    }),
    updateOrder: vi.fn(async () => answer({ orderId: 'OLDORDER' })),
    readStoredOrder: vi.fn(() => storedOrder),
    writeStoredOrder: vi.fn((_: string, next: StoredOrder) => {
      storedOrder = next;
    }),
    clearStoredOrder: vi.fn(() => {
      storedOrder = null;
    }),
    ...overrides,
  };
  return { deps, read: () => storedOrder };
}

describe('canReuseStoredOrder', () => {
  it("reuses only the same user's order that is still in progress", () => {
    expect(canReuseStoredOrder(stored(), 'USER1')).toBe(true);
    expect(canReuseStoredOrder(stored(), 'USER2')).toBe(false);
    expect(canReuseStoredOrder(stored({ status: 'PAID' }), 'USER1')).toBe(false);
    expect(canReuseStoredOrder(stored({ status: 'COMPLETE' }), 'USER1')).toBe(false);
    expect(canReuseStoredOrder(null, 'USER1')).toBe(false);
  });
});

describe('submitOrder', () => {
  it('creates an order when none is stored, and stores it with its client secret', async () => {
    const { deps, read } = fakeDeps(null);
    const result = await submitOrder(input, deps);
    expect(deps.createOrder).toHaveBeenCalledWith(
      {
        userId: 'USER1',
        vendorLocationId: 'AD708',
        cartItems: [{ productId: 'AD708-LAGER', quantity: 2 }],
        tipPercentage: 15,
      },
      'create-key-1',
    );
    expect(deps.updateOrder).not.toHaveBeenCalled();
    expect(result.order.orderId).toBe('NEWORDER');
    expect(read()).toEqual({ ...answer({ orderId: 'NEWORDER' }), tipPercentage: 15 });
  });

  it("updates the stored order when it is the same user's and in progress", async () => {
    const { deps } = fakeDeps(stored({ orderId: 'OLDORDER' }));
    await submitOrder(input, deps);
    expect(deps.updateOrder).toHaveBeenCalledWith({
      orderId: 'OLDORDER',
      userId: 'USER1',
      vendorLocationId: 'AD708',
      cartItems: [{ productId: 'AD708-LAGER', quantity: 2 }],
      tipPercentage: 15,
    });
    expect(deps.createOrder).not.toHaveBeenCalled();
  });

  it("clears and replaces another user's or a paid stored order", async () => {
    for (const old of [stored({ userId: 'SOMEONE' }), stored({ status: 'PAID' })]) {
      const { deps } = fakeDeps(old);
      await submitOrder(input, deps);
      expect(deps.clearStoredOrder).toHaveBeenCalledWith('AD708');
      expect(deps.updateOrder).not.toHaveBeenCalled();
      expect(deps.createOrder).toHaveBeenCalledTimes(1);
    }
  });

  it('creates a new order when the stored one can no longer be changed on the server', async () => {
    const { deps, read } = fakeDeps(stored(), {
      updateOrder: vi.fn(async () => {
        throw new ApiError(409, 'ORDER_NOT_IN_PROGRESS', 'This order can no longer be changed.');
      }),
    });
    const result = await submitOrder(input, deps);
    expect(result.order.orderId).toBe('NEWORDER');
    expect(read()?.order.orderId).toBe('NEWORDER');
  });

  it('clears the stored order and rethrows on any other failure', async () => {
    const failure = new ApiError(400, 'PRODUCT_SOLD_OUT', 'Whiskey Sour is sold out.');
    const { deps, read } = fakeDeps(stored(), { updateOrder: vi.fn(async () => Promise.reject(failure)) });
    await expect(submitOrder(input, deps)).rejects.toBe(failure);
    expect(read()).toBeNull();
  });

  it('keeps the stored order on failure when asked to (checkout updates)', async () => {
    const failure = new ApiError(0, 'NETWORK_ERROR', 'Network error.');
    const { deps, read } = fakeDeps(stored(), { updateOrder: vi.fn(async () => Promise.reject(failure)) });
    await expect(submitOrder({ ...input, clearOnFailure: false }, deps)).rejects.toBe(failure);
    expect(read()?.order.orderId).toBe(stored().order.orderId);
  });

  it("refuses an answer for another user: 'Order created with incorrect user ID'", async () => {
    const { deps, read } = fakeDeps(null, { createOrder: vi.fn(async () => answer({ userId: 'SOMEONE' })) });
    await expect(submitOrder(input, deps)).rejects.toThrow('Order created with incorrect user ID');
    expect(read()).toBeNull();
  });
});

describe('orderMatchesCart', () => {
  const order = makeOrder({
    cartItems: [makeOrderLine({ productId: 'A', quantity: 2 }), makeOrderLine({ productId: 'B', quantity: 1 })],
  });

  it('is true for the same lines in any order', () => {
    expect(
      orderMatchesCart(order, [
        { productId: 'B', quantity: 1 },
        { productId: 'A', quantity: 2 },
      ]),
    ).toBe(true);
  });

  it('is false when a quantity or a line differs', () => {
    expect(orderMatchesCart(order, [{ productId: 'A', quantity: 2 }])).toBe(false);
    expect(
      orderMatchesCart(order, [
        { productId: 'A', quantity: 3 },
        { productId: 'B', quantity: 1 },
      ]),
    ).toBe(false);
  });
});

describe("submitOrder and the create's Idempotency-Key", () => {
  it('sends the same key again when the first create got no answer, and a new one after an answer', async () => {
    const dropped = new ApiError(0, 'NETWORK_ERROR', 'offline');
    const { deps } = fakeDeps(null);
    vi.mocked(deps.createOrder).mockRejectedValueOnce(dropped);
    await expect(submitOrder(input, deps)).rejects.toBe(dropped);
    await submitOrder(input, deps);
    expect(vi.mocked(deps.createOrder).mock.calls.map((call) => call[1])).toEqual(['create-key-1', 'create-key-1']);

    // Answered: the next create (another visit, after the order was paid) is a new one.
    vi.mocked(deps.readStoredOrder).mockReturnValue(null);
    await submitOrder(input, deps);
    expect(vi.mocked(deps.createOrder).mock.calls.at(-1)?.[1]).toBe('create-key-2');
  });

  it('takes a new key after a refusal (the server made nothing)', async () => {
    const { deps } = fakeDeps(null);
    vi.mocked(deps.createOrder).mockRejectedValueOnce(new ApiError(409, 'PRODUCT_SOLD_OUT', 'Sold out'));
    await expect(submitOrder(input, deps)).rejects.toBeInstanceOf(ApiError);
    await submitOrder(input, deps);
    expect(vi.mocked(deps.createOrder).mock.calls.map((call) => call[1])).toEqual(['create-key-1', 'create-key-2']);
  });
});
