import { endpointPath, listSmsOutbox } from '@queueless/contracts';
import { expect, test } from '../../fixtures.js';

test('a paid order appears in the bar queue; a Ready tap tells the customer’s page at once and texts them once', async ({
  apiBase,
  newPaidOrder,
  newPhone,
  newVenue,
}) => {
  const venue = await newVenue();
  const bartender = await newPhone(await venue.staff('STAFF'));
  await bartender.setViewportSize({ width: 1024, height: 768 });
  await bartender.goto(`/staff/location/${venue.locationId}`);
  await bartender.getByRole('link', { name: /Order Queue/ }).click();
  await expect(bartender.getByRole('heading', { name: 'Order Queue' })).toBeVisible();
  await expect(bartender.getByTestId('queue-link')).toHaveText('Live');
  await expect(bartender.getByText('No orders waiting.')).toBeVisible();

  // The customer pays while the queue is open: it shows the order without a reload, flagged new.
  const { customer, order } = await newPaidOrder(venue);
  const card = bartender.getByRole('listitem', { name: `Order ${order.shortOrderId}` });
  await expect(card).toBeVisible({ timeout: 5_000 });
  await expect(card.getByText('NEW')).toBeVisible();
  await expect(card.getByText('House Lager')).toBeVisible();

  const phone = await newPhone(customer);
  await phone.goto(`/location/${venue.locationId}/order/${order.orderId}/status`);
  await expect(phone.getByText('Show QR code to staff')).toBeVisible();

  await card.getByRole('button', { name: 'Ready' }).click();
  await expect(card.getByText('Ready ✓')).toBeVisible();
  await expect(phone.getByRole('status')).toHaveText('Your order is ready!');

  // The text is in the development outbox, once, with the link to the order's page.
  const readyTexts = async () =>
    (
      (await (
        await fetch(new URL(endpointPath(listSmsOutbox, {}, { phoneNumber: customer.user.phoneNumber }), apiBase))
      ).json()) as { messages: { body: string }[] }
    ).messages.filter((message) => message.body.includes('is ready'));
  await expect.poll(async () => (await readyTexts()).length).toBe(1);
  const [text] = await readyTexts();
  expect(text!.body).toContain(`your order #${order.shortOrderId} is ready`);
  expect(text!.body).toContain(`/location/${venue.locationId}/order/${order.orderId}/status`);
});
