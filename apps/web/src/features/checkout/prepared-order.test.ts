import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patiently } from '#web/test/waits';
import type { StoredOrder } from './stored-order';
import type { SubmitOrderInput } from './submit-order';

const submitOrder = vi.fn<(input: SubmitOrderInput) => Promise<StoredOrder>>();
vi.mock('./submit-order', () => ({ submitOrder: (input: SubmitOrderInput) => submitOrder(input) }));

const lager = (quantity: number): SubmitOrderInput => ({
  userId: 'U1',
  vendorLocationId: 'AD708',
  items: [{ productId: 'LAGER', quantity }],
  tipPercentage: 15,
});
const stored = (name: string) => ({ order: { orderId: name } }) as unknown as StoredOrder;

/** A submit the test answers itself, to see what runs at once. */
function pending() {
  let resolve!: (value: StoredOrder) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<StoredOrder>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function load() {
  vi.resetModules();
  return import('./prepared-order');
}

describe('the order made ahead of the Checkout tap', () => {
  beforeEach(() => submitOrder.mockReset());
  afterEach(() => vi.useRealTimers());

  it('is made once for the same cart, and the tap goes on with it without another call', async () => {
    const { prepareOrder, orderForCheckout } = await load();
    submitOrder.mockResolvedValue(stored('A'));
    prepareOrder(lager(1));
    prepareOrder(lager(1));
    expect(submitOrder).toHaveBeenCalledTimes(1);
    expect(submitOrder).toHaveBeenCalledWith({ ...lager(1), clearOnFailure: false });
    await expect(orderForCheckout(lager(1))).resolves.toEqual(stored('A'));
    expect(submitOrder).toHaveBeenCalledTimes(1);
  });

  it('answers the order under way, which the review prices its lines from (decision 074)', async () => {
    const { prepareOrder } = await load();
    submitOrder.mockResolvedValueOnce(stored('A'));
    const onMenu = prepareOrder(lager(1));
    // The review opens on the same cart: the same order, not another call.
    await expect(prepareOrder(lager(1))).resolves.toEqual(stored('A'));
    expect(prepareOrder(lager(1))).toBe(onMenu);
    expect(submitOrder).toHaveBeenCalledTimes(1);
  });

  it('is made again for the same cart once the one made ahead is too old for the tap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { prepareOrder } = await load();
    submitOrder.mockResolvedValueOnce(stored('A')).mockResolvedValueOnce(stored('B'));
    await prepareOrder(lager(1));
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    await expect(prepareOrder(lager(1))).resolves.toEqual(stored('B'));
    expect(submitOrder).toHaveBeenCalledTimes(2);
  });

  it('never makes two at once: another cart waits for the one under way, and so does the tap', async () => {
    const { prepareOrder, orderForCheckout } = await load();
    const first = pending();
    submitOrder.mockReturnValueOnce(first.promise).mockResolvedValueOnce(stored('B')).mockResolvedValue(stored('C'));
    prepareOrder(lager(1));
    prepareOrder(lager(2));
    await Promise.resolve();
    expect(submitOrder).toHaveBeenCalledTimes(1);
    first.resolve(stored('A'));
    await vi.waitFor(() => expect(submitOrder).toHaveBeenCalledTimes(2), patiently);
    // The cart changed once more before the tap: submitted after the one made ahead, with the tap's own rule.
    await expect(orderForCheckout(lager(3))).resolves.toEqual(stored('C'));
    expect(submitOrder).toHaveBeenLastCalledWith(lager(3));
  });

  it('leaves a failure to the tap, which submits again (and may show it)', async () => {
    const { prepareOrder, orderForCheckout } = await load();
    submitOrder.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(stored('A'));
    prepareOrder(lager(1));
    await expect(orderForCheckout(lager(1))).resolves.toEqual(stored('A'));
    expect(submitOrder).toHaveBeenCalledTimes(2);
    expect(submitOrder).toHaveBeenLastCalledWith(lager(1));
  });

  it('is not used by a tap more than 10 minutes later, nor for another customer or location', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { prepareOrder, orderForCheckout } = await load();
    submitOrder.mockResolvedValue(stored('A'));
    prepareOrder(lager(1));
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    await orderForCheckout(lager(1));
    expect(submitOrder).toHaveBeenCalledTimes(2);

    prepareOrder(lager(1));
    await orderForCheckout({ ...lager(1), userId: 'U2' });
    prepareOrder(lager(1));
    await orderForCheckout({ ...lager(1), vendorLocationId: 'BX100' });
    expect(submitOrder).toHaveBeenCalledTimes(6);
  });
});
