import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCart, type StoredCart } from '#web/features/cart/cart';
import type { Session } from '#web/lib/session';
import { makeProduct } from '#web/test/factories';
import { patiently } from '#web/test/waits';
import type { StoredOrder } from './stored-order';
import type { SubmitOrderInput } from './submit-order';

const submitOrder = vi.fn<(input: SubmitOrderInput) => Promise<StoredOrder>>();
vi.mock('./submit-order', () => ({ submitOrder: (input: SubmitOrderInput) => submitOrder(input) }));
// What a quick Order Now's order is made of before the app has drawn anything: this device's session and cart, and
// the page's menu.
const device: { session: Session | null; cart: StoredCart } = { session: null, cart: createCart('AD708', new Date()) };
vi.mock('#web/lib/session', async (original) => ({
  ...(await original<typeof import('#web/lib/session')>()),
  getSession: () => device.session,
}));
vi.mock('#web/features/cart/cart-store', () => ({ getCart: () => device.cart }));
vi.mock('#web/lib/page-data', () => ({
  pageProducts: () => [makeProduct({ productId: 'LAGER', price: '8.00' })],
}));

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

describe("a quick Order Now's order (decision 102)", () => {
  beforeEach(() => submitOrder.mockReset());
  const session = (expiresAt: number): Session =>
    ({ idToken: 't', expiresAt, user: { userId: 'U1' } }) as unknown as Session;
  const cartOf = (quantity: number): StoredCart => ({
    ...createCart('AD708', new Date()),
    items: [{ productId: 'LAGER', quantity, title: 'House Lager' }] as StoredCart['items'],
  });

  it("is made from this device's session and cart before the review is drawn, and the review finds it", async () => {
    device.session = session(Date.now() + 3_600_000);
    device.cart = cartOf(2);
    const { prepareStoredCartOrder, prepareOrder } = await load();
    submitOrder.mockResolvedValue(stored('A'));
    prepareStoredCartOrder('AD708');
    expect(submitOrder).toHaveBeenCalledTimes(1);
    expect(submitOrder).toHaveBeenCalledWith({ ...lager(2), clearOnFailure: false });
    // The review, opening on the same cart, asks for the same order: the one under way, no second call.
    await expect(prepareOrder(lager(2))).resolves.toEqual(stored('A'));
    expect(submitOrder).toHaveBeenCalledTimes(1);
  });

  it('is left to the review when the session is about to be refreshed or the cart holds nothing', async () => {
    const { prepareStoredCartOrder } = await load();
    device.session = session(Date.now() + 60_000);
    device.cart = cartOf(1);
    prepareStoredCartOrder('AD708');
    device.session = null;
    prepareStoredCartOrder('AD708');
    device.session = session(Date.now() + 3_600_000);
    device.cart = createCart('AD708', new Date());
    prepareStoredCartOrder('AD708');
    expect(submitOrder).not.toHaveBeenCalled();
  });
});
