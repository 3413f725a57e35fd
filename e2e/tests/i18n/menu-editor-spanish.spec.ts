import { sessionStorageState } from '../../api.js';
import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { expect, test } from '../../fixtures.js';

/** Screenshots looked at by people (390×844 and laptop width), kept with the run's artifacts. */
const shot = (name: string) => test.info().outputPath(name);

test('a manager writes a product’s Spanish name and description beside the English ones; a customer reading Spanish sees them', async ({
  apiBase,
  browser,
  newVenue,
  newPhone,
}) => {
  test.setTimeout(120_000);
  const venue = await newVenue();
  const { locationId } = venue;
  const manager = await venue.staff('MANAGER', 'Mia Manager');

  // The manager, on a phone: English and Spanish stacked, each under its language.
  const editor = await newPhone(manager);
  await editor.goto(`/staff/location/${locationId}/${venue.vendorId}/menu-editor`);
  await editor.getByRole('button', { name: 'Add a product' }).click();
  const form = editor.getByRole('form', { name: 'New product' });
  const english = form.getByRole('group', { name: 'English' });
  const spanish = form.getByRole('group', { name: 'Español' });
  await english.getByLabel('Name').fill('Lemonade');
  await english.getByLabel('Description').fill('Fresh lemons, cane sugar.');
  await spanish.getByLabel('Nombre').fill('Limonada');
  await spanish.getByLabel('Descripción').fill('Limones frescos, azúcar de caña.');
  await form.getByLabel('Type').selectOption({ label: 'Non-alcoholic' });
  await form.getByLabel('Price', { exact: true }).fill('4.50');
  await expectAccessible(editor, 'the product form in two languages');
  await expectNoSidewaysScroll(editor, 'the product form in two languages');
  await editor.screenshot({ path: shot('product-editor-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Add to menu' }).click();
  await expect(form).toBeHidden();

  // Saved, and shown again when the page is read anew.
  await editor.reload();
  await editor.getByRole('button', { name: 'Edit Lemonade' }).click();
  const edit = editor.getByRole('form', { name: 'Edit product' });
  await expect(edit.getByRole('group', { name: 'English' }).getByLabel('Name')).toHaveValue('Lemonade');
  await expect(edit.getByRole('group', { name: 'Español' }).getByLabel('Nombre')).toHaveValue('Limonada');
  await expect(edit.getByRole('group', { name: 'Español' }).getByLabel('Descripción')).toHaveValue(
    'Limones frescos, azúcar de caña.',
  );

  // At laptop width the two languages sit side by side.
  const laptop = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: apiBase,
    storageState: sessionStorageState(apiBase, manager),
  });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto(`/staff/location/${locationId}/${venue.vendorId}/menu-editor`);
  await laptopPage.getByRole('button', { name: 'Edit Lemonade' }).click();
  const wide = laptopPage.getByRole('form', { name: 'Edit product' });
  const englishBox = await wide.getByRole('group', { name: 'English' }).boundingBox();
  const spanishBox = await wide.getByRole('group', { name: 'Español' }).boundingBox();
  expect(spanishBox?.y).toBe(englishBox?.y);
  expect(spanishBox?.x ?? 0).toBeGreaterThan((englishBox?.x ?? 0) + (englishBox?.width ?? 0) - 1);
  await laptopPage.screenshot({ path: shot('product-editor-1280.png'), fullPage: true });
  await laptop.close();

  // The editor itself in Spanish: its words translated, the product's texts still the venue's English beside the Spanish.
  await editor.goto(`/staff/location/${locationId}/${venue.vendorId}/menu-editor?lang=es`);
  await editor.getByRole('button', { name: 'Editar Lemonade' }).click();
  const editEs = editor.getByRole('form', { name: 'Editar producto' });
  await expect(editEs.getByRole('group', { name: 'English' }).getByLabel('Nombre')).toHaveValue('Lemonade');
  await expect(editEs.getByRole('group', { name: 'Español' }).getByLabel('Nombre')).toHaveValue('Limonada');
  await editor.screenshot({ path: shot('product-editor-es-390.png'), fullPage: true });

  // The menu's read in Spanish gives the Spanish texts, in English the English.
  const menu = async (lang: string) => {
    const url = `${apiBase}/inventory-service/v1/vendor-locations/${locationId}/products?lang=${lang}`;
    const { items } = (await (await fetch(url)).json()) as { items: { name: string; description: string | null }[] };
    return items.find((item) => item.name === 'Limonada' || item.name === 'Lemonade');
  };
  expect(await menu('es')).toMatchObject({ name: 'Limonada', description: 'Limones frescos, azúcar de caña.' });
  expect(await menu('en')).toMatchObject({ name: 'Lemonade', description: 'Fresh lemons, cane sugar.' });

  // A customer reading Spanish sees the Spanish name (the menu's cards show no description; the read above has it);
  // one reading English, the English.
  const shop = await newPhone();
  await shop.goto(`/location/${locationId}?lang=es`);
  await expect(shop.getByText('Limonada', { exact: true }).first()).toBeVisible();
  await expect(shop.getByText('Lemonade', { exact: true })).toHaveCount(0);
  await shop.screenshot({ path: shot('customer-menu-es-390.png'), fullPage: true });
  await shop.goto(`/location/${locationId}?lang=en`);
  await expect(shop.getByText('Lemonade', { exact: true }).first()).toBeVisible();
});
