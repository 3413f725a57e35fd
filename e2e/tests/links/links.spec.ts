import { createShortCode, endpointPath } from '@queueless/contracts';
import { expectAccessible } from '../../axe.js';
import { expect, test } from '../../fixtures.js';

test('a printed short link lands on the menu', async ({ page }) => {
  await page.goto('/R/DEMO');
  await expect(page).toHaveURL(/\/location\/AD708$/);
  await expect(page.getByRole('button', { name: 'Add House Lager' })).toBeVisible();
});

test('a short link to another site replaces the whole page; an unknown one shows the error with a reload', async ({
  page,
  apiBase,
  newVenue,
}) => {
  const venue = await newVenue();
  const manager = await venue.staff('MANAGER');
  // An allowed host (REDIRECT_ALLOWED_HOSTS of the journeys' server): the browser must leave the app to open it.
  const partner = 'https://partner.example/welcome';
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const created = await fetch(new URL(endpointPath(createShortCode, { vendorId: venue.vendorId }), apiBase), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.idToken}` },
    body: JSON.stringify({ code, redirectUrl: partner }),
  });
  expect(created.status).toBe(201);
  await page.route('https://partner.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner site</h1>' }),
  );
  await page.goto(`/R/${code}`);
  await expect(page).toHaveURL(partner);
  await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();

  await page.goto('/R/NO-SUCH-CODE');
  await expect(page.getByRole('heading', { name: 'Error Occurred' })).toBeVisible();
  await expect(page.getByText('Unable to load the redirect URL. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('a wristband with only a vendor opens the vendor page; one without a vendor opens membership', async ({
  page,
}) => {
  await page.goto('/nfc/NFC-DEMO-0001');
  await expect(page).toHaveURL(/\/vendor\/demo-bar$/);
  await page.goto('/nfc/NFC-DEMO-0003');
  await expect(page).toHaveURL(/\/lusiv\?nfcId=NFC-DEMO-0003$/);
  await page.goto('/nfc/NFC-DEMO-0002');
  await expect(page).toHaveURL(/\/location\/AD708\/heartla$/);
});

test('a failed wristband lookup shows the error with Try again', async ({ page }) => {
  await page.route('**/nfc-service/v1/nfc/**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/nfc/NFC-DEMO-0001');
  await expect(page.getByRole('heading', { name: 'Error occurred' })).toBeVisible();
  await expect(page.getByText('Unable to load Wristband data. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a manager creates and retires a short link, and programs and releases a wristband, from the staff menu', async ({
  newPhone,
  newVenue,
}) => {
  const venue = await newVenue();
  const staff = await newPhone(await venue.staff('MANAGER'));
  await staff.goto(`/staff/location/${venue.locationId}`);
  await staff.getByRole('link', { name: /Short Links & Wristbands/ }).click();
  await expect(staff.getByRole('heading', { name: 'Short Links & Wristbands' })).toBeVisible();
  await expectAccessible(staff, 'the staff short links page');

  const code = `POSTER${Date.now().toString(36).toUpperCase()}`;
  await staff.getByLabel('Code').fill(code);
  await staff.getByLabel('Goes to').fill('//evil.example');
  await staff.getByRole('button', { name: 'Create short link' }).click();
  await expect(staff.getByText(/A link may only go to one of our pages/)).toBeVisible();
  await staff.getByLabel('Goes to').fill(`/location/${venue.locationId}`);
  await staff.getByRole('button', { name: 'Create short link' }).click();
  const list = staff.getByRole('list', { name: 'Short links' });
  await expect(list.getByText(`/R/${code}`)).toBeVisible();

  await list.getByRole('button', { name: `Retire ${code}` }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Retire short link' }).click();
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: `/R/${code}` })
      .getByText('Retired'),
  ).toBeVisible();

  // A wristband: a bad id is refused on its field, a good one is listed (opening the venue page), then released.
  const nfcId = `NFC-${Date.now().toString(36).toUpperCase()}`;
  await staff.getByLabel('Wristband id').fill('not an id!');
  await staff.getByRole('button', { name: 'Save wristband' }).click();
  await expect(staff.getByText('A wristband id is 1 to 64 letters, digits, :, - or _.')).toBeVisible();
  await staff.getByLabel('Wristband id').fill(nfcId);
  await staff.getByRole('button', { name: 'Save wristband' }).click();
  await expect(staff.getByText(`Wristband ${nfcId} saved`)).toBeVisible();
  await expect(staff.getByLabel('Wristband id')).toHaveValue('');
  const band = staff.getByRole('list', { name: 'Wristbands' }).getByRole('listitem').filter({ hasText: nfcId });
  await expect(band.getByText('→ Your venue page')).toBeVisible();
  await band.getByRole('button', { name: `Release ${nfcId}` }).click();
  await expect(band.getByText('Released')).toBeVisible();
});
