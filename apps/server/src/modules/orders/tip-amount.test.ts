import { createOrder, endpointPath } from '@queueless/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeOrder, createProduct, createUser, createVenue, type TestUser } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';

/** The spec's `tipAmount` on order create and update, beside the checkout's tip percentages. */
describe('tipAmount', () => {
  const t = useTestAppWithFakePayments();
  const { payments } = t;
  let customer: TestUser;
  let drinks: { vendorLocationId: string; productId: string };
  let merchandise: { vendorLocationId: string; productId: string };

  beforeAll(async () => {
    customer = await createUser(t.app);
    const bar = await createVenue(t.app, { priceCents: 800 }); // 9.5 % tax
    drinks = { vendorLocationId: bar.location.vendorLocationId, productId: bar.product.productId };
    const tee = await createProduct(t.app, bar.location.vendorLocationId, {
      productType: 'MERCHANDISE',
      priceCents: 3000,
    });
    merchandise = { vendorLocationId: bar.location.vendorLocationId, productId: tee.productId };
  });

  const create = (
    cart: { vendorLocationId: string; productId: string },
    quantity: number,
    tip: Record<string, unknown>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(createOrder, { userId: customer.userId }),
      headers: customer.auth,
      payload: {
        userId: customer.userId,
        vendorLocationId: cart.vendorLocationId,
        cartItems: [{ productId: cart.productId, quantity }],
        ...tip,
      },
    });

  const refusal = (response: { statusCode: number; json(): { error: unknown } }) => ({
    status: response.statusCode,
    error: response.json().error,
  });

  it('takes the tip as an amount, charged with the order', async () => {
    const response = await create(drinks, 2, { tipAmount: '3.25' });
    expect(response.statusCode).toBe(201);
    const { order, paymentIntentId } = response.json();
    expect(order).toMatchObject({ subtotal: '16.00', taxAmount: '1.52', tipAmount: '3.25', totalAmount: '20.77' });
    expect(payments.intents.get(paymentIntentId)?.amountCents).toBe(2077);
  });

  it('takes no tip, a tip of 0.00, and a tip of exactly the subtotal', async () => {
    expect((await create(drinks, 1, {})).json().order.tipAmount).toBe('0.00');
    expect((await create(drinks, 1, { tipAmount: null })).json().order.tipAmount).toBe('0.00');
    expect((await create(drinks, 1, { tipAmount: '0.00' })).json().order.tipAmount).toBe('0.00');
    expect((await create(drinks, 1, { tipAmount: '8.00' })).json().order.tipAmount).toBe('8.00');
  });

  it.each([['-1.00'], ['1.5'], ['1.234'], ['1,00'], [''], [2.5], [true]])(
    'refuses %o: a two-decimal string, not negative',
    async (tipAmount) => {
      expect(refusal(await create(drinks, 1, { tipAmount }))).toEqual({
        status: 400,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'body.tipAmount: The tip must be an amount with two decimals, not negative, e.g. "2.50".',
          details: [
            {
              field: 'body.tipAmount',
              message: 'The tip must be an amount with two decimals, not negative, e.g. "2.50".',
            },
          ],
        },
      });
    },
  );

  it('refuses a tip above the subtotal', async () => {
    expect(refusal(await create(drinks, 1, { tipAmount: '8.01' }))).toEqual({
      status: 400,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The tip can be at most the food and drink subtotal (8.00).',
        details: [{ field: 'body.tipAmount', message: 'The tip can be at most the food and drink subtotal (8.00).' }],
      },
    });
  });

  it('refuses a tip on a merchandise-only cart, and takes 0.00 there', async () => {
    expect(refusal(await create(merchandise, 1, { tipAmount: '1.00' }))).toEqual({
      status: 400,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Merchandise-only orders take no tip.',
        details: [{ field: 'body.tipAmount', message: 'Merchandise-only orders take no tip.' }],
      },
    });
    const free = await create(merchandise, 1, { tipAmount: '0.00' });
    expect(free.statusCode).toBe(201);
    expect(free.json().order.tipAmount).toBe('0.00');
  });

  it('refuses a tip sent both ways', async () => {
    const response = await create(drinks, 1, { tipAmount: '1.00', tipPercentage: 15 });
    expect(refusal(response)).toMatchObject({
      status: 400,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'body.tipAmount: Send the tip as tipAmount or as tipPercentage, not both.',
      },
    });
  });

  it('changes the tip of an order in progress by amount, and back to a percentage', async () => {
    const created = (await create(drinks, 2, { tipPercentage: 15 })).json();
    expect(created.order.tipAmount).toBe('2.40');
    const update = (tip: Record<string, unknown>) =>
      changeOrder(t.app, customer, created.order.orderId, {
        vendorLocationId: drinks.vendorLocationId,
        cartItems: [{ productId: drinks.productId, quantity: 2 }],
        ...tip,
      });
    const byAmount = await update({ tipAmount: '5.00' });
    expect(byAmount.statusCode).toBe(200);
    expect(byAmount.json().order).toMatchObject({ tipAmount: '5.00', totalAmount: '22.52' });
    expect(payments.intents.get(created.paymentIntentId)?.amountCents).toBe(2252);
    expect(refusal(await update({ tipAmount: '16.01' })).status).toBe(400);
    expect((await update({ tipPercentage: 20 })).json().order.tipAmount).toBe('3.20');
  });
});
