import { getOrder } from '../../api.js';
import { expect, test } from '../../fixtures.js';

test("two counters open one paid order at once: one hands it over, the other reads 'Order PICKED UP Previously'", async ({
  apiBase,
  newPaidOrder,
  newPhone,
}) => {
  const { venue, customer, order } = await newPaidOrder();
  const first = await newPhone(await venue.staff('STAFF'));
  const second = await newPhone(await venue.staff('MANAGER'));
  const orderPath = `/staff/location/${venue.locationId}/order/${order.orderId}`;

  // The race, pinned: both pages read the order while it is still paid, then both complete it, the first counter's
  // completion first. Each page completes as soon as it has read the order; the network holds the completions.
  let secondHasRead!: () => void;
  const secondRead = new Promise<void>((resolve) => {
    secondHasRead = resolve;
  });
  second.on('response', (response) => {
    if (response.request().method() === 'GET' && response.url().endsWith(`/orders/${order.orderId}`)) secondHasRead();
  });
  let firstHasCompleted!: () => void;
  const firstCompleted = new Promise<void>((resolve) => {
    firstHasCompleted = resolve;
  });
  await first.route(`**/orders/${order.orderId}/complete`, async (route) => {
    await secondRead;
    await route.continue();
  });
  first.on('requestfinished', (request) => {
    if (request.url().endsWith('/complete')) firstHasCompleted();
  });
  await second.route(`**/orders/${order.orderId}/complete`, async (route) => {
    await firstCompleted;
    await route.continue();
  });

  await Promise.all([first.goto(orderPath), second.goto(orderPath)]);

  // The first counter handed it over; the second is told not to: someone else did, at that time.
  await expect(first.getByTestId('order-status')).toHaveText('Completed');
  await expect(second.getByTestId('order-status')).toHaveText('Completed');
  await expect(second.getByText('Order PICKED UP Previously')).toBeVisible();
  const completedAt = second.getByText(/^Completed at \d{1,2}:\d{2} [AP]M · /);
  await expect(completedAt).toBeVisible();
  // One completion, one time: the first counter's.
  const [time] = (await completedAt.textContent())!.split(' · ');
  await expect(first.getByText(`${time} · `, { exact: false })).toBeVisible();
  await expect(first.getByText('Order PICKED UP Previously')).toHaveCount(0);
  expect((await getOrder(apiBase, customer, order.orderId)).status).toBe('COMPLETE');
});
