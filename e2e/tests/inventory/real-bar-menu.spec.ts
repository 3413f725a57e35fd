import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { expect, fillCard, test } from '../../fixtures.js';

/** The closing journey's screenshots (issue 39), kept with the docs and looked at by people. */
const screenshots = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
mkdirSync(screenshots, { recursive: true });
async function shot(page: Page, name: string) {
  // From the top: a full-page capture of a scrolled page draws the sticky header where the scroll left it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshots}menu-${name}.png`, fullPage: true });
}

type OptionRow = { name: string; priceDelta: string; kitchenName?: string };

/** Builds an option group in the Menu Editor's 'Option groups' panel as a manager would. */
async function createOptionGroup(page: Page, group: { name: string; min: string; max: string; options: OptionRow[] }) {
  await page.getByRole('button', { name: 'New option group' }).click();
  const form = page.getByRole('form', { name: 'Option group' });
  await form.getByLabel('Group name').fill(group.name);
  await form.getByLabel('Choose at least').fill(group.min);
  await form.getByLabel('Choose at most').fill(group.max);
  const rows = form.getByRole('list', { name: 'Options' }).getByRole('listitem');
  for (const [index, option] of group.options.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add an option' }).click();
    const row = rows.nth(index);
    await row.getByLabel(`Option ${index + 1} name`).fill(option.name);
    await row.getByLabel('Price change').fill(option.priceDelta);
    if (option.kitchenName) await row.getByLabel('Kitchen name').fill(option.kitchenName);
  }
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Option groups' }).getByRole('heading', { name: group.name }),
  ).toBeVisible();
}

