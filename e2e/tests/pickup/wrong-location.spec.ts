import { getOrder, sessionStorageState } from '../../api.js';
import { expect, test } from '../../fixtures.js';

test("staff of another vendor scan a paid order: 'Wrong Location', nothing of the order, and it stays unpicked", async ({
  apiBase,
  newPaidOrder,
  newVenue,
  launchCamera,
}) => {
  // A customer paid at one venue's bar and shows their code at another vendor's counter.
  const [bar, otherVendor] = [await newVenue(), await newVenue()];
  const { customer, order } = await newPaidOrder(bar);
  const camera = await launchCamera(order.orderId);
  const context = await camera.newPhone({
    storageState: sessionStorageState(apiBase, await otherVendor.staff('MANAGER')),
  });
  const staff = await context.newPage();
  const orderReads: { status: number; body: string }[] = [];
  staff.on('response', async (response) => {
    if (!response.url().includes(`/orders/${order.orderId}`)) return;
    orderReads.push({ status: response.status(), body: await response.text().catch(() => '') });
  });

  await staff.goto(`/staff/location/${otherVendor.locationId}/scan`);
  await expect(staff).toHaveURL(new RegExp(`/staff/location/${otherVendor.locationId}/order/${order.orderId}$`));
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

  // The camera still shows the same code, so the scan page may read it again at once (seen under load in CI): what
  // counts is where the link goes.
  await expect(staff.getByRole('link', { name: 'Scan Another Order' })).toHaveAttribute(
    'href',
    new RegExp(`/staff/location/${otherVendor.locationId}/scan$`),
  );
  // Nobody handed it over: the bar's own counter still can.
  expect((await getOrder(apiBase, customer, order.orderId)).status).toBe('PAID');
});
