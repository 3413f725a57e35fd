import {
  calculateTax,
  completeOrder,
  createOrder,
  endpointPath,
  getOrder,
  listOrders,
  markOrderPaid,
  streamOrderEvents,
  updateOrder,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changeOrder,
  createLocation,
  createProduct,
  createStaff,
  createUser,
  createVendor,
  createVenue,
  grantRole,
  placeOrder,
  placeOrderOf,
  type TestUser,
} from '../../../test/factories.js';
import { createPeerApp } from '../../../test/harness.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { openEventStream } from '../../../test/sse.js';
import { orders, products, vendorRoles } from '../../db/schema.js';
import { servicesOf } from '../../services.js';

describe('orders', () => {
  const t = useTestAppWithFakePayments();
  const { payments } = t;

  async function ordersOf(userId: string) {
    return t.app.database.db.select().from(orders).where(eq(orders.userId, userId));
  }

  async function stockOf(productId: string) {
    const [row] = await t.app.database.db.select().from(products).where(eq(products.productId, productId));
    return row?.quantityAvailable;
  }

  async function markPaid(user: TestUser, orderId: string, userId = user.userId) {
    return t.app.inject({ method: 'PUT', url: endpointPath(markOrderPaid, { userId, orderId }), headers: user.auth });
  }

  async function paidOrder() {
    const customer = await createUser(t.app);
    const { location, product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 5 });
    const created = await placeOrderOf(t.app, customer, product, 2);
    payments.pay(created.json().paymentIntentId);
    const paid = await markPaid(customer, created.json().order.orderId);
    expect(paid.json().order.status).toBe('PAID');
    return { customer, location, product, order: paid.json().order };
  }

  describe('placing an order', () => {
    it('prices from our inventory, ignoring the client’s prices and address', async () => {
      const customer = await createUser(t.app);
      const vendor = await createVendor(t.app, { addressLine1: '9 Pier Rd', addressLine2: 'Unit 2', zip: '90401' });
      const location = await createLocation(t.app, vendor.vendorId, { taxRatePpm: 95_000 });
      const lager = await createProduct(t.app, location.vendorLocationId, { priceCents: 800, imageUrls: ['/a.svg'] });

      const response = await t.app.inject({
        method: 'POST',
        url: endpointPath(createOrder, { userId: customer.userId }),
        headers: customer.auth,
        payload: {
          userId: customer.userId,
          vendorLocationId: location.vendorLocationId.toLowerCase(),
          cartItems: [{ productId: lager.productId, quantity: 2, price: '0.01' }],
          tipPercentage: 15,
          vendorAddress: { line1: 'Elsewhere', city: 'Nowhere', state: 'XX', zip: '00000' },
        },
      });

      expect(response.statusCode).toBe(201);
      const { order, clientSecret, paymentIntentId } = response.json();
      expect(order).toMatchObject({
        userId: customer.userId,
        vendorLocationId: location.vendorLocationId,
        status: 'IN_PROGRESS',
        isInProgress: true,
        statusDisplay: 'IN PROGRESS',
        shortOrderId: order.orderId.slice(-6),
        totalQuantity: 2,
        subtotal: '16.00',
        taxAmount: '1.52',
        tipAmount: '2.40',
        totalAmount: '19.92',
        promotion: null,
        isFree: false,
        datetimePaid: null,
        datetimeCompleted: null,
        refundReason: null,
        vendorAddress: { line1: '9 Pier Rd', line2: 'Unit 2', city: 'Los Angeles', state: 'CA', zip: '90401' },
        cartItems: [
          {
            productId: lager.productId,
            quantity: 2,
            price: '8.00',
            name: 'House Lager',
            variantName: null,
            productTaxCode: null,
            productType: 'ALCOHOLIC_ITEM',
            discountedPrice: null,
            imageUrls: ['/a.svg'],
          },
        ],
      });
      expect(order.orderId).toMatch(/^[A-Z2-9]{24}$/);
      expect(order.datetimeCreated).toMatch(/^\d{4}-\d\d-\d\dT.*(Z|[+-]\d\d:\d\d)$/);
      expect(payments.intents.get(paymentIntentId)).toMatchObject({ amountCents: 1992, clientSecret });
      expect(payments.calls).toContainEqual({
        method: 'createIntent',
        input: expect.objectContaining({ amountCents: 1992, idempotencyKey: `order:${order.orderId}:create` }),
      });
      const [stored] = await ordersOf(customer.userId);
      expect(stored).toMatchObject({ paymentIntentId, totalCents: 1992, status: 'IN_PROGRESS' });
      // Stored with real types (an object, an array, the same instant), read past Drizzle's decoding.
      const [raw] = await t.database.query<{ address: string; images: string; created: boolean }>(
        `SELECT jsonb_typeof(o.vendor_address) AS address, array_to_string(i.image_urls, ',') AS images,
                o.created_at = $2::timestamptz AS created
           FROM orders o JOIN order_items i ON i.order_id = o.order_id WHERE o.order_id = $1`,
        [order.orderId, order.datetimeCreated],
      );
      expect(raw).toEqual({ address: 'object', images: '/a.svg', created: true });
    });

    it('takes the spec’s cart lines on create and tax, ignoring their price, name and type', async () => {
      const customer = await createUser(t.app);
      const { location, product } = await createVenue(t.app, { priceCents: 800 });
      const specLine = {
        productId: product.productId,
        quantity: 2,
        price: '0.01',
        name: 'Free Beer',
        productTaxCode: null,
        productType: 'NON_ALCOHOLIC_ITEM',
        discountedPrice: null,
        variantName: null,
        imageUrls: [],
      };
      const vendorAddress = { line1: '1 Main St', line2: null, city: 'Los Angeles', state: 'CA', zip: '90012' };
      const created = await t.app.inject({
        method: 'POST',
        url: endpointPath(createOrder, { userId: customer.userId }),
        headers: customer.auth,
        payload: {
          userId: customer.userId,
          cartItems: [specLine],
          tipAmount: '0.00',
          vendorAddress,
          vendorLocationId: location.vendorLocationId,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().order).toMatchObject({
        subtotal: '16.00',
        cartItems: [{ price: '8.00', name: 'House Lager', productType: 'ALCOHOLIC_ITEM' }],
      });

      const taxed = await t.app.inject({
        method: 'POST',
        url: calculateTax.path,
        payload: { cartItems: [specLine], vendorAddress, vendorLocationId: location.vendorLocationId },
      });
      expect(taxed.statusCode, taxed.body).toBe(200);
      expect(taxed.json()).toEqual({ taxAmountExclusive: 152 });
    });

    it('adds no tip to a merchandise-only cart and merges repeated lines', async () => {
      const customer = await createUser(t.app);
      const { location, product: tee } = await createVenue(t.app, { productType: 'MERCHANDISE', priceCents: 3000 });
      const response = await placeOrder(t.app, customer, {
        vendorLocationId: location.vendorLocationId,
        cartItems: [
          { productId: tee.productId, quantity: 1 },
          { productId: tee.productId, quantity: 2 },
        ],
        tipPercentage: 25,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().order).toMatchObject({
        tipAmount: '0.00',
        subtotal: '90.00',
        taxAmount: '8.55',
        totalAmount: '98.55',
        totalQuantity: 3,
        cartItems: [expect.objectContaining({ productId: tee.productId, quantity: 3 })],
      });
    });

    it('places a free order without a payment', async () => {
      const customer = await createUser(t.app);
      const { location, product: water } = await createVenue(t.app, {
        priceCents: 0,
        productType: 'NON_ALCOHOLIC_ITEM',
      });
      const callsBefore = payments.calls.length;
      const response = await placeOrder(t.app, customer, {
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: water.productId, quantity: 1 }],
        tipPercentage: 20,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        order: { totalAmount: '0.00', isFree: true },
        clientSecret: null,
        paymentIntentId: null,
      });
      expect(payments.calls.length).toBe(callsBefore);
    });

    it('refuses what cannot be sold, with a clear message, and stores nothing', async () => {
      const customer = await createUser(t.app);
      const vendor = await createVendor(t.app);
      const location = await createLocation(t.app, vendor.vendorId);
      const other = await createLocation(t.app, vendor.vendorId);
      const at = (overrides: Parameters<typeof createProduct>[2]) =>
        createProduct(t.app, location.vendorLocationId, overrides);
      const lager = await at({ name: 'Lager' });
      const off = await at({ name: 'Cider', isAvailable: false });
      const soldOut = await at({ name: 'Tee', variantName: 'XL', trackQuantity: true, quantityAvailable: 0 });
      const fewLeft = await at({ name: 'Cap', trackQuantity: true, quantityAvailable: 3 });
      const elsewhere = await createProduct(t.app, other.vendorLocationId, { name: 'Patio Lager' });
      const callsBefore = payments.calls.length;

      const cases: [unknown[], number, string, string | RegExp][] = [
        [[], 400, 'CART_EMPTY', 'Your cart is empty. Please add items before checking out.'],
        [[{ productId: 'NO-SUCH', quantity: 1 }], 400, 'UNKNOWN_PRODUCT', /NO-SUCH/],
        [[{ productId: elsewhere.productId, quantity: 1 }], 400, 'UNKNOWN_PRODUCT', new RegExp(elsewhere.productId)],
        [[{ productId: off.productId, quantity: 1 }], 400, 'PRODUCT_UNAVAILABLE', 'Cider is not available right now.'],
        [[{ productId: soldOut.productId, quantity: 1 }], 400, 'PRODUCT_SOLD_OUT', 'Tee (XL) is sold out.'],
        [
          [
            { productId: fewLeft.productId, quantity: 2 },
            { productId: fewLeft.productId, quantity: 2 },
          ],
          400,
          'PRODUCT_SOLD_OUT',
          'Only 3 of Cap left.',
        ],
        [[{ productId: lager.productId, quantity: 0 }], 400, 'VALIDATION_FAILED', /1 to 10/],
        [[{ productId: lager.productId, quantity: 11 }], 400, 'VALIDATION_FAILED', /1 to 10/],
        [[{ productId: lager.productId, quantity: 1.5 }], 400, 'VALIDATION_FAILED', /1 to 10/],
        [
          [
            { productId: lager.productId, quantity: 6 },
            { productId: lager.productId, quantity: 5 },
          ],
          400,
          'VALIDATION_FAILED',
          'You can order at most 10 of Lager.',
        ],
        [
          [
            { productId: lager.productId, quantity: 1 },
            { productId: off.productId, quantity: 1 },
          ],
          400,
          'PRODUCT_UNAVAILABLE',
          /Cider/,
        ],
      ];
      for (const [cartItems, status, code, message] of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url: endpointPath(createOrder, { userId: customer.userId }),
          headers: customer.auth,
          payload: { userId: customer.userId, vendorLocationId: location.vendorLocationId, cartItems },
        });
        expect(response.statusCode, JSON.stringify(cartItems)).toBe(status);
        expect(response.json().error.code).toBe(code);
        if (typeof message === 'string') expect(response.json().error.message).toBe(message);
        else expect(response.json().error.message).toMatch(message);
      }

      const badTip = await placeOrder(t.app, customer, {
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: lager.productId, quantity: 1 }],
        tipPercentage: 18,
      });
      expect(badTip.json().error.code).toBe('VALIDATION_FAILED');
      const nowhere = await placeOrder(t.app, customer, {
        vendorLocationId: 'ZZZZZZ',
        cartItems: [{ productId: lager.productId, quantity: 1 }],
      });
      expect(nowhere.statusCode).toBe(404);

      expect(await ordersOf(customer.userId)).toEqual([]);
      expect(payments.calls.length).toBe(callsBefore);
    });

    it('stores nothing when the payment provider fails', async () => {
      const customer = await createUser(t.app);
      const { product } = await createVenue(t.app);
      payments.failNext('createIntent');
      const response = await placeOrderOf(t.app, customer, product);
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({
        code: 'PROVIDER_FAILED',
        message: 'The payment service is not answering. Please try again.',
      });
      expect(await ordersOf(customer.userId)).toEqual([]);
    });
  });

  describe('who may do what', () => {
    it('lets a customer act only on their own user id and orders', async () => {
      const owner = await createUser(t.app);
      const stranger = await createUser(t.app);
      const { location, product } = await createVenue(t.app);
      const created = await placeOrderOf(t.app, owner, product);
      const { orderId } = created.json().order;
      const body = { userId: owner.userId, orderId, vendorLocationId: location.vendorLocationId, cartItems: [] };
      const cart = [{ productId: product.productId, quantity: 1 }];

      const attempts = [
        { method: 'GET' as const, url: endpointPath(getOrder, { userId: owner.userId, orderId }) },
        { method: 'GET' as const, url: endpointPath(getOrder, { userId: stranger.userId, orderId }) },
        { method: 'GET' as const, url: endpointPath(getOrder, { userId: 'test-user-id', orderId }) },
        {
          method: 'PUT' as const,
          url: endpointPath(updateOrder, { userId: owner.userId, orderId }),
          payload: { ...body, cartItems: cart },
        },
        { method: 'PUT' as const, url: endpointPath(markOrderPaid, { userId: owner.userId, orderId }) },
        { method: 'PUT' as const, url: endpointPath(markOrderPaid, { userId: stranger.userId, orderId }) },
        { method: 'GET' as const, url: endpointPath(listOrders, { userId: owner.userId }) },
        { method: 'GET' as const, url: endpointPath(listOrders, { userId: 'test-user-id' }) },
        {
          method: 'POST' as const,
          url: endpointPath(createOrder, { userId: owner.userId }),
          payload: { userId: owner.userId, vendorLocationId: location.vendorLocationId, cartItems: cart },
        },
      ];
      for (const attempt of attempts) {
        const response = await t.app.inject({ ...attempt, headers: stranger.auth });
        expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
        const anonymous = await t.app.inject(attempt);
        expect(anonymous.statusCode, `anonymous ${attempt.method} ${attempt.url}`).toBe(401);
      }

      // The owner with someone else's id in the path is refused; in the body, it disagrees with the path (400).
      const ownerViaOtherPath = await t.app.inject({
        url: endpointPath(getOrder, { userId: 'test-user-id', orderId }),
        headers: owner.auth,
      });
      expect(ownerViaOtherPath.statusCode).toBe(403);
      const mismatch = await t.app.inject({
        method: 'POST',
        url: endpointPath(createOrder, { userId: owner.userId }),
        headers: owner.auth,
        payload: { userId: stranger.userId, vendorLocationId: location.vendorLocationId, cartItems: cart },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.userId', message: 'The userId in the body must match the one in the path.' }],
      });
      const updateMismatch = await t.app.inject({
        method: 'PUT',
        url: endpointPath(updateOrder, { userId: owner.userId, orderId }),
        headers: owner.auth,
        payload: { ...body, userId: stranger.userId, cartItems: cart },
      });
      expect(updateMismatch.statusCode).toBe(400);
      expect(updateMismatch.json().error.details).toEqual([
        { field: 'body.userId', message: 'The userId in the body must match the one in the path.' },
      ]);

      const mine = await t.app.inject({
        url: endpointPath(getOrder, { userId: owner.userId, orderId }),
        headers: owner.auth,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().order.orderId).toBe(orderId);
      const missing = await t.app.inject({
        url: endpointPath(getOrder, { userId: owner.userId, orderId: 'NOSUCHORDER0000000000000' }),
        headers: owner.auth,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: 'Order ID not found' });
    });

    it('lets staff of the order’s vendor read it under any path user id, and no one else', async () => {
      const { customer, location, order } = await paidOrder();
      const staff = await createUser(t.app);
      const otherStaff = await createUser(t.app);
      await grantRole(t.app, location.vendorId, staff, 'STAFF');
      const otherVendor = await createVendor(t.app);
      await grantRole(t.app, otherVendor.vendorId, otherStaff, 'SUPER_ADMIN');

      const asStaff = await t.app.inject({
        url: endpointPath(getOrder, { userId: 'placeholder-user', orderId: order.orderId }),
        headers: staff.auth,
      });
      expect(asStaff.statusCode).toBe(200);
      expect(asStaff.json().order).toMatchObject({ orderId: order.orderId, userId: customer.userId });
      const asOtherVendor = await t.app.inject({
        url: endpointPath(getOrder, { userId: customer.userId, orderId: order.orderId }),
        headers: otherStaff.auth,
      });
      expect(asOtherVendor.statusCode).toBe(403);

      // A removed role stops working on the next call.
      await t.app.database.db.delete(vendorRoles).where(eq(vendorRoles.phoneNumber, staff.phoneNumber));
      const afterRemoval = await t.app.inject({
        url: endpointPath(getOrder, { userId: 'placeholder-user', orderId: order.orderId }),
        headers: staff.auth,
      });
      expect(afterRemoval.statusCode).toBe(403);

      // Staff reading is not staff paying or changing: those stay the owner's.
      await grantRole(t.app, location.vendorId, staff, 'SUPER_ADMIN');
      const staffMarkPaid = await markPaid(staff, order.orderId, customer.userId);
      expect(staffMarkPaid.statusCode).toBe(403);
    });
  });

  describe('changing an order', () => {
    it('re-prices the cart and moves the payment to the new total', async () => {
      const customer = await createUser(t.app);
      const { location, product: lager } = await createVenue(t.app, { priceCents: 800 });
      const water = await createProduct(t.app, location.vendorLocationId, {
        name: 'Water',
        priceCents: 400,
        productType: 'NON_ALCOHOLIC_ITEM',
      });
      const created = await placeOrderOf(t.app, customer, lager);
      const { order, paymentIntentId } = created.json();

      const updated = await changeOrder(t.app, customer, order.orderId, {
        vendorLocationId: location.vendorLocationId,
        cartItems: [
          { productId: lager.productId, quantity: 2, price: '1.00' },
          { productId: water.productId, quantity: 1 },
        ],
        tipPercentage: 10,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        paymentIntentId,
        clientSecret: `${paymentIntentId}_secret`,
        order: {
          orderId: order.orderId,
          subtotal: '20.00',
          taxAmount: '1.90',
          tipAmount: '2.00',
          totalAmount: '23.90',
        },
      });
      expect(updated.json().order.cartItems.map((i: { productId: string }) => i.productId)).toEqual([
        lager.productId,
        water.productId,
      ]);
      expect(payments.intents.get(paymentIntentId)?.amountCents).toBe(2390);
      const amountCall = payments.calls.findLast((call) => call.method === 'updateIntentAmount');
      expect(amountCall?.input).toMatchObject({
        paymentIntentId,
        amountCents: 2390,
        idempotencyKey: expect.stringMatching(new RegExp(`^order:${order.orderId}:amount:2390:v\\d+$`)),
      });

      const wrongId = await changeOrder(t.app, customer, order.orderId, {
        orderId: 'SOMETHINGELSE',
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: lager.productId, quantity: 1 }],
      });
      expect(wrongId.statusCode).toBe(400);
    });

    it('takes staff.md’s body (no ids) and customer.md’s (with them), and the spec’s cart lines, priced by us', async () => {
      const customer = await createUser(t.app);
      const { location, product: lager } = await createVenue(t.app, { priceCents: 800 });
      const created = await placeOrderOf(t.app, customer, lager);
      const { orderId, vendorAddress } = created.json().order;
      // Every line field the spec names (an order's and a display cart line's), with prices, names and types of its own.
      const specLine = {
        productId: lager.productId,
        quantity: 2,
        price: '0.01',
        name: 'Free Beer',
        productTaxCode: 'PTC-1',
        productType: 'MERCHANDISE',
        discountedPrice: '0.00',
        variantName: 'XL',
        imageUrls: ['https://elsewhere.example/x.png'],
      };
      const staffBody = {
        cartItems: [specLine],
        tipAmount: '1.00',
        vendorLocationId: location.vendorLocationId,
        vendorAddress,
      };
      const url = endpointPath(updateOrder, { userId: customer.userId, orderId });
      const asStaffMd = await t.app.inject({ method: 'PUT', url, headers: customer.auth, payload: staffBody });
      expect(asStaffMd.statusCode, asStaffMd.body).toBe(200);
      expect(asStaffMd.json().order).toMatchObject({
        orderId,
        subtotal: '16.00',
        taxAmount: '1.52',
        tipAmount: '1.00',
        cartItems: [
          {
            productId: lager.productId,
            quantity: 2,
            price: '8.00',
            name: 'House Lager',
            productType: 'ALCOHOLIC_ITEM',
          },
        ],
      });

      const customerBody = { ...staffBody, userId: customer.userId, orderId, tipAmount: '2.00' };
      const asCustomerMd = await t.app.inject({ method: 'PUT', url, headers: customer.auth, payload: customerBody });
      expect(asCustomerMd.statusCode).toBe(200);
      expect(asCustomerMd.json().order).toMatchObject({ subtotal: '16.00', tipAmount: '2.00' });

      // A field neither document names is still refused.
      const stray = { ...staffBody, cartItems: [{ ...specLine, sku: 'X' }] };
      const refused = await t.app.inject({ method: 'PUT', url, headers: customer.auth, payload: stray });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toEqual([{ field: 'body.cartItems.0.sku', message: 'Unknown field.' }]);
    });

    it('refuses changes once the order is paid', async () => {
      const { customer, location, product, order } = await paidOrder();
      const response = await changeOrder(t.app, customer, order.orderId, {
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: product.productId, quantity: 1 }],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('ORDER_NOT_IN_PROGRESS');
    });
  });

  describe('refusals with field details', () => {
    it('refuses a change whose body names another order, and an order too large to place online', async () => {
      const customer = await createUser(t.app);
      const { location, product } = await createVenue(t.app, { priceCents: 800 });
      const created = await placeOrderOf(t.app, customer, product);
      const { order } = created.json();
      const mismatched = await changeOrder(t.app, customer, order.orderId, {
        orderId: 'SOMEOTHERORDER0000000000',
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: product.productId, quantity: 2 }],
        tipPercentage: 15,
      });
      expect(mismatched.statusCode).toBe(400);
      expect(mismatched.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The orderId in the body must match the one in the path.',
        details: [{ field: 'body.orderId', message: 'The orderId in the body must match the one in the path.' }],
      });

      const pricey = await createProduct(t.app, location.vendorLocationId, { priceCents: 15_000_000 });
      const before = await ordersOf(customer.userId);
      const tooLarge = await placeOrderOf(t.app, customer, pricey, 10);
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This order is too large to place online.',
        details: [{ field: 'body.cartItems', message: 'This order is too large to place online.' }],
      });
      expect(await ordersOf(customer.userId)).toHaveLength(before.length);
    });
  });

  describe('marking paid', () => {
    it('refuses without a succeeded payment for the full total, and accepts one', async () => {
      const customer = await createUser(t.app);
      const { product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 5 });
      const created = await placeOrderOf(t.app, customer, product, 2);
      const { order, paymentIntentId } = created.json();

      const unpaid = await markPaid(customer, order.orderId);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().error.code).toBe('PAYMENT_NOT_COMPLETED');

      payments.pay(paymentIntentId, 100);
      const short = await markPaid(customer, order.orderId);
      expect(short.statusCode).toBe(409);
      expect(short.json().error).toEqual({
        code: 'PAYMENT_NOT_COMPLETED',
        message: 'The payment does not match the order total.',
      });
      expect(await stockOf(product.productId)).toBe(5);

      payments.pay(paymentIntentId, 1752);
      const paid = await markPaid(customer, order.orderId);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().order).toMatchObject({ status: 'PAID', isInProgress: true, statusDisplay: 'IN PROGRESS' });
      expect(paid.json().order.datetimePaid).toBeTruthy();
      expect(await stockOf(product.productId)).toBe(3);

      const again = await markPaid(customer, order.orderId);
      expect(again.json().order.status).toBe('PAID');
      expect(await stockOf(product.productId)).toBe(3);
    });

    it('accepts a free order without a payment', async () => {
      const customer = await createUser(t.app);
      const { product } = await createVenue(t.app, { priceCents: 0 });
      const created = await placeOrderOf(t.app, customer, product, 3);
      const paid = await markPaid(customer, created.json().order.orderId);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().order).toMatchObject({ status: 'PAID', isFree: true, totalAmount: '0.00' });
    });

    it('marks paid once under 20 parallel calls and takes stock once', async () => {
      const customer = await createUser(t.app);
      const { product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 10 });
      const created = await placeOrderOf(t.app, customer, product, 3);
      payments.pay(created.json().paymentIntentId);
      const { orderId } = created.json().order;

      const responses = await Promise.all(Array.from({ length: 20 }, () => markPaid(customer, orderId)));

      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(responses.map((r) => r.json().order.status))).toEqual(new Set(['PAID']));
      expect(new Set(responses.map((r) => r.json().order.datetimePaid)).size).toBe(1);
      expect(await stockOf(product.productId)).toBe(7);
    });

    it('confirms a payment for the webhook once, and only a succeeded one', async () => {
      const customer = await createUser(t.app);
      const { product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 4 });
      const created = await placeOrderOf(t.app, customer, product);
      const { paymentIntentId } = created.json();
      const { orders: service } = servicesOf(t.app);

      expect(await service.confirmPayment(paymentIntentId)).toBeNull();
      expect(await service.confirmPayment('pi_unknown')).toBeNull();
      payments.pay(paymentIntentId);
      const confirmed = await Promise.all([
        service.confirmPayment(paymentIntentId),
        service.confirmPayment(paymentIntentId),
      ]);
      expect(confirmed.map((order) => order?.status)).toEqual(['PAID', 'PAID']);
      expect((await service.confirmPayment(paymentIntentId))?.status).toBe('PAID');
      expect(await stockOf(product.productId)).toBe(3);
    });
  });

  describe('live updates', () => {
    it('streams cart changes, and ends with an error event when the viewer loses access', async () => {
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const customer = await createUser(t.app);
      const staff = await createUser(t.app);
      const { location, product } = await createVenue(t.app, { priceCents: 500 });
      await grantRole(t.app, location.vendorId, staff, 'MANAGER');
      const created = await placeOrderOf(t.app, customer, product);
      const { orderId } = created.json().order;
      const missing = await fetch(
        `${baseUrl}${endpointPath(streamOrderEvents, { userId: customer.userId, orderId: 'NOSUCHORDER' })}`,
        {
          headers: customer.auth,
        },
      );
      expect(missing.status).toBe(404);

      const mine = await openEventStream(
        `${baseUrl}${endpointPath(streamOrderEvents, { userId: customer.userId, orderId })}`,
        customer.auth,
      );
      const theirs = await openEventStream(
        `${baseUrl}${endpointPath(streamOrderEvents, { userId: 'anyone', orderId })}`,
        staff.auth,
      );
      try {
        expect(JSON.parse((await mine.next()).data).totalQuantity).toBe(1);
        expect(JSON.parse((await theirs.next()).data).totalQuantity).toBe(1);
        await t.app.database.db.delete(vendorRoles).where(eq(vendorRoles.phoneNumber, staff.phoneNumber));

        await t.app.inject({
          method: 'PUT',
          url: endpointPath(updateOrder, { userId: customer.userId, orderId }),
          headers: customer.auth,
          payload: {
            userId: customer.userId,
            orderId,
            vendorLocationId: location.vendorLocationId,
            cartItems: [{ productId: product.productId, quantity: 3 }],
          },
        });
        const changed = await mine.next();
        expect(JSON.parse(changed.data)).toMatchObject({ totalQuantity: 3, subtotal: '15.00' });
        const refused = await theirs.next();
        expect(refused.event).toBe('error');
        expect(JSON.parse(refused.data).code).toBe('FORBIDDEN');
        await theirs.ended();
      } finally {
        mine.close();
        theirs.close();
      }
    });
  });

  describe('live updates across API processes', () => {
    it('streams a pickup made on another process to the customer within a second, for each of several orders', async () => {
      const peer = await createPeerApp(t, { overrides: { payments: payments.provider } });
      try {
        const peerUrl = await peer.app.listen({ port: 0, host: '127.0.0.1' });
        const first = await paidOrder();
        const second = await paidOrder();
        const staff = await createStaff(t.app, first.location.vendorId);
        await grantRole(t.app, second.location.vendorId, staff, 'STAFF');
        const streams = [first, second].map(({ customer, order }) =>
          openEventStream(
            `${peerUrl}${endpointPath(streamOrderEvents, { userId: customer.userId, orderId: order.orderId })}`,
            customer.auth,
          ),
        );
        const [a, b] = await Promise.all(streams);
        if (!a || !b) throw new Error('streams did not open');
        try {
          expect(JSON.parse((await a.next()).data).status).toBe('PAID');
          expect(JSON.parse((await b.next()).data).status).toBe('PAID');
          // Both completed on this process, within one announcement window.
          const completed = await Promise.all(
            [first, second].map(({ order }) =>
              t.app.inject({
                method: 'PUT',
                url: endpointPath(completeOrder, { userId: 'staff', orderId: order.orderId }),
                headers: staff.auth,
              }),
            ),
          );
          expect(completed.map((response) => response.statusCode)).toEqual([200, 200]);
          expect(JSON.parse((await a.next(1_000)).data)).toMatchObject({
            status: 'COMPLETE',
            statusDisplay: 'Completed',
          });
          expect(JSON.parse((await b.next(1_000)).data)).toMatchObject({
            status: 'COMPLETE',
            statusDisplay: 'Completed',
          });
        } finally {
          a.close();
          b.close();
        }
      } finally {
        await peer.close();
      }
    });
  });

  it('lists a customer’s placed orders newest first, without unpaid carts', async () => {
    const customer = await createUser(t.app);
    const { product } = await createVenue(t.app, { priceCents: 0 });
    const place = async () => (await placeOrderOf(t.app, customer, product)).json().order.orderId as string;
    const older = await place();
    const newer = await place();
    const unpaid = await place();
    await t.app.database.db
      .update(orders)
      .set({ createdAt: new Date('2024-01-01T10:00:00Z') })
      .where(eq(orders.orderId, older));
    await t.app.database.db
      .update(orders)
      .set({ createdAt: new Date('2024-01-02T10:00:00Z') })
      .where(eq(orders.orderId, newer));
    await markPaid(customer, older);
    await markPaid(customer, newer);

    const response = await t.app.inject({
      url: endpointPath(listOrders, { userId: customer.userId }),
      headers: customer.auth,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((o: { orderId: string }) => o.orderId);
    expect(ids).toEqual([newer, older]);
    expect(ids).not.toContain(unpaid);
  });

  it('calculates tax from our inventory', async () => {
    const { location, product } = await createVenue(t.app, { priceCents: 1234 });
    const calculate = (payload: object) => t.app.inject({ method: 'POST', url: calculateTax.path, payload });

    const response = await calculate({
      vendorLocationId: location.vendorLocationId,
      cartItems: [{ productId: product.productId, quantity: 2, price: '0.01' }],
      vendorAddress: { line1: 'x', line2: '', city: 'y', state: 'CA', zip: '90001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ taxAmountExclusive: 234 }); // 2468 × 9.5 % = 234.46
    expect((await calculate({ vendorLocationId: location.vendorLocationId, cartItems: [] })).json()).toEqual({
      taxAmountExclusive: 0,
    });
    expect((await calculate({ vendorLocationId: 'NOWHERE', cartItems: [] })).statusCode).toBe(404);
    const unknown = await calculate({
      vendorLocationId: location.vendorLocationId,
      cartItems: [{ productId: 'NO-SUCH', quantity: 1 }],
    });
    expect(unknown.json().error.code).toBe('UNKNOWN_PRODUCT');
  });
});