/** Opens the New product form, lets `fill` set the fields, and adds it to the menu. */
async function addProduct(
  page: Page,
  product: { name: string; type: string; price: string },
  fill: (form: Locator) => Promise<void> = async () => undefined,
) {
  await page.getByRole('button', { name: 'Add a product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(product.name);
  await form.getByLabel('Type').selectOption({ label: product.type });
  await form.getByLabel('Price', { exact: true }).fill(product.price);
  await fill(form);
  await form.getByRole('button', { name: 'Add to menu' }).click();
  await expect(form).toBeHidden();
}

test('a manager builds a Margarita with a required tequila and a combo; a customer with an allergen filter orders Don Julio, no salt, and the combo; the bar and the staff page show the choices and CHECK ID; the manager refunds the upgraded line', async ({
  apiBase,
  newVenue,
  newPerson,
  newPhone,
}) => {
  test.setTimeout(240_000);
  const venue = await newVenue();
  const { locationId } = venue;
  const manager = await venue.staff('MANAGER', 'Mia Manager');

  // The manager, on a phone, builds the groups once in the Menu Editor.
  const editor = await newPhone(manager);
  await editor.goto(`/staff/location/${locationId}`);
  await editor.getByRole('link', { name: /Menu Editor/ }).click();
  await expect(editor.getByRole('heading', { name: 'Menu Editor' })).toBeVisible();
  await editor.getByRole('button', { name: 'Option groups' }).click();
  await createOptionGroup(editor, {
    name: 'Tequila',
    min: '1',
    max: '1',
    options: [
      { name: 'Espolòn', priceDelta: '0.00' },
      { name: 'Don Julio', priceDelta: '4.00', kitchenName: 'DON JULIO' },
    ],
  });
  await createOptionGroup(editor, {
    name: 'Salt rim',
    min: '0',
    max: '1',
    options: [{ name: 'Salt rim', priceDelta: '0.00', kitchenName: 'SALT' }],
  });
  await expectAccessible(editor, 'the option groups panel');
  await shot(editor, 'editor-groups-390');
  await editor.getByRole('button', { name: 'Close' }).click();

  // Margarita: the groups attached in order; alcoholic, so ID required by default.
  await addProduct(editor, { name: 'Margarita', type: 'Alcoholic', price: '12' }, async (form) => {
    await form.getByLabel('Attach an option group').selectOption({ label: 'Tequila' });
    await form.getByLabel('Attach an option group').selectOption({ label: 'Salt rim' });
    await expect(form.getByRole('list', { name: 'Attached option groups' }).getByRole('listitem')).toHaveCount(2);
    await expect(form.getByRole('checkbox', { name: /ID required/ })).toBeChecked();
    await shot(editor, 'editor-margarita-390');
  });
  // Food with peanuts (the customer's filter hides it), a hot dog, and the combo of a pint and a hot dog.
  await addProduct(editor, { name: 'Satay Skewers', type: 'Food', price: '9' }, async (form) => {
    await form.getByRole('checkbox', { name: 'Peanuts', exact: true }).check();
  });
  await addProduct(editor, { name: 'Hot Dog', type: 'Food', price: '6' }, async (form) => {
    await form.getByRole('checkbox', { name: 'Gluten', exact: true }).check();
  });
  await addProduct(editor, { name: 'Pint + Hot Dog', type: 'Food', price: '12' }, async (form) => {
    await form.getByRole('button', { name: 'Add a slot' }).click();
    await form.getByLabel('Slot 1 name').fill('Drink');
    await form.getByLabel('Espacio 1 · Español').fill('Bebida');
    await form.getByRole('group', { name: 'Choices in slot 1' }).getByRole('checkbox', { name: 'House Lager' }).check();
    await form.getByRole('button', { name: 'Add a slot' }).click();
    await form.getByLabel('Slot 2 name').fill('Main');
    await form.getByRole('group', { name: 'Choices in slot 2' }).getByRole('checkbox', { name: 'Hot Dog' }).check();
  });
  await expect(editor.getByText('Pint + Hot Dog')).toBeVisible();
  await shot(editor, 'editor-390');
  // Issue 44: the slot's Spanish name for a customer reading Spanish, the venue's where none was written.
  const slotNames = async (lang: string) => {
    const url = `${apiBase}/inventory-service/v1/vendor-locations/${locationId}/products?lang=${lang}`;
    const { items } = (await (await fetch(url)).json()) as {
      items: { name: string; comboSlots: { name: string }[] }[];
    };
    return items.find((item) => item.name === 'Pint + Hot Dog')?.comboSlots.map((slot) => slot.name);
  };
  expect(await slotNames('es')).toEqual(['Bebida', 'Main']);
  expect(await slotNames('en')).toEqual(['Drink', 'Main']);

  // The customer, on a phone, hides items with peanuts, then chooses a Margarita with Don Julio and no salt.
  const customer = await newPerson();
  const shop = await newPhone(customer);
  await shop.goto(`/location/${locationId}`);
  await shop
    .getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' })
    .getByRole('button', { name: 'I understand' })
    .click();
  await expect(shop.getByRole('button', { name: 'Add Satay Skewers' })).toBeVisible();
  await shop.getByRole('button', { name: 'Allergen filter' }).click();
  const filter = shop.getByRole('dialog', { name: 'Hide items with' });
  await filter.getByRole('checkbox', { name: 'Peanuts' }).check();
  await filter.getByRole('button', { name: 'Show menu' }).click();
  await expect(shop.getByRole('button', { name: 'Allergen filter: 1 on' })).toBeVisible();
  await expect(shop.getByRole('button', { name: 'Add Satay Skewers' })).toHaveCount(0);

  await shop.getByRole('button', { name: 'Choose Margarita' }).click();
  const margarita = shop.getByRole('dialog', { name: 'Margarita' });
  const addMargarita = margarita.getByRole('button', { name: /^Add · / });
  await expect(addMargarita).toBeDisabled();
  await expect(margarita.getByText('Margarita: choose a Tequila.')).toBeVisible();
  await margarita.getByRole('radio', { name: /Don Julio/ }).check();
  await expect(margarita.getByRole('checkbox', { name: /Salt rim/ })).not.toBeChecked();
  await expect(addMargarita).toHaveText('Add · $16.00');
  await expectAccessible(shop, 'the product dialog with choices');
  await shot(shop, 'customer-dialog-390');
  await addMargarita.click();
  await expect(margarita).toBeHidden();

  await shop.getByRole('button', { name: 'Choose Pint + Hot Dog' }).click();
  const combo = shop.getByRole('dialog', { name: 'Pint + Hot Dog' });
  await combo.getByRole('radio', { name: /House Lager/ }).check();
  await combo.getByRole('radio', { name: /Hot Dog/ }).check();
  await combo.getByRole('button', { name: 'Add · $12.00' }).click();
  await expect(combo).toBeHidden();
  await expect(shop.getByRole('link', { name: /Order Now/ })).toContainText('2 items · $28.00');
  await expectNoSidewaysScroll(shop, 'the menu with the filter on');
  await shot(shop, 'customer-menu-390');

  await shop.getByRole('link', { name: /Order Now/ }).click();
  await expect(shop.getByRole('heading', { name: 'Order Review' })).toBeVisible();
  await expect(shop.getByText(/Don Julio/)).toBeVisible();
  await shot(shop, 'customer-review-390');
  await shop.getByRole('button', { name: /^Checkout/ }).click();
  await shop.getByLabel('I agree to the Terms and Conditions.').check();
  await shop.getByLabel('I am 21 or older and will show a valid ID at pickup.').check();
  await fillCard(shop);
  await shop.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(shop).toHaveURL(new RegExp(`/location/${locationId}/order/([A-Z0-9]+)/status$`));
  await expect(shop.getByText('Show QR code to staff')).toBeVisible();
  await shot(shop, 'customer-status-390');

  // The bar queue shows the choices by their kitchen names and CHECK ID.
  const bar = await newPhone(await venue.staff('STAFF', 'Sol Staff'));
  await bar.goto(`/staff/location/${locationId}`);
  await bar.getByRole('link', { name: /Order Queue/ }).click();
  await expect(bar.getByRole('heading', { name: 'Order Queue' })).toBeVisible();
  const card = bar.getByRole('listitem', { name: /^Order / });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('check-id').first()).toHaveText('CHECK ID');
  await expect(card.getByText(/DON JULIO/)).toBeVisible();
  await expect(card.getByText(/Hot Dog/).first()).toBeVisible();
  await expectAccessible(bar, 'the bar queue with choices');
  await shot(bar, 'bar-queue-390');

  // The manager opens the order on the staff order page (which does not hand it over), then refunds the upgraded line.
  await editor.goto(`/staff/location/${locationId}/orders`);
  await editor.getByRole('link', { name: /^#/ }).first().click();
  await expect(editor.getByTestId('order-status')).toHaveText('IN PROGRESS');
  await expect(editor.getByTestId('check-id').first()).toHaveText('CHECK ID');
  await expect(editor.getByText(/Don Julio|DON JULIO/).first()).toBeVisible();
  await shot(editor, 'staff-order-390');
  await editor.getByRole('button', { name: 'Order actions' }).click();
  await editor.getByRole('menuitem', { name: 'Refund Items' }).click();
  const refund = editor.getByRole('dialog', { name: 'Refund items' });
  await refund.getByRole('button', { name: /^Refund one more Margarita/ }).click();
  await refund.getByLabel('Reason').fill('Wrong tequila');
  const refundButton = refund.getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ });
  await expect(refundButton).toBeEnabled();
  const quoted = ((await refundButton.textContent()) ?? '').replace('Refund $', '');
  await expectAccessible(editor, 'the refund dialog with a line of choices');
  await shot(editor, 'refund-390');
  await refundButton.click();
  await expect(editor.getByText(`$${quoted} refunded`)).toBeVisible();
  await shot(editor, 'staff-order-refunded-390');

  // The reports page's option sales: the upgrade was chosen once and refunded.
  await editor.goto(`/staff/location/${locationId}/reporting?analytics_beta=1`);
  await editor.getByRole('tab', { name: 'Option Sales' }).click();
  const table = editor.getByRole('table', { name: /^Option sales in/ });
  const donJulio = table.getByRole('row', { name: /Don Julio/ });
  await expect(donJulio).toBeVisible();
  await expect(donJulio.getByRole('cell').nth(1)).toHaveText('1');
  await expectAccessible(editor, 'option sales at 390 px');
  await shot(editor, 'option-sales-390');
  await editor.setViewportSize({ width: 1280, height: 800 });
  await expect(table).toBeVisible();
  await expectAccessible(editor, 'option sales at 1280 px');
  await shot(editor, 'option-sales-1280');
});
