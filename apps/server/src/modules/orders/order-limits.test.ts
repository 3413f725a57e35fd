import { describe, expect, it } from 'vitest';
import { createUser, createVenue, placeOrderOf, startMembershipPayment, uniqueIp } from '../../../test/factories.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';
import { inOneWindow } from '../../../test/limits.js';

describe('limits on the calls that reach the payment provider and add rows', () => {
  const t = useTestApp(() =>
    createTestApp({
      overrides: {
        orderLimits: {
          create: { perPerson: inOneWindow(3), perAddress: inOneWindow(5) },
          update: { perPerson: inOneWindow(3), perAddress: inOneWindow(5) },
        },
      },
    }),
  );

  it('refuses a person’s orders past their limit, in our error shape, and creates nothing more', async () => {
    const { product } = await createVenue(t.app);
    const customer = await createUser(t.app);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => placeOrderOf(t.app, customer, product).then((reply) => reply)),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfter: expect.any(Number) },
    });
    const [row] = await t.app.database.query<{ count: number }>(
      'select count(*)::int as count from orders where user_id = $1',
      [customer.userId],
    );
    expect(row?.count).toBe(3);
  });

  it('limits one address across people (a stranger cannot hide behind new accounts), and not other addresses', async () => {
    const { product } = await createVenue(t.app);
    const ip = uniqueIp();
    const orderFrom = async (address: string) => {
      const customer = await createUser(t.app);
      const reply = await t.app.inject({
        method: 'POST',
        url: `/order-service/v1/users/${customer.userId}/orders`,
        headers: customer.auth,
        payload: {
          userId: customer.userId,
          vendorLocationId: product.vendorLocationId,
          cartItems: [{ productId: product.productId, quantity: 1 }],
        },
        remoteAddress: address,
      });
      return reply.statusCode;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await orderFrom(ip));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await orderFrom(uniqueIp())).toBe(201);
  });
});

describe('membership payment intents', () => {
  const t = useTestApp(() => createTestApp());

  it('are limited to ten a person in ten minutes', async () => {
    const member = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await startMembershipPayment(t.app, member)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
