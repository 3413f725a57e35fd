import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createStation, endpointPath, listSmsOutbox, type Order, type Station } from '@queueless/contracts';
import { apiAs, createPaidOrder } from '../../api.js';
import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { cloudPrntPrinter } from '../../cloudprnt.js';
import { expect, test } from '../../fixtures.js';

/** Where the station screen's screenshots go: docs/screenshots at the repository's root. */
const shots = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

/** Adds a printer for one station on the Stations page and reads its token, shown once. */
async function addPrinter(page: Page, name: string, station: string): Promise<string> {
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add a printer' }) });
  await form.getByLabel('Printer name').fill(name);
  await form.getByRole('checkbox', { name: station }).check();
  await form.getByRole('button', { name: 'Add printer' }).click();
  const shown = page.getByRole('status').filter({ hasText: `Token for ${name}.` });
  await expect(shown).toBeVisible();
  const token = (await shown.getByTestId('printer-token').textContent()) ?? '';
  expect(token).toMatch(/^qlp_/);
  await expect(page.getByRole('listitem', { name })).toBeVisible();
  return token;
}

test('a cocktail and a burger split into a Bar and a Kitchen ticket, each printed once and shown on its screen; the customer hears ready once, after both bump', async ({
  apiBase,
  newPerson,
  newPhone,
  newVenue,
}) => {
  test.slow();
  const venue = await newVenue({
    products: [
      { name: 'Margarita', productType: 'ALCOHOLIC_ITEM', priceCents: 1200 },
      { name: 'Cheeseburger', productType: 'FOOD_ITEM', priceCents: 1400 },
    ],
  });

  // The manager sets the location up on the Stations page, from the staff location menu.
  const manager = await newPhone(await venue.staff('MANAGER'));
  await manager.setViewportSize({ width: 1024, height: 900 });
  await manager.goto(`/staff/location/${venue.locationId}`);
  await manager.getByRole('link', { name: /Stations/ }).click();
  await expect(manager.getByRole('heading', { name: 'Stations', level: 1 })).toBeVisible();
  await expect(manager.getByText(/No stations yet/)).toBeVisible();
  await expect(manager.getByText(/No printers yet/)).toBeVisible();
  await expectAccessible(manager, 'the Stations page, empty');

  // An empty name is refused in the contract's words, before any call.
  await manager.getByRole('button', { name: 'Add station' }).click();
  await expect(manager.getByText('Give the station a name.')).toBeVisible();
  for (const name of ['Bar', 'Kitchen']) {
    await manager.getByLabel('New station').fill(name);
    await manager.getByRole('button', { name: 'Add station' }).click();
    await expect(manager.getByRole('listitem', { name, exact: true })).toBeVisible();
  }
  const kitchen = manager.getByRole('listitem', { name: 'Kitchen', exact: true });
  await kitchen.getByLabel('Sound on a new ticket').selectOption('bell');
  await expect(kitchen.getByLabel('Sound on a new ticket')).toHaveValue('bell');

  // Routing: cocktails to the Bar, food to the Kitchen.
  await manager.getByLabel('Alcoholic', { exact: true }).selectOption({ label: 'Bar' });
  await manager.getByLabel('Food', { exact: true }).selectOption({ label: 'Kitchen' });
  await manager.getByRole('button', { name: 'Save routing' }).click();
  await expect(manager.getByText('Routing saved.')).toBeVisible();

  const barToken = await addPrinter(manager, 'Bar printer', 'Bar');
  const kitchenToken = await addPrinter(manager, 'Kitchen printer', 'Kitchen');
  await expect(manager.getByText(`Token for Bar printer.`)).toHaveCount(0);
  const barPrinter = cloudPrntPrinter(apiBase, barToken);
  const kitchenPrinter = cloudPrntPrinter(apiBase, kitchenToken);
  await manager.getByRole('listitem', { name: 'Bar printer' }).getByRole('button', { name: 'Test print' }).click();
  await expect(manager.getByText('Test page queued.')).toBeVisible();
  expect(await barPrinter.printNext()).toContain('Queueless test print');
  expect(await kitchenPrinter.printNext()).toBeNull();
  await expectAccessible(manager, 'the Stations page, set up');

  // Each station's screen, open before the order: the bar on a phone, the kitchen on a laptop.
  const bar = await newPhone(await venue.staff('STAFF', 'Bea Bartender'));
  await bar.goto(`/staff/location/${venue.locationId}`);
  await bar.getByRole('link', { name: /Bar screen/ }).click();
  await expect(bar.getByRole('heading', { name: 'Bar', exact: true })).toBeVisible();
  await expect(bar.getByTestId('station-link')).toHaveText('Live');
  await expect(bar.getByText('No open tickets.')).toBeVisible();
  const cook = await newPhone(await venue.staff('STAFF', 'Kit Cook'));
  await cook.setViewportSize({ width: 1280, height: 800 });
  await cook.goto(`/staff/location/${venue.locationId}`);
  await cook.getByRole('link', { name: /Kitchen screen/ }).click();
  await expect(cook.getByTestId('station-link')).toHaveText('Live');
  // The kitchen's bell: a browser that asks for a tap before sound gets "Tap to enable sound" (this headless one may
  // not ask), and the tap enables it.
  const enableSound = cook.getByRole('button', { name: 'Tap to enable sound' });
  if (await enableSound.isVisible()) await enableSound.click();
  await expect(enableSound).toHaveCount(0);

  // The customer pays for a cocktail and a burger.
  const customer = await newPerson();
  const order = await createPaidOrder(apiBase, customer, {
    vendorLocationId: venue.locationId,
    cartItems: [
      { productId: venue.product('Margarita').productId, quantity: 1 },
      { productId: venue.product('Cheeseburger').productId, quantity: 1 },
    ],
  });
  const barTicket = bar.getByRole('listitem', { name: `Ticket ${order.shortOrderId}` });
  const kitchenTicket = cook.getByRole('listitem', { name: `Ticket ${order.shortOrderId}` });
  await expect(barTicket.getByText('Margarita')).toBeVisible();
  await expect(barTicket.getByText('Cheeseburger')).toHaveCount(0);
  await expect(kitchenTicket.getByText('Cheeseburger')).toBeVisible();
  await expect(kitchenTicket.getByText('Margarita')).toHaveCount(0);
  await expect(barTicket.getByText('NEW')).toBeVisible();
  await expect(bar.getByTestId('ticket-age').first()).toHaveText(/^\d+:\d\d$/);
  await expectAccessible(bar, 'the Bar screen with a ticket');
  await expectNoSidewaysScroll(bar, 'the Bar screen at 390 px');
  await expectAccessible(cook, 'the Kitchen screen with a ticket');

  // Each printer prints its station's ticket, once.
  let barText: string | null = null;
  await expect.poll(async () => (barText = await barPrinter.printNext())).not.toBeNull();
  expect(barText).toContain('BAR');
  expect(barText).toContain(`#${order.shortOrderId}`);
  expect(barText).toContain('1 x Margarita');
  expect(barText).not.toContain('Cheeseburger');
  let kitchenText: string | null = null;
  await expect.poll(async () => (kitchenText = await kitchenPrinter.printNext())).not.toBeNull();
  expect(kitchenText).toContain('KITCHEN');
  expect(kitchenText).toContain('1 x Cheeseburger');
  expect(kitchenText).not.toContain('Margarita');
  expect(await barPrinter.printNext()).toBeNull();
  expect(await kitchenPrinter.printNext()).toBeNull();

  // The customer watches the order's page.
  const phone = await newPhone(customer);
  await phone.goto(`/location/${venue.locationId}/order/${order.orderId}/status`);
  await expect(phone.getByText('Show QR code to staff')).toBeVisible();

  // The kitchen bumps: the order is partly done (the expo shows it), not ready.
  await kitchenTicket.getByRole('button', { name: `Bump ticket ${order.shortOrderId}` }).click();
  await expect(kitchenTicket).toHaveCount(0);
  await expect(cook.getByText('No open tickets.')).toBeVisible();
  await expect(cook.getByRole('button', { name: `Recall #${order.shortOrderId}` })).toBeVisible();
  await expect(cook.getByTestId('ticket-times')).toContainText('1 ticket this shift');
  const expo = await newPhone(await venue.staff('STAFF', 'Eve Expo'));
  await expo.goto(`/staff/location/${venue.locationId}`);
  await expo.getByRole('link', { name: /Expo/ }).click();
  const partly = expo.getByRole('listitem', { name: `Order ${order.shortOrderId}` });
  await expect(partly.getByText('Done ✓')).toBeVisible();
  await expect(partly.getByText(/^Open \d+:\d\d$/)).toBeVisible();
  await expectAccessible(expo, 'the expo');
  await expect(phone.getByText('Show QR code to staff')).toBeVisible();

  // The bar bumps its one item: the ticket goes, and the customer's page says ready.
  await barTicket.getByRole('button', { name: 'Bump 1 × Margarita' }).click();
  await expect(barTicket).toHaveCount(0);
  await expect(phone.getByRole('status')).toHaveText('Your order is ready!');
  await expect(expo.getByText('No orders partly done.')).toBeVisible();

  // One ready text, however many stations bumped.
  const readyTexts = async () =>
    (
      (await (
        await fetch(new URL(endpointPath(listSmsOutbox, {}, { phoneNumber: customer.user.phoneNumber }), apiBase))
      ).json()) as { messages: { body: string }[] }
    ).messages.filter((message) => message.body.includes('is ready'));
  await expect.poll(async () => (await readyTexts()).length).toBe(1);

  // Staff reprint it from the order page: each printer gets its ticket again, marked a reprint.
  await bar.goto(`/staff/location/${venue.locationId}/order/${order.orderId}`);
  await bar.getByRole('button', { name: 'Reprint tickets' }).click();
  await expect(bar.getByText('2 tickets sent to the printers.')).toBeVisible();
  expect(await barPrinter.printNext()).toContain('BAR (REPRINT)');
  expect(await kitchenPrinter.printNext()).toContain('KITCHEN (REPRINT)');
});

