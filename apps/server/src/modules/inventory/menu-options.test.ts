import {
  archiveOptionGroup,
  calculateTax,
  createLocationProduct,
  createOptionGroup,
  createPartialRefund,
  editOptionGroup,
  endpointPath,
  getLocationProducts,
  getOptionSales,
  listOptionGroups,
  markOrderPaid,
  setOptionAvailability,
  updateLocationOrdering,
} from '@queueless/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createLocation,
  createStaff,
  createUser,
  createVendor,
  placeOrder,
  reportMonthNow,
} from '../../../test/factories.js';
import { orderDesk, useTestAppWithFakePayments } from '../../../test/orders.js';
import { domainEvents, optionGroups, options, orders, users } from '../../db/schema.js';

type Auth = { auth: Record<string, string> } | null;

// Issue 39 (decision 087): option groups, the menu's choices, the server's pricing and rules, option stock, the
// alcohol limit and the ID check, on real PostgreSQL when DATABASE_URL is set.
describe('a real bar menu: option groups, allergens, the ID check and the alcohol limit', () => {
  const t = useTestAppWithFakePayments();
  const desk = orderDesk(t);
  const headersOf = (user: Auth) => user?.auth ?? {};

  const createGroup = (user: Auth, vendorLocationId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(createOptionGroup, { vendorLocationId }),
      headers: headersOf(user),
      payload,
    });
  const createProduct = (user: Auth, vendorLocationId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(createLocationProduct, { vendorLocationId }),
      headers: headersOf(user),
      payload,
    });
  const menuOf = async (vendorLocationId: string) =>
    (await t.app.inject({ url: endpointPath(getLocationProducts, { vendorLocationId }) })).json().items as {
      productId: string;
      name: string;
      idRequired: boolean;
      allergens: string[];
      optionGroups: { name: string; options: { optionId: string; name: string; priceDelta: string }[] }[];
    }[];

  const tequila = {
    name: 'Tequila',
    minSelections: 1,
    maxSelections: 1,
    options: [
      { name: 'Espolòn', priceDelta: '0', isDefault: true },
      { name: 'Don Julio', priceDelta: '4.00', kitchenName: 'DON JULIO' },
    ],
  };
  const salt = {
    name: 'Salt rim',
    minSelections: 0,
    maxSelections: 1,
    options: [{ name: 'No salt', priceDelta: '0.00', kitchenName: 'NO SALT' }],
  };

  async function bar() {
    const vendor = await createVendor(t.app);
    const location = await createLocation(t.app, vendor.vendorId);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const staff = await createStaff(t.app, vendor.vendorId, 'STAFF');
    const id = location.vendorLocationId;
    const tq = await createGroup(manager, id, tequila);
    expect(tq.statusCode, tq.body).toBe(201);
    const sr = await createGroup(manager, id, salt);
    expect(sr.statusCode, sr.body).toBe(201);
    const tequilaGroup = tq.json().optionGroup;
    const saltGroup = sr.json().optionGroup;
    const made = await createProduct(manager, id, {
      name: 'Margarita',
      productType: 'ALCOHOLIC_ITEM',
      price: '12.00',
      optionGroupIds: [tequilaGroup.optionGroupId, saltGroup.optionGroupId],
    });
    expect(made.statusCode, made.body).toBe(201);
    const option = (name: string) =>
      [...tequilaGroup.options, ...saltGroup.options].find((o: { name: string }) => o.name === name).optionId as string;
    return {
      vendor,
      id,
      manager,
      staff,
      customer: await createUser(t.app),
      margarita: made.json().item as { productId: string },
      tequilaGroup,
      saltGroup,
      espolon: option('Espolòn'),
      donJulio: option('Don Julio'),
      noSalt: option('No salt'),
    };
  }

  it('builds a group once, attaches it to a product in order, and the menu shows the choices', async () => {
    const b = await bar();
    const [item] = await menuOf(b.id);
    expect(item?.name).toBe('Margarita');
    expect(item?.idRequired).toBe(true); // alcoholic items are ID-checked by default
    expect(item?.optionGroups.map((group) => group.name)).toEqual(['Tequila', 'Salt rim']);
    expect(item?.optionGroups[0]?.options.map((o) => [o.name, o.priceDelta])).toEqual([
      ['Espolòn', '0.00'],
      ['Don Julio', '4.00'],
    ]);
    const listed = await t.app.inject({
      url: endpointPath(listOptionGroups, { vendorLocationId: b.id }),
      headers: b.manager.auth,
    });
    expect(listed.json().items.map((g: { productIds: string[] }) => g.productIds)).toEqual([
      [b.margarita.productId],
      [b.margarita.productId],
    ]);
    // /openapi.json is generated from the declarations: the new calls and fields are in it.
    const openapi = JSON.stringify((await t.app.inject({ url: '/openapi.json' })).json());
    expect(openapi).toContain('/inventory-service/v1/vendor-locations/{vendorLocationId}/option-groups');
    expect(openapi).toContain('/analytics-service/v1/vendors/{vendorId}/option-sales/{month}');
    for (const field of ['optionGroups', 'allergens', 'idRequired', 'maxAlcoholicItemsPerOrder', 'idCheckedBy']) {
      expect(openapi).toContain(`"${field}"`);
    }
  });

  it('lets only MANAGER and above of the vendor change groups', async () => {
    const b = await bar();
    expect((await createGroup(null, b.id, tequila)).statusCode).toBe(401);
    expect((await createGroup(b.staff, b.id, tequila)).statusCode).toBe(403);
    const stranger = await createStaff(t.app, (await createVendor(t.app)).vendorId, 'MANAGER');
    expect((await createGroup(stranger, b.id, tequila)).statusCode).toBe(403);
    const archived = await t.app.inject({
      method: 'DELETE',
      url: endpointPath(archiveOptionGroup, { vendorLocationId: b.id, optionGroupId: b.saltGroup.optionGroupId }),
      headers: b.staff.auth,
    });
    expect(archived.statusCode).toBe(403);
  });

  it('refuses hostile groups with a 400 and stores nothing', async () => {
    const b = await bar();
    const before = (await t.app.database.db.select().from(optionGroups)).length;
    const beforeOptions = (await t.app.database.db.select().from(options)).length;
    const hostile = [
      { ...tequila, name: 'x'.repeat(10_000) },
      { ...tequila, name: 'Tequila\u0000\u0007' },
      { ...tequila, options: [{ name: 'Espo\nlòn', priceDelta: '0' }] },
      { ...tequila, surprise: true },
      { ...tequila, options: [{ name: 'A', priceDelta: '0', sneaky: 1 }] },
      { ...tequila, options: Array.from({ length: 1000 }, (_, i) => ({ name: `O${i}`, priceDelta: '0' })) },
      { ...tequila, minSelections: 3, maxSelections: 1 },
      { ...tequila, options: [{ name: 'A', priceDelta: '1e9' }] },
      {
        ...tequila,
        options: [
          { name: 'A', priceDelta: '0' },
          { name: 'a', priceDelta: '0' },
        ],
      },
    ];
    for (const payload of hostile) {
      const response = await createGroup(b.manager, b.id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error ?? response.json().code ?? response.json()).toBeTruthy();
    }
    expect((await t.app.database.db.select().from(optionGroups)).length).toBe(before);
    expect((await t.app.database.db.select().from(options)).length).toBe(beforeOptions);
  });

  it('prices options on the server, snapshots them on the line and refuses every broken rule by name', async () => {
    const b = await bar();
    const order = (cartItems: object[]) =>
      placeOrder(t.app, b.customer, { vendorLocationId: b.id, cartItems } as never);

    const missing = await order([{ productId: b.margarita.productId, quantity: 1 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Margarita: choose a Tequila.');

    const two = await order([
      { productId: b.margarita.productId, quantity: 1, options: [{ optionId: b.espolon }, { optionId: b.donJulio }] },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error.message).toBe('Margarita: choose at most 1 of Tequila.');

    const twice = await order([
      { productId: b.margarita.productId, quantity: 1, options: [{ optionId: b.donJulio, quantity: 2 }] },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Margarita: choose Don Julio once.');

    const other = await bar(); // another location's option
    const foreign = await order([
      { productId: b.margarita.productId, quantity: 1, options: [{ optionId: other.donJulio }] },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toContain('Margarita: option');

    const priced = await order([
      {
        productId: b.margarita.productId,
        quantity: 2,
        price: '0.01', // a price sent by the client is ignored
        options: [{ optionId: b.donJulio }, { optionId: b.noSalt }],
      },
      { productId: b.margarita.productId, quantity: 1, options: [{ optionId: b.espolon }] },
    ]);
    expect(priced.statusCode, priced.body).toBe(201);
    const { order: placed } = priced.json();
    expect(placed.cartItems.map((line: { price: string; quantity: number }) => [line.price, line.quantity])).toEqual([
      ['16.00', 2],
      ['12.00', 1],
    ]);
    expect(placed.subtotal).toBe('44.00');
    expect(placed.idCheckRequired).toBe(true);
    expect(placed.cartItems[0].options).toEqual([
      {
        optionId: b.donJulio,
        name: 'Don Julio',
        kitchenName: 'DON JULIO',
        priceDelta: '4.00',
        quantity: 1,
        preModifier: null,
      },
      {
        optionId: b.noSalt,
        name: 'No salt',
        kitchenName: 'NO SALT',
        priceDelta: '0.00',
        quantity: 1,
        preModifier: null,
      },
    ]);

    const tax = await t.app.inject({
      method: 'POST',
      url: endpointPath(calculateTax, {}),
      payload: {
        vendorLocationId: b.id,
        cartItems: [{ productId: b.margarita.productId, quantity: 1, options: [{ optionId: b.donJulio }] }],
      },
    });
    expect(tax.statusCode, tax.body).toBe(200);
    // 9.5 % of 16.00
    expect(tax.json().taxAmountExclusive).toBe(152);

    // 86 an option without touching the product: refused by name.
    const edited = await t.app.inject({
      method: 'PUT',
      url: endpointPath(editOptionGroup, { vendorLocationId: b.id, optionGroupId: b.tequilaGroup.optionGroupId }),
      headers: b.manager.auth,
      payload: {
        ...tequila,
        options: [
          { optionId: b.espolon, name: 'Espolòn', priceDelta: '0.00' },
          { optionId: b.donJulio, name: 'Don Julio', priceDelta: '4.00', isAvailable: false },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const off = await order([{ productId: b.margarita.productId, quantity: 1, options: [{ optionId: b.donJulio }] }]);
    expect(off.statusCode).toBe(400);
    expect(off.json().error.message).toBe('Margarita: Don Julio is not available right now.');
    // The order placed before keeps its snapshot; the group's change is the product's event.
    const events = await t.app.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'product.updated'), eq(domainEvents.aggregateId, b.margarita.productId)));
    expect(events.length).toBeGreaterThanOrEqual(1);
  });

  it('takes an option with 10 in stock exactly 10 times under 30 parallel orders', async () => {
    const b = await bar();
    const shot = await createGroup(b.manager, b.id, {
      name: 'Extra shot',
      minSelections: 0,
      maxSelections: 2,
      options: [{ name: 'Reposado shot', priceDelta: '3.00', trackQuantity: true, quantity: 10, maxQuantity: 2 }],
    });
    expect(shot.statusCode, shot.body).toBe(201);
    const shotGroup = shot.json().optionGroup;
    const shotId = shotGroup.options[0].optionId as string;
    const product = await createProduct(b.manager, b.id, {
      name: 'Paloma',
      productType: 'ALCOHOLIC_ITEM',
      price: '11.00',
      optionGroupIds: [shotGroup.optionGroupId],
    });
    const palomaId = product.json().item.productId as string;
    const customers = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app)));
    const placed = [];
    for (const customer of customers) {
      const created = await placeOrder(t.app, customer, {
        vendorLocationId: b.id,
        cartItems: [{ productId: palomaId, quantity: 1, options: [{ optionId: shotId }] }],
      } as never);
      expect(created.statusCode, created.body).toBe(201);
      const { order, paymentIntentId } = created.json();
      t.payments.pay(paymentIntentId);
      placed.push({ customer, orderId: order.orderId as string });
    }
    const responses = await Promise.all(
      placed.map(({ customer, orderId }) =>
        t.app.inject({
          method: 'PUT',
          url: endpointPath(markOrderPaid, { userId: customer.userId, orderId }),
          headers: customer.auth,
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    const paid = await t.app.database.db
      .select()
      .from(orders)
      .where(
        and(
          inArray(
            orders.orderId,
            placed.map((p) => p.orderId),
          ),
          eq(orders.status, 'PAID'),
        ),
      );
    expect(paid).toHaveLength(10);
    const [left] = await t.app.database.db.select().from(options).where(eq(options.optionId, shotId));
    expect(left?.quantityAvailable).toBe(0);
  });

  it('86es an option by its availability alone: a sale made since the editor read the group keeps its stock', async () => {
    const b = await bar();
    const tracked = await t.app.inject({
      method: 'PUT',
      url: endpointPath(editOptionGroup, { vendorLocationId: b.id, optionGroupId: b.tequilaGroup.optionGroupId }),
      headers: b.manager.auth,
      payload: {
        ...tequila,
        options: [
          { optionId: b.espolon, name: 'Espolòn', priceDelta: '0.00', trackQuantity: true, quantity: 10 },
          { optionId: b.donJulio, name: 'Don Julio', priceDelta: '4.00' },
        ],
      },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    // The editor has read the group (Espolòn: 10); a margarita with Espolòn is sold before the 86 tap.
    const created = await placeOrder(t.app, b.customer, {
      vendorLocationId: b.id,
      cartItems: [{ productId: b.margarita.productId, quantity: 1, options: [{ optionId: b.espolon }] }],
    } as never);
    t.payments.pay(created.json().paymentIntentId);
    const paid = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: b.customer.userId, orderId: created.json().order.orderId }),
      headers: b.customer.auth,
    });
    expect(paid.json().order.status).toBe('PAID');
    const url = endpointPath(setOptionAvailability, {
      vendorLocationId: b.id,
      optionGroupId: b.tequilaGroup.optionGroupId,
      optionId: b.espolon,
    });
    const off = await t.app.inject({ method: 'PUT', url, headers: b.manager.auth, payload: { isAvailable: false } });
    expect(off.statusCode, off.body).toBe(200);
    const espolon = off.json().optionGroup.options.find((o: { optionId: string }) => o.optionId === b.espolon);
    expect(espolon).toMatchObject({ isAvailable: false, quantity: { available: 9 } });
    const [row] = await t.app.database.db.select().from(options).where(eq(options.optionId, b.espolon));
    expect([row?.isAvailable, row?.quantityAvailable]).toEqual([false, 9]);
    // Staff may not; another group's option, a stray field: refused.
    const staff = await t.app.inject({ method: 'PUT', url, headers: b.staff.auth, payload: { isAvailable: true } });
    expect(staff.statusCode).toBe(403);
    const stray = await t.app.inject({
      method: 'PUT',
      url: endpointPath(setOptionAvailability, {
        vendorLocationId: b.id,
        optionGroupId: b.saltGroup.optionGroupId,
        optionId: b.espolon,
      }),
      headers: b.manager.auth,
      payload: { isAvailable: true },
    });
    expect(stray.statusCode).toBe(404);
    const extra = await t.app.inject({
      method: 'PUT',
      url,
      headers: b.manager.auth,
      payload: { isAvailable: true, quantity: 50 },
    });
    expect(extra.statusCode).toBe(400);
    const on = await t.app.inject({ method: 'PUT', url, headers: b.manager.auth, payload: { isAvailable: true } });
    expect(on.json().optionGroup.options[0]).toMatchObject({ isAvailable: true, quantity: { available: 9 } });
  });

  it("refuses an order over the location's alcohol limit, naming the limit", async () => {
    const b = await bar();
    const set = await t.app.inject({
      method: 'PUT',
      url: endpointPath(updateLocationOrdering, { vendorLocationId: b.id }),
      headers: b.manager.auth,
      payload: { paused: false, maxAlcoholicItemsPerOrder: 2 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().maxAlcoholicItemsPerOrder).toBe(2);
    const line = (quantity: number, optionId: string) => ({
      productId: b.margarita.productId,
      quantity,
      options: [{ optionId }],
    });
    const over = await placeOrder(t.app, b.customer, {
      vendorLocationId: b.id,
      cartItems: [line(2, b.espolon), line(1, b.donJulio)],
    } as never);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe('This location allows at most 2 alcoholic drinks per order.');
    const within = await placeOrder(t.app, b.customer, {
      vendorLocationId: b.id,
      cartItems: [line(1, b.espolon), line(1, b.donJulio)],
    } as never);
    expect(within.statusCode, within.body).toBe(201);
  });

  it('records who confirmed the ID check at hand-over; the spec’s complete call still works without a body', async () => {
    const b = await bar();
    const paidOne = async () => {
      const created = await placeOrder(t.app, b.customer, {
        vendorLocationId: b.id,
        cartItems: [{ productId: b.margarita.productId, quantity: 1, options: [{ optionId: b.espolon }] }],
      } as never);
      const { order, paymentIntentId } = created.json();
      t.payments.pay(paymentIntentId);
      const paid = await t.app.inject({
        method: 'PUT',
        url: endpointPath(markOrderPaid, { userId: b.customer.userId, orderId: order.orderId }),
        headers: b.customer.auth,
      });
      expect(paid.json().order.status).toBe('PAID');
      return order.orderId as string;
    };
    await t.app.database.db
      .update(users)
      .set({ firstName: 'Sam', lastName: 'Staff' })
      .where(eq(users.userId, b.staff.userId));
    const checked = await paidOne();
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/order-service/v1/users/x/orders/${checked}/complete`,
      headers: b.staff.auth,
      payload: { idChecked: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order.idCheckRequired).toBe(true);
    expect(confirmed.json().order.idCheckedBy).toBe(b.staff.userId);
    expect(confirmed.json().order.idCheckedAt).not.toBeNull();
    // The staff order page names who checked, not their id: the order's read says it too.
    expect(confirmed.json().order.idCheckedByName).toBe('Sam Staff');
    const read = await t.app.inject({
      url: `/order-service/v1/users/${b.customer.userId}/orders/${checked}`,
      headers: b.customer.auth,
    });
    expect(read.json().order.idCheckedByName, read.body).toBe('Sam Staff');

    const plain = await paidOne();
    const spec = await desk.complete(b.staff, plain);
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json().order.status).toBe('COMPLETE');
    expect(spec.json().order.idCheckedBy).toBeNull();
    expect(spec.json().order.idCheckedByName).toBeNull();
  });

  it("refunds a line with its upgrade at the line's own price and reports option sales net of refunds", async () => {
    const b = await bar();
    const created = await placeOrder(t.app, b.customer, {
      vendorLocationId: b.id,
      cartItems: [
        { productId: b.margarita.productId, quantity: 1, options: [{ optionId: b.donJulio }, { optionId: b.noSalt }] },
        { productId: b.margarita.productId, quantity: 1, options: [{ optionId: b.espolon }] },
      ],
    } as never);
    expect(created.statusCode, created.body).toBe(201);
    const { order, paymentIntentId } = created.json();
    t.payments.pay(paymentIntentId);
    await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: b.customer.userId, orderId: order.orderId }),
      headers: b.customer.auth,
    });
    // The manager refunds the upgrade's line (line 1, $16.00 of $28.00 subtotal).
    const refund = await t.app.inject({
      method: 'POST',
      url: endpointPath(createPartialRefund, { vendorLocationId: b.id, orderId: order.orderId }),
      headers: b.manager.auth,
      payload: { lines: [{ productId: b.margarita.productId, quantity: 1, lineNo: 1 }], reason: 'Wrong tequila' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    // 16/28 of (28.00 + 2.66 tax) = 17.52
    expect(refund.json().refund.amount).toBe('17.52');
    expect(refund.json().refund.lines).toEqual([{ productId: b.margarita.productId, quantity: 1, lineNo: 1 }]);

    const month = reportMonthNow(b.vendor);
    const report = await t.app.inject({
      url: endpointPath(getOptionSales, { vendorId: b.vendor.vendorId, month }),
      headers: b.manager.auth,
    });
    expect(report.statusCode, report.body).toBe(200);
    const byName = Object.fromEntries(
      report
        .json()
        .items.map((row: { name: string; count: number; revenue: string; refundedCount: number }) => [
          row.name,
          [row.count, row.revenue, row.refundedCount],
        ]),
    );
    expect(byName).toEqual({ Espolòn: [1, '0.00', 0], 'Don Julio': [0, '0.00', 1], 'No salt': [0, '0.00', 1] });
    const staffAsks = await t.app.inject({
      url: endpointPath(getOptionSales, { vendorId: b.vendor.vendorId, month }),
      headers: b.staff.auth,
    });
    expect(staffAsks.statusCode).toBe(403);
  });
});
