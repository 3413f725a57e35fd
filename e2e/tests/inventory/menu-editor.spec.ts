import type { Page } from '@playwright/test';
import { giveRole, sessionStorageState } from '../../api.js';
import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { readSvgImage } from '../../fake-camera.js';
import { expect, fillCard, signInThroughPage, test } from '../../fixtures.js';

/** Screenshots looked at by people (390×844 and laptop width), kept with the run's artifacts. */
const shot = (name: string) => test.info().outputPath(name);

/** Fills the Menu editor's New product form as a manager would. */
async function addProduct(
  page: Page,
  product: { name: string; type: string; price: string; originalPrice?: string; sizes?: [string, string][] },
) {
  await page.getByRole('button', { name: 'Add a product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(product.name);
  await form.getByLabel('Type').selectOption({ label: product.type });
  await form.getByLabel('Price', { exact: true }).fill(product.price);
  if (product.originalPrice) await form.getByLabel('Original price').fill(product.originalPrice);
  if (product.sizes) {
    await form.getByLabel('Track stock').check();
    for (const [index, [size, stock]] of product.sizes.entries()) {
      await form.getByRole('button', { name: 'Add a size' }).click();
      await form.getByLabel(`Size ${index + 1}`, { exact: true }).fill(size);
      await form.getByLabel(`Stock of size ${index + 1}`).fill(stock);
    }
    await form.getByRole('button', { name: `Add ${product.sizes.length} sizes` }).click();
  } else {
    await form.getByRole('button', { name: 'Add to menu' }).click();
  }
  await expect(form).toBeHidden();
}

test('a new venue’s manager builds the menu (a T-shirt in three sizes with stock), a customer buys a drink and a T-shirt, staff scan it, the manager restocks', async ({
  apiBase,
  browser,
  newVenue,
  newPerson,
  newPhone,
  newPhoneNumber,
  launchCamera,
}) => {
  test.setTimeout(120_000);
  const venue = await newVenue();
  const { locationId } = venue;
  const manager = await venue.staff('MANAGER', 'Mia Manager');

  // The manager, on a phone, finds the Menu Editor on the staff location menu.
  const managerPage = await newPhone(manager);
  await managerPage.goto(`/staff/location/${locationId}`);
  await managerPage.getByRole('link', { name: /Menu Editor/ }).click();
  await expect(managerPage.getByRole('heading', { name: 'Menu Editor' })).toBeVisible();
  await expect(managerPage.getByRole('heading', { name: /^Alcoholic/ })).toBeVisible();

  await addProduct(managerPage, { name: 'Lemonade', type: 'Non-alcoholic', price: '4.50' });
  await addProduct(managerPage, { name: 'Spritz', type: 'Alcoholic', price: '12' });
  await addProduct(managerPage, { name: 'Nachos', type: 'Food', price: '9.25' });
  await addProduct(managerPage, {
    name: 'Tour Tee',
    type: 'Merchandise',
    price: '30',
    originalPrice: '35',
    sizes: [
      ['S', '3'],
      ['M', '4'],
      ['L', '3'],
    ],
  });
  await expect(managerPage.getByRole('heading', { name: 'Merchandise (3)' })).toBeVisible();
  await expect(managerPage.getByText('4 in stock')).toBeVisible();
  await expectAccessible(managerPage, 'the Menu editor');
  await expectNoSidewaysScroll(managerPage, 'the Menu editor');
  await managerPage.screenshot({ path: shot('menu-editor-390.png'), fullPage: true });
  await managerPage.getByRole('button', { name: 'Edit Tour Tee (M)' }).click();
  await expectAccessible(managerPage, 'the product form');
  await managerPage.screenshot({ path: shot('menu-editor-edit-390.png'), fullPage: true });
  await managerPage.getByRole('button', { name: 'Cancel' }).click();

  // The same page at laptop width: the list and the form side by side.
  const laptop = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: apiBase,
    storageState: sessionStorageState(apiBase, manager),
  });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto(`/staff/location/${locationId}/${venue.vendorId}/menu-editor`);
  await laptopPage.getByRole('button', { name: 'Stock of Tour Tee (M)' }).click();
  await expect(laptopPage.getByRole('heading', { name: 'Stock: Tour Tee' })).toBeVisible();
  await expect(laptopPage.getByRole('heading', { name: /^Merchandise/ })).toBeVisible();
  await expectAccessible(laptopPage, 'the Menu editor at laptop width');
  await laptopPage.screenshot({ path: shot('menu-editor-1280.png'), fullPage: true });
  await laptop.close();

  // A customer at 390×844 buys a Lemonade and a Tour Tee (M).
  const customer = await newPerson();
  const shop = await newPhone(customer);
  await shop.goto(`/location/${locationId}`);
  await shop
    .getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' })
    .getByRole('button', { name: 'I understand' })
    .click();
  await shop.getByRole('button', { name: 'Add Lemonade' }).click();
  await shop.getByRole('button', { name: 'Select Size Tour Tee' }).click();
  const tee = shop.getByRole('dialog', { name: 'Tour Tee' });
  await expect(tee.getByRole('button', { name: 'Size M' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tee.getByText('$35.00')).toBeVisible(); // the real original price, struck through
  await tee.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(shop.getByRole('link', { name: /Order Now/ })).toContainText('2 items · $34.50');
  await shop.screenshot({ path: shot('customer-menu-390.png'), fullPage: true });
  await shop.getByRole('link', { name: /Order Now/ }).click();
  await expect(shop.getByRole('heading', { name: 'Order Review' })).toBeVisible();
  await shop.getByRole('button', { name: /Checkout/ }).click();
  await shop.getByLabel('I agree to the Terms and Conditions.').check();
  await fillCard(shop);
  await shop.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(shop).toHaveURL(new RegExp(`/location/${locationId}/order/[A-Z0-9]+/status$`));
  await expect(shop.getByText('Show QR code to staff')).toBeVisible();
  const pickupCode = await readSvgImage(shop.getByRole('img', { name: /QR code of order/ }));

  // Staff scan the order at the counter: the camera sees the location's poster first, then the customer's code.
  const camera = await launchCamera(`${apiBase}/L/${locationId}`);
  const staffPhone = newPhoneNumber();
  await giveRole(apiBase, venue.superAdmin, venue.vendorId, {
    phoneNumber: staffPhone,
    name: 'Sol Staff',
    role: 'STAFF',
  });
  const counter = await (await camera.newPhone()).newPage();
  await counter.goto('/staff/signin');
  await signInThroughPage(counter, staffPhone);
  const found = counter.getByRole('dialog', { name: 'Location Found' });
  await found.getByRole('button', { name: 'Continue' }).click();
  await expect(counter).toHaveURL(new RegExp(`/staff/location/${locationId}$`));
  // STAFF do not see the Menu Editor.
  await expect(counter.getByRole('link', { name: /Menu Editor/ })).toHaveCount(0);
  camera.show(pickupCode);
  await counter.getByRole('link', { name: 'Scan Order QR Code' }).click();
  await expect(counter.getByTestId('order-status')).toHaveText('Completed');
  await expect(shop.getByText('Order completed!')).toBeVisible();

  // The tee's stock went down by the sale; the manager restocks it.
  await managerPage.reload();
  await expect(managerPage.getByText('3 in stock')).toHaveCount(3);
  await managerPage.getByRole('button', { name: 'Stock of Tour Tee (M)' }).click();
  await managerPage.getByLabel('How many to add (− to remove)').fill('12');
  await managerPage.getByLabel('Reason').fill('Delivery from the printer');
  await managerPage.getByRole('button', { name: 'Save stock' }).click();
  await expect(managerPage.getByText('15 in stock now.')).toBeVisible();
  await expect(managerPage.getByRole('listitem').filter({ hasText: 'Tour Tee (M)' })).toContainText('15 in stock');
  await managerPage.screenshot({ path: shot('menu-editor-restocked-390.png'), fullPage: true });
});
