import {
  createLocationProduct,
  createOptionGroup,
  endpointPath,
  getLocationProducts,
  getLocationQueue,
  getOptionSales,
  markOrderPaid,
} from '@queueless/contracts';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createLocation,
  createStaff,
  createUser,
  createVendor,
  placeOrder,
  reportMonthNow,
} from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { options, products } from '../../db/schema.js';
import { seedDemo } from '../../db/seed.js';

// Combos (issue 39, decision 087): one price for a choice in every slot; each slot's choice may carry its own options
// and price change; stock is taken from each component; one line for the customer, separate items for the bar.
describe('combos: a pint and a hot dog', () => {
  const t = useTestAppWithFakePayments();

  async function stadium(stock: { pints: number; hotDogs: number; onions: number }) {
    const vendor = await createVendor(t.app);
    const location = await createLocation(t.app, vendor.vendorId);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const id = location.vendorLocationId;
    const post = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, headers: manager.auth, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const toppings = (
      await post(endpointPath(createOptionGroup, { vendorLocationId: id }), {
        name: 'Toppings',
        minSelections: 0,
        maxSelections: 2,
        options: [
          { name: 'Onion', priceDelta: '0.50', kitchenName: 'ONION', trackQuantity: true, quantity: stock.onions },
          { name: 'Relish', priceDelta: '0.00' },
        ],
      })
    ).optionGroup;
    const product = async (payload: object) =>
      (await post(endpointPath(createLocationProduct, { vendorLocationId: id }), payload)).item as {
        productId: string;
      };
    const pint = await product({
      name: 'Pint',
      productType: 'ALCOHOLIC_ITEM',
      price: '9.00',
      trackQuantity: true,
      quantityAvailable: stock.pints,
    });
    const hotDog = await product({
      name: 'Hot Dog',
      productType: 'FOOD_ITEM',
      price: '7.00',
      trackQuantity: true,
      quantityAvailable: stock.hotDogs,
      optionGroupIds: [toppings.optionGroupId],
    });
    const pretzel = await product({ name: 'Pretzel', productType: 'FOOD_ITEM', price: '6.00' });
    const combo = await post(endpointPath(createLocationProduct, { vendorLocationId: id }), {
      name: 'Pint + Hot Dog',
      productType: 'FOOD_ITEM',
      price: '14.00',
      comboSlots: [
        { name: 'Drink', choices: [{ productId: pint.productId }] },
        {
          name: 'Main',
          choices: [
            { productId: hotDog.productId, priceDelta: '1.00' },
            { productId: pretzel.productId, priceDelta: '0.00' },
          ],
        },
      ],
    });
    const slots = combo.item.comboSlots as { slotId: string; name: string }[];
    const slotId = (name: string) => slots.find((slot) => slot.name === name)?.slotId as string;
    return {
      vendor,
      id,
      manager,
      pint,
      hotDog,
      pretzel,
      comboId: combo.item.productId as string,
      drink: slotId('Drink'),
      main: slotId('Main'),
      onion: toppings.options[0].optionId as string,
    };
  }

  const comboLine = (s: Awaited<ReturnType<typeof stadium>>, withOnion = true) => ({
    productId: s.comboId,
    quantity: 1,
    comboChoices: [
      { slotId: s.drink, productId: s.pint.productId },
      { slotId: s.main, productId: s.hotDog.productId, options: withOnion ? [{ optionId: s.onion }] : [] },
    ],
  });

  async function placeAndPay(s: Awaited<ReturnType<typeof stadium>>, lines: object[]) {
    const customer = await createUser(t.app);
    const created = await placeOrder(t.app, customer, { vendorLocationId: s.id, cartItems: lines } as never);
    expect(created.statusCode, created.body).toBe(201);
    const { order, paymentIntentId } = created.json();
    t.payments.pay(paymentIntentId);
    return { customer, order, orderId: order.orderId as string };
  }

  const markPaid = (customer: { userId: string; auth: Record<string, string> }, orderId: string) =>
    t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: customer.userId, orderId }),
      headers: customer.auth,
    });

  it('is one line for the customer at its price with the choices’ changes; its components are the bar’s items', async () => {
    const s = await stadium({ pints: 10, hotDogs: 10, onions: 10 });
    const { customer, order, orderId } = await placeAndPay(s, [comboLine(s)]);
    // 14.00 + the hot dog's 1.00 + its onion's 0.50
    expect(order.cartItems).toHaveLength(1);
    expect(order.cartItems[0]).toMatchObject({ productId: s.comboId, price: '15.50', quantity: 1 });
    expect(order.subtotal).toBe('15.50');
    expect(order.idCheckRequired).toBe(true); // the pint is alcoholic
    expect(order.cartItems[0].components).toEqual([
      expect.objectContaining({ slotName: 'Drink', productId: s.pint.productId, name: 'Pint', options: [] }),
      expect.objectContaining({
        slotName: 'Main',
        productId: s.hotDog.productId,
        name: 'Hot Dog',
        priceDelta: '1.00',
        options: [expect.objectContaining({ optionId: s.onion, name: 'Onion', priceDelta: '0.50', quantity: 1 })],
      }),
    ]);
    expect((await markPaid(customer, orderId)).json().order.status).toBe('PAID');

    // Stock came from each component and the component's option, not from the combo.
    const rows = await t.app.database.db
      .select()
      .from(products)
      .where(inArray(products.productId, [s.pint.productId, s.hotDog.productId, s.comboId]));
    const left = Object.fromEntries(rows.map((row) => [row.name, row.quantityAvailable]));
    expect(left).toEqual({ Pint: 9, 'Hot Dog': 9, 'Pint + Hot Dog': null });
    const [onion] = await t.app.database.db
      .select()
      .from(options)
      .where(inArray(options.optionId, [s.onion]));
    expect(onion?.quantityAvailable).toBe(9);

    // The bar queue: one line, its components listed for the bar and the kitchen.
    const queue = await t.app.inject({
      url: endpointPath(getLocationQueue, { vendorLocationId: s.id }),
      headers: s.manager.auth,
    });
    const queued = queue.json().items.find((item: { orderId: string }) => item.orderId === orderId);
    expect(queued.items).toHaveLength(1);
    expect(queued.items[0].components.map((c: { name: string }) => c.name)).toEqual(['Pint', 'Hot Dog']);

    // The option-sales report counts the component's option.
    const month = reportMonthNow(s.vendor);
    const report = await t.app.inject({
      url: endpointPath(getOptionSales, { vendorId: s.vendor.vendorId, month }),
      headers: s.manager.auth,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().items).toEqual([
      expect.objectContaining({ optionId: s.onion, name: 'Onion', count: 1, revenue: '0.50', refundedCount: 0 }),
    ]);
  });

  it('refuses a combo without a choice in every slot, a choice not of its slot, and a choice’s stray option', async () => {
    const s = await stadium({ pints: 10, hotDogs: 10, onions: 10 });
    const customer = await createUser(t.app);
    const order = (line: object) => placeOrder(t.app, customer, { vendorLocationId: s.id, cartItems: [line] } as never);
    const missing = await order({ productId: s.comboId, quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Pint + Hot Dog: choose Drink.');
    const wrong = await order({
      ...comboLine(s),
      comboChoices: [
        { slotId: s.drink, productId: s.hotDog.productId },
        { slotId: s.main, productId: s.pretzel.productId },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(`Pint + Hot Dog: "${s.hotDog.productId}" is not a choice for Drink.`);
    const stray = await order({
      ...comboLine(s),
      comboChoices: [
        { slotId: s.drink, productId: s.pint.productId, options: [{ optionId: s.onion }] },
        { slotId: s.main, productId: s.pretzel.productId },
      ],
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error.message).toContain('Pint + Hot Dog (Pint): option');
  });

  it('takes each component’s stock by its own guard under parallel orders: 3 hot dogs, 3 combos paid of 8', async () => {
    const s = await stadium({ pints: 20, hotDogs: 3, onions: 20 });
    const placed = [];
    for (let i = 0; i < 8; i++) placed.push(await placeAndPay(s, [comboLine(s, false)]));
    const responses = await Promise.all(placed.map(({ customer, orderId }) => markPaid(customer, orderId)));
    expect(responses.filter((response) => response.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const paid = responses.filter((response) => response.json().order?.status === 'PAID');
    expect(paid).toHaveLength(3);
    const rows = await t.app.database.db
      .select()
      .from(products)
      .where(inArray(products.productId, [s.pint.productId, s.hotDog.productId]));
    const left = Object.fromEntries(rows.map((row) => [row.name, row.quantityAvailable]));
    // The pints of the refused combos were not taken either: a combo's components go together or not at all.
    expect(left).toEqual({ Pint: 17, 'Hot Dog': 0 });
  });
  it('orders the demo’s "Pint + Hot Dog" as seeded: an IPA and a burger done medium with cheddar', async () => {
    await seedDemo(t.app.database.db);
    const menu = (await t.app.inject({ url: endpointPath(getLocationProducts, { vendorLocationId: 'AD708' }) })).json();
    const combo = menu.items.find((item: { productId: string }) => item.productId === 'AD708-PINT-DOG');
    expect(combo?.comboSlots.map((slot: { name: string }) => slot.name)).toEqual(['a drink', 'a main']);
    const [drink, main] = combo.comboSlots.map((slot: { slotId: string }) => slot.slotId);
    const customer = await createUser(t.app);
    const created = await placeOrder(t.app, customer, {
      vendorLocationId: 'AD708',
      cartItems: [
        {
          productId: 'AD708-PINT-DOG',
          quantity: 1,
          comboChoices: [
            { slotId: drink, productId: 'AD708-IPA' },
            {
              slotId: main,
              productId: 'AD708-BURGER',
              options: [{ optionId: 'AD708-O-MEDIUM' }, { optionId: 'AD708-O-CHEDDAR' }],
            },
          ],
        },
      ],
    } as never);
    expect(created.statusCode, created.body).toBe(201);
    const line = created.json().order.cartItems[0];
    // 13.00 + the IPA's 1.00 + the burger's 6.00 + cheddar's 1.50
    expect(line.price).toBe('21.50');
    expect(line.components.map((c: { name: string }) => c.name)).toEqual(['West Coast IPA', 'Stadium Burger']);
    expect(line.components[1].options.map((o: { kitchenName: string }) => o.kitchenName)).toEqual([
      'MEDIUM',
      '+CHEDDAR',
    ]);
    // The burger's doneness is required inside the combo too.
    const undone = await placeOrder(t.app, customer, {
      vendorLocationId: 'AD708',
      cartItems: [
        {
          productId: 'AD708-PINT-DOG',
          quantity: 1,
          comboChoices: [
            { slotId: drink, productId: 'AD708-LAGER' },
            { slotId: main, productId: 'AD708-BURGER' },
          ],
        },
      ],
    } as never);
    expect(undone.statusCode).toBe(400);
    expect(undone.json().error.message).toBe('Pint + Hot Dog (Stadium Burger): choose a Doneness.');
  });
});
