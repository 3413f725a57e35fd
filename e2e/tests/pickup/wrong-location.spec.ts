import { createPaidOrder, getOrder, sessionStorageState, signInByApi } from '../../api.js';
import { demo, expect, test } from '../../fixtures.js';

/** The customer of this journey, new to the app. */
const customerPhone = '+12135550183';

test("staff of another vendor scan a paid order: 'Wrong Location', nothing of the order, and it stays unpicked", async ({
  apiBase,
  sessions,
  launchCamera,
}) => {
  // A customer paid at the demo bar (AD708) and shows their code at the Skyline Lounge's counter (SKY01).
  const customer = await signInByApi(apiBase, customerPhone);
  const order = await createPaidOrder(apiBase, customer);
  const camera = await launchCamera(order.orderId);
  const context = await camera.newPhone({
    storageState: sessionStorageState(apiBase, await sessions.signIn(demo.loungeManager)),
  });
  const staff = await context.newPage();
  const orderReads: { status: number; body: string }[] = [];
  staff.on('response', async (response) => {
    if (!response.url().includes(`/orders/${order.orderId}`)) return;
    orderReads.push({ status: response.status(), body: await response.text().catch(() => '') });
  });

  await staff.goto('/staff/location/SKY01/scan');
  await expect(staff).toHaveURL(new RegExp(`/staff/location/SKY01/order/${order.orderId}$`));
  await expect(staff.getByRole('heading', { name: 'Wrong Location' })).toBeVisible();
  await expect(staff.getByText('This order belongs to another location.')).toBeVisible();
  // The page shows nothing of the order, and the server told it nothing: a refusal naming only its reason.
  await expect(staff.getByText(`#${order.shortOrderId}`)).toHaveCount(0);
  await expect(staff.getByText('House Lager')).toHaveCount(0);
  expect(orderReads.length).toBeGreaterThan(0);
  for (const read of orderReads) {
    expect(read.status).toBe(403);
    expect(JSON.parse(read.body)).toEqual({
      error: { code: 'ORDER_OTHER_VENDOR', message: 'This order belongs to another vendor location.' },
    });
  }

  await staff.getByRole('link', { name: 'Scan Another Order' }).click();
  await expect(staff).toHaveURL(/\/staff\/location\/SKY01\/scan$/);
  // Nobody handed it over: the demo bar's counter still can.
  expect((await getOrder(apiBase, customer, order.orderId)).status).toBe('PAID');
});