test('a station screen with several tickets, at 390 px and 1280 px (the screenshots in docs/screenshots)', async ({
  apiBase,
  newPerson,
  newPhone,
  newVenue,
}) => {
  test.slow();
  const venue = await newVenue({
    products: [
      { name: 'Cheeseburger', productType: 'FOOD_ITEM', priceCents: 1400 },
      { name: 'Loaded Fries', productType: 'FOOD_ITEM', priceCents: 900 },
      { name: 'Chicken Tenders', productType: 'FOOD_ITEM', priceCents: 1100 },
    ],
  });
  // One station takes every line (a line no route names goes to the first station).
  const { station } = await apiAs<{ station: Station }>(
    apiBase,
    endpointPath(createStation, { vendorLocationId: venue.locationId }),
    venue.superAdmin.idToken,
    { name: 'Kitchen' },
  );
  const cook = await newPhone(await venue.staff('STAFF', 'Kit Cook'));
  await cook.setViewportSize({ width: 1280, height: 800 });
  await cook.goto(`/staff/location/${venue.locationId}/station/${station.stationId}`);
  await expect(cook.getByTestId('station-link')).toHaveText('Live');
  await expect(cook.getByText('No open tickets.')).toBeVisible();
  await expect(cook.getByText('No tickets bumped yet this shift.')).toBeVisible();
  await expectAccessible(cook, 'a station screen, empty');

  const carts = [
    [
      ['Cheeseburger', 2],
      ['Loaded Fries', 1],
    ],
    [['Chicken Tenders', 1]],
    [
      ['Cheeseburger', 1],
      ['Chicken Tenders', 2],
      ['Loaded Fries', 2],
    ],
    [['Loaded Fries', 1]],
    [['Cheeseburger', 3]],
  ] as const;
  const orders: Order[] = [];
  for (const cart of carts) {
    const customer = await newPerson();
    orders.push(
      await createPaidOrder(apiBase, customer, {
        vendorLocationId: venue.locationId,
        cartItems: cart.map(([name, quantity]) => ({ productId: venue.product(name).productId, quantity })),
      }),
    );
  }
  const ticket = (index: number) => cook.getByRole('listitem', { name: `Ticket ${orders[index]!.shortOrderId}` });
  await expect(cook.getByRole('listitem', { name: /^Ticket / })).toHaveCount(carts.length);
  // Bumped: the shift's times show, and Recall brings the ticket back.
  await ticket(3)
    .getByRole('button', { name: /^Bump ticket/ })
    .click();
  await expect(ticket(3)).toHaveCount(0);
  await expect(cook.getByTestId('ticket-times')).toContainText('1 ticket this shift');
  await cook.getByRole('button', { name: `Recall #${orders[3]!.shortOrderId}` }).click();
  await expect(ticket(3)).toBeVisible();
  await ticket(3)
    .getByRole('button', { name: /^Bump ticket/ })
    .click();
  await expect(ticket(3)).toHaveCount(0);
  // One item of the big order done.
  await ticket(2).getByRole('button', { name: 'Bump 2 × Chicken Tenders' }).click();
  await expect(ticket(2).getByRole('button', { name: '2 × Chicken Tenders, done' })).toBeDisabled();

  // Oldest first, on the laptop and on the phone.
  const shown = await cook
    .getByRole('listitem', { name: /^Ticket / })
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  expect(shown).toEqual([0, 1, 2, 4].map((index) => `Ticket ${orders[index]!.shortOrderId}`));
  await cook.screenshot({ path: `${shots}station-1280.png` });
  await cook.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(cook, 'a station screen at 390 px');
  await expectAccessible(cook, 'a station screen at 390 px');
  await cook.screenshot({ path: `${shots}station-390.png`, fullPage: true });
});
