import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures.js';

/** The venue's menu: a beer (so the 21+ warning shows) and three soft drinks, two of which the journey changes. */
const menu = [
  { name: 'House Lager', productType: 'ALCOHOLIC_ITEM', priceCents: 800 },
  { name: 'Citrus Mocktail', productType: 'NON_ALCOHOLIC_ITEM', priceCents: 900 },
  { name: 'Energy Drink', productType: 'NON_ALCOHOLIC_ITEM', priceCents: 600 },
  { name: 'Cola', productType: 'NON_ALCOHOLIC_ITEM', priceCents: 400 },
] as const;

async function openCustomerMenu(page: Page, locationId: string) {
  await page.goto(`/location/${locationId}`);
  await page
    .getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' })
    .getByRole('button', { name: 'I understand' })
    .click();
  await expect(page.getByRole('heading', { name: 'Non-alcoholic' })).toBeVisible();
}

test('a price change and an item switched off on the inventory page show on the customer menu', async ({
  newVenue,
  newPhone,
}) => {
  // A venue of its own: the changes need no putting back.
  const venue = await newVenue({ products: [...menu] });
  const mocktail = venue.product('Citrus Mocktail');
  const energyDrink = venue.product('Energy Drink');
  const staff = await newPhone(await venue.staff('ADMIN'));
  await staff.goto(`/staff/location/${venue.locationId}/inventory`);
  await expect(staff.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: /^Non-alcoholic \(\d+\)$/ })).toBeVisible();

  // Price: checked as the spec says, then saved.
  await staff.getByRole('button', { name: `Edit price of ${mocktail.name}, now $9.00` }).click();
  const price = staff.getByRole('textbox', { name: `Price of ${mocktail.name}` });
  await price.fill('8.255');
  await staff.getByRole('button', { name: 'Save price' }).click();
  await expect(staff.getByText('Price must be a valid number with up to 2 decimal places.')).toBeVisible();
  await price.fill('');
  await expect(staff.getByText('Price is required.')).toBeVisible();
  await price.fill('8.25');
  await staff.getByRole('button', { name: 'Save price' }).click();
  await expect(staff.getByRole('button', { name: `Edit price of ${mocktail.name}, now $8.25` })).toBeVisible();

  // Deposit (decision 018): refused outside 1–100 before anything is sent, then half paid when ordering.
  await staff.getByRole('button', { name: `Edit deposit of ${mocktail.name}, now no deposit` }).click();
  const deposit = staff.getByRole('textbox', { name: `Deposit of ${mocktail.name} (% paid when ordering)` });
  await deposit.fill('0');
  await staff.getByRole('button', { name: 'Save deposit' }).click();
  await expect(
    staff.getByText('The deposit must be a whole percent from 1 to 100, or none to take the full price when ordering.'),
  ).toBeVisible();
  await deposit.fill('50');
  await staff.getByRole('button', { name: 'Save deposit' }).click();
  await expect(staff.getByRole('button', { name: `Edit deposit of ${mocktail.name}, now 50% deposit` })).toBeVisible();

  // Availability: switched off, it leaves the menu.
  const available = staff.getByRole('switch', { name: `${energyDrink.name} available` });
  await expect(available).toHaveAttribute('aria-checked', 'true');
  await available.click();
  await expect(available).toHaveAttribute('aria-checked', 'false');
  await expect(available).toBeEnabled();

  // The changes were saved, not just shown: a fresh load reads them back.
  await staff.reload();
  await expect(staff.getByRole('button', { name: `Edit price of ${mocktail.name}, now $8.25` })).toBeVisible();
  await expect(staff.getByRole('switch', { name: `${energyDrink.name} available` })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  const customer = await newPhone();
  await openCustomerMenu(customer, venue.locationId);
  await expect(customer.getByRole('article', { name: mocktail.name })).toContainText('$8.25');
  await expect(customer.getByRole('article', { name: mocktail.name })).toContainText('50% now');
  await expect(customer.getByRole('article', { name: energyDrink.name })).toHaveCount(0);
  await expect(customer.getByRole('article', { name: 'Cola' })).toBeVisible();
});

/** How many lines an element's text takes on screen. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

test('on a phone an item that is sold out or hidden keeps its deposit on one line, and price and deposit are thumb-sized', async ({
  newVenue,
  newPhone,
}) => {
  const venue = await newVenue({
    products: [
      { name: 'House Lager', priceCents: 800 },
      { name: 'Whiskey Sour', priceCents: 1200, quantityAvailable: 0 },
      { name: 'Seasonal Cider', priceCents: 900, isAvailable: false },
    ],
  });
  const staff = await newPhone(await venue.staff('STAFF'));
  await staff.goto(`/staff/location/${venue.locationId}/inventory`);
  const deposit = (name: string) => staff.getByRole('button', { name: `Edit deposit of ${name}, now no deposit` });
  // The Whiskey Sour is sold out and the Seasonal Cider is off the menu: at 390 px their 'No deposit' broke
  // in two beside the state ('Sold out' too).
  for (const name of ['Whiskey Sour', 'Seasonal Cider']) expect(await lineCount(deposit(name))).toBe(1);
  expect(await lineCount(staff.getByText('Sold out', { exact: true }).first())).toBe(1);

  // The row's two editing buttons were 20 and 16 px tall; WCAG 2.2 asks at least 24.
  for (const button of [staff.getByRole('button', { name: /^Edit price of House Lager/ }), deposit('House Lager')]) {
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  }
});
