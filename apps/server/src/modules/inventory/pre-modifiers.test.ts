import {
  createLocationProduct,
  createOptionGroup,
  createStation,
  endpointPath,
  getLocationProducts,
  getLocationQueue,
  getStationTickets,
  markOrderPaid,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffedVenue, createUser, placeOrder, type TestUser } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { options } from '../../db/schema.js';
import { servicesOf } from '../../services.js';

// Pre-modifiers NO / LIGHT / EXTRA (issue 39, decision 087): only where the venue turns them on for a group; NO takes
// an option off (priced 0, no stock), LIGHT and EXTRA are priced as the option; the line, the bar queue and the
// kitchen's ticket say it ("NO ONION").
describe('pre-modifiers: NO onion, EXTRA cheddar', () => {
  const t = useTestAppWithFakePayments();

  async function burgerBar() {
    const venue = await createStaffedVenue(t.app, 'MANAGER', { name: 'Lager', productType: 'ALCOHOLIC_ITEM' });
    const id = venue.location.vendorLocationId;
    const group = async (payload: object) => {
      const made = await t.app.inject({
        method: 'POST',
        url: endpointPath(createOptionGroup, { vendorLocationId: id }),
        headers: venue.staff.auth,
        payload,
      });
      expect(made.statusCode, made.body).toBe(201);
      return made.json().optionGroup as {
        optionGroupId: string;
        allowPreModifiers: boolean;
        options: { optionId: string; name: string }[];
      };
    };
    const toppings = await group({
      name: 'Toppings',
      minSelections: 0,
      maxSelections: 3,
      allowPreModifiers: true,
      options: [
        { name: 'Onion', priceDelta: '0.50', kitchenName: 'ONION', trackQuantity: true, quantity: 3 },
        { name: 'Cheddar', priceDelta: '1.00', kitchenName: 'CHEDDAR' },
      ],
    });
    const sauce = await group({
      name: 'Sauce',
      minSelections: 0,
      maxSelections: 1,
      options: [{ name: 'Ketchup', priceDelta: '0.00' }],
    });
    const burger = await t.app.inject({
      method: 'POST',
      url: endpointPath(createLocationProduct, { vendorLocationId: id }),
      headers: venue.staff.auth,
      payload: {
        name: 'Burger',
        productType: 'FOOD_ITEM',
        price: '10.00',
        optionGroupIds: [toppings.optionGroupId, sauce.optionGroupId],
      },
    });
    expect(burger.statusCode, burger.body).toBe(201);
    const station = await t.app.inject({
      method: 'POST',
      url: endpointPath(createStation, { vendorLocationId: id }),
      headers: venue.staff.auth,
      payload: { name: 'Kitchen' },
    });
    expect(station.statusCode, station.body).toBe(201);
    const optionOf = (name: string) =>
      [...toppings.options, ...sauce.options].find((option) => option.name === name)?.optionId as string;
    return {
      ...venue,
      id,
      toppings,
      sauce,
      burgerId: burger.json().item.productId as string,
      stationId: station.json().station.stationId as string,
      onion: optionOf('Onion'),
      cheddar: optionOf('Cheddar'),
      ketchup: optionOf('Ketchup'),
    };
  }

  const pay = async (customer: TestUser, created: { order: { orderId: string }; paymentIntentId: string }) => {
    t.payments.pay(created.paymentIntentId);
    const paid = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: created.order.orderId }),
      headers: customer.auth,
    });
    expect(paid.json().order.status, paid.body).toBe('PAID');
  };

  it('is off unless the group allows it; the menu says which groups do', async () => {
    const b = await burgerBar();
    expect(b.toppings.allowPreModifiers).toBe(true);
    const menu = (await t.app.inject({ url: endpointPath(getLocationProducts, { vendorLocationId: b.id }) })).json();
    const burger = menu.items.find((item: { productId: string }) => item.productId === b.burgerId);
    expect(burger.optionGroups.map((g: { allowPreModifiers: boolean }) => g.allowPreModifiers)).toEqual([true, false]);

    const customer = await createUser(t.app);
    const refused = await placeOrder(t.app, customer, {
      vendorLocationId: b.id,
      cartItems: [{ productId: b.burgerId, quantity: 1, options: [{ optionId: b.ketchup, preModifier: 'NO' }] }],
    } as never);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Burger: Ketchup cannot be asked for as NO.');
    const contradiction = await placeOrder(t.app, customer, {
      vendorLocationId: b.id,
      cartItems: [
        {
          productId: b.burgerId,
          quantity: 1,
          options: [
            { optionId: b.onion, preModifier: 'NO' },
            { optionId: b.onion, preModifier: 'EXTRA' },
          ],
        },
      ],
    } as never);
    expect(contradiction.statusCode).toBe(400);
    expect(contradiction.json().error.message).toBe('Burger: choose Onion once.');
    const unknown = await placeOrder(t.app, customer, {
      vendorLocationId: b.id,
      cartItems: [{ productId: b.burgerId, quantity: 1, options: [{ optionId: b.onion, preModifier: 'HEAPS' }] }],
    } as never);
    expect(unknown.statusCode).toBe(400);
  });

  it('prices NO at 0 and EXTRA as the option, takes no stock for NO, and says it on the line, queue and ticket', async () => {
    const b = await burgerBar();
    const customer = await createUser(t.app);
    const created = await placeOrder(t.app, customer, {
      vendorLocationId: b.id,
      cartItems: [
        {
          productId: b.burgerId,
          quantity: 2,
          options: [
            { optionId: b.onion, preModifier: 'NO' },
            { optionId: b.cheddar, preModifier: 'EXTRA' },
          ],
        },
        // The same burger with onion is another line.
        { productId: b.burgerId, quantity: 1, options: [{ optionId: b.onion }] },
      ],
    } as never);
    expect(created.statusCode, created.body).toBe(201);
    const { order } = created.json();
    expect(order.cartItems.map((line: { price: string }) => line.price)).toEqual(['11.00', '10.50']);
    expect(order.subtotal).toBe('32.50');
    expect(order.cartItems[0].options).toEqual([
      {
        optionId: b.onion,
        name: 'No Onion',
        kitchenName: 'NO ONION',
        priceDelta: '0.00',
        quantity: 1,
        preModifier: 'NO',
      },
      {
        optionId: b.cheddar,
        name: 'Extra Cheddar',
        kitchenName: 'EXTRA CHEDDAR',
        priceDelta: '1.00',
        quantity: 1,
        preModifier: 'EXTRA',
      },
    ]);
    expect(order.cartItems[1].options[0]).toMatchObject({ name: 'Onion', kitchenName: 'ONION', preModifier: null });

    await pay(customer, created.json());
    // Only the line with onion on it took onion: 3 - 1.
    const [onion] = await t.app.database.db.select().from(options).where(eq(options.optionId, b.onion));
    expect(onion?.quantityAvailable).toBe(2);

    const queue = await t.app.inject({
      url: endpointPath(getLocationQueue, { vendorLocationId: b.id }),
      headers: b.staff.auth,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const queued = queue.json().items.find((item: { orderId: string }) => item.orderId === order.orderId);
    expect(queued.items[0].options.map((o: { kitchenName: string }) => o.kitchenName)).toEqual([
      'NO ONION',
      'EXTRA CHEDDAR',
    ]);

    await servicesOf(t.app).eventConsumers.catchUp();
    const tickets = await t.app.inject({
      url: endpointPath(getStationTickets, { vendorLocationId: b.id, stationId: b.stationId }),
      headers: b.staff.auth,
    });
    expect(tickets.statusCode, tickets.body).toBe(200);
    const [ticket] = tickets.json().items;
    expect(ticket.items[0].options).toEqual([
      { name: 'NO ONION', quantity: 1 },
      { name: 'EXTRA CHEDDAR', quantity: 1 },
    ]);
  });

  it('takes NO onion even when onion is 86’d or sold out: nothing of it is needed', async () => {
    const b = await burgerBar();
    await t.app.database.db
      .update(options)
      .set({ isAvailable: false, quantityAvailable: 0 })
      .where(eq(options.optionId, b.onion));
    const customer = await createUser(t.app);
    const without = await placeOrder(t.app, customer, {
      vendorLocationId: b.id,
      cartItems: [{ productId: b.burgerId, quantity: 1, options: [{ optionId: b.onion, preModifier: 'NO' }] }],
    } as never);
    expect(without.statusCode, without.body).toBe(201);
    await pay(customer, without.json());
    const withOnion = await placeOrder(t.app, customer, {
      vendorLocationId: b.id,
      cartItems: [{ productId: b.burgerId, quantity: 1, options: [{ optionId: b.onion, preModifier: 'EXTRA' }] }],
    } as never);
    expect(withOnion.statusCode).toBe(400);
    expect(withOnion.json().error.message).toBe('Burger: Onion is not available right now.');
  });
});
