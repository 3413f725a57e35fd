import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { endpointPath, listSmsOutbox } from '@queueless/contracts';
import { renderDemoPhoto } from '../../../apps/server/src/db/seed/demo-photos.js';
import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { phone } from '../../chromium.js';
import { fillCard, localDigits, signInThroughPage } from '../../fixtures.js';
import { freshPhoneNumber } from '../../phones.js';
import { testServerCommand, testServerEnv } from '../../test-server.js';

/**
 * Day one, from install to a paid order handed over (issues 24 and 29, decisions 055, 058, 060), on an install of its
 * own started with SEED_DEMO=false: no vendor, no demo. The command line adds the first operator (before the server
 * starts: the embedded database is held by one process); the operator signs in and creates Harbor Tap with its
 * SUPER_ADMIN; the SUPER_ADMIN signs in, sets the venue's time zone, creates two locations at 9.5 % tax, opens the
 * first one's QR poster and adds the venue's manager. The manager builds the Main Bar's menu with a photo from a
 * phone's camera, copies it to the Patio Bar; a customer at 390×844 pays for an order and the manager hands it over.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const base = `http://localhost:${port}`;
const repoRoot = join(import.meta.dirname, '..', '..', '..');
const shots = join(repoRoot, '.test-results', 'day-one');

let server: ChildProcess | undefined;
let dataDir = '';
let banner = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'queueless-day-one-'));
  mkdirSync(shots, { recursive: true });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ ...process.env, ...testServerEnv({ port, dataDir }), SEED_DEMO: 'false' });

async function startServer() {
  server = spawn(testServerCommand[0], testServerCommand.slice(1), { cwd: repoRoot, env: env(), stdio: 'pipe' });
  server.stdout?.on('data', (chunk: Buffer) => {
    banner += chunk.toString();
  });
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
    .toBe(200);
}

async function readCode(phoneNumber: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${base}${endpointPath(listSmsOutbox, {}, { phoneNumber })}`);
        const body = (await response.json()) as { messages: { code: string | null }[] };
        code = body.messages[0]?.code ?? null;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as unknown as string;
}

async function signIn(browser: Browser, phoneNumber: string): Promise<Page> {
  const context = await browser.newContext({ ...phone, baseURL: base });
  const page = await context.newPage();
  await page.goto('/staff/signin');
  await page.getByLabel('Phone number').fill(localDigits(phoneNumber));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(await readCode(phoneNumber));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Select Location' })).toBeVisible();
  return page;
}

/** A screenshot at phone size and at a laptop's width, for a person to look at. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(shots, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSidewaysScroll(page, `${name} at 1280`);
  await page.screenshot({ path: join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(phone.viewport);
}

test('day one: from an empty install to Harbor Tap with two locations, a menu with photos, and a paid order handed over', async ({
  browser,
}, info) => {
  test.setTimeout(360_000);
  const operatorPhone = freshPhoneNumber(info.workerIndex, 390);
  const superAdminPhone = freshPhoneNumber(info.workerIndex, 391);
  const managerPhone = freshPhoneNumber(info.workerIndex, 392);
  const customerPhone = freshPhoneNumber(info.workerIndex, 393);

  // The command line adds the first operator on the fresh install; the server then starts without the demo.
  const cli = spawnSync(
    'npx',
    ['tsx', 'apps/server/src/modules/operators/operator-cli.ts', 'add', operatorPhone, 'Olive Operator'],
    {
      cwd: repoRoot,
      env: env(),
      encoding: 'utf8',
    },
  );
  expect(cli.status, cli.stderr).toBe(0);
  expect(cli.stdout).toContain('Added operator Olive Operator');
  await startServer();
  expect((await (await fetch(`${base}/vendor-service/v1/vendors`)).json()).items).toEqual([]);

  // The operator signs in and creates Harbor Tap with its SUPER_ADMIN.
  const operator = await signIn(browser, operatorPhone);
  await operator.getByRole('link', { name: 'Operator console' }).click();
  await expect(operator.getByRole('heading', { name: 'Operator Console' })).toBeVisible();
  await expect(operator.getByText('No venues yet.')).toBeVisible();
  await expect(operator.getByText('Olive Operator')).toBeVisible();
  await expectAccessible(operator, 'the operator console');
  await operator.getByRole('link', { name: 'New venue' }).click();
  await expect(operator.getByRole('heading', { name: 'New Venue' })).toBeVisible();
  await operator.getByRole('button', { name: 'Create venue' }).click();
  await expect(operator.getByText('Name is required.').first()).toBeVisible();
  await expectAccessible(operator, 'the new venue form with its errors');
  await operator.getByLabel('Venue name').fill('Harbor Tap');
  // The address is picked with the autocomplete, which fills the fields.
  await operator.getByRole('combobox', { name: 'Find the address' }).fill('1 Pier Way, San Diego, CA 92101');
  await operator.getByRole('option', { name: '1 Pier Way, San Diego, CA 92101' }).click();
  await expect(operator.getByLabel('City')).toHaveValue('San Diego');
  await expect(operator.getByLabel('ZIP code')).toHaveValue('92101');
  await operator.getByLabel('Time zone', { exact: true }).selectOption('America/Los_Angeles');
  await operator.getByRole('group', { name: 'First SUPER_ADMIN' }).getByLabel('Name').fill('Maya Chen');
  await operator.getByLabel('Mobile number').fill(superAdminPhone);
  await shoot(operator, '1-new-venue');
  await operator.getByRole('button', { name: 'Create venue' }).click();
  await expect(operator.getByText('Harbor Tap created')).toBeVisible();
  await expect(operator.getByRole('link', { name: 'Edit Harbor Tap' })).toBeVisible();
  await shoot(operator, '2-operator-console');

  // The SUPER_ADMIN signs in, sets the venue's time zone, creates two locations at 9.5 %.
  const admin = await signIn(browser, superAdminPhone);
  await admin.getByRole('link', { name: /Harbor Tap settings/ }).click();
  await expect(admin.getByRole('heading', { name: 'Venue Settings' })).toBeVisible();
  await expectAccessible(admin, 'venue settings');
  await admin.getByLabel('Time zone', { exact: true }).selectOption('America/New_York');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByRole('alertdialog', { name: 'Change the time zone?' })).toContainText('Existing events');
  await admin.getByRole('button', { name: 'Change time zone' }).click();
  await expect(admin.getByText('Venue settings saved')).toBeVisible();
  await shoot(admin, '3-venue-settings');
  const vendor = (await (await fetch(`${base}/vendor-service/v1/vendor?vendorId=harbor-tap`)).json()).items[0];
  expect(vendor).toMatchObject({ name: 'Harbor Tap', timeZone: 'America/New_York' });

  for (const [description, next] of [
    ['Main Bar', 'Add the first location'],
    ['Patio Bar', 'Add location'],
  ] as const) {
    await admin.goto('/staff/venue/harbor-tap/locations');
    await expect(admin.getByRole('heading', { name: 'Locations' })).toBeVisible();
    if (description === 'Main Bar') await expectAccessible(admin, 'the empty locations page');
    await admin.getByRole('button', { name: next }).first().click();
    await admin.getByLabel('Description').fill(description);
    // Issue 44 (decision 096): the Main Bar's Spanish description, written beside the venue's.
    if (description === 'Main Bar') await admin.getByLabel('Descripción · Español').fill('Barra principal');
    await admin.getByLabel('Sales tax (%)').fill('9.5');
    if (description === 'Main Bar') await expectAccessible(admin, 'the add location dialog');
    await admin.getByRole('button', { name: 'Add location', exact: true }).last().click();
    await expect(admin.getByRole('heading', { name: 'Print QR Codes' })).toBeVisible();
  }

  await admin.goto('/staff/venue/harbor-tap/locations');
  await expect(admin.getByText(/tax 9.5 %/)).toHaveCount(2);
  await expectAccessible(admin, 'the locations page');
  await shoot(admin, '4-locations');
  const locations = (
    await (await fetch(`${base}/vendor-location-service/v1/vendor-locations?vendorId=harbor-tap`)).json()
  ).items as { vendorLocationId: string; description: string }[];
  expect(locations.map((location) => location.description).sort()).toEqual(['Main Bar', 'Patio Bar']);
  const spanishLocations = (
    await (await fetch(`${base}/vendor-location-service/v1/vendor-locations?vendorId=harbor-tap&lang=es`)).json()
  ).items as { description: string }[];
  expect(spanishLocations.map((location) => location.description).sort()).toEqual(['Barra principal', 'Patio Bar']);

  // The first location's QR poster.
  await admin.getByRole('link', { name: 'QR poster for Main Bar' }).click();
  await expect(admin.getByRole('heading', { name: 'Print QR Codes' })).toBeVisible();
  await expect(admin.getByText('Skip the line').first()).toBeVisible();
  await shoot(admin, '5-qr-poster');

  // Every change is in the audit log.
  await admin.goto('/staff/venue/harbor-tap/audit-log');
  await expect(admin.getByText('location.create')).toHaveCount(2);
  await expect(admin.getByText('vendor.update')).toBeVisible();
  await expect(admin.getByText('vendor.create')).toBeVisible();
  await expectAccessible(admin, 'the audit log');
  await shoot(admin, '6-audit-log');
  expect(banner).toContain('Queueless is running');

  // The venue's manager joins the team.
  const mainBar = locations.find((location) => location.description === 'Main Bar')?.vendorLocationId ?? '';
  const patioBar = locations.find((location) => location.description === 'Patio Bar')?.vendorLocationId ?? '';
  await admin.goto(`/staff/location/${mainBar}`);
  await admin.getByRole('link', { name: 'Staff Management' }).click();
  await admin.getByRole('button', { name: 'Add Staff' }).click();
  const addStaff = admin.getByRole('dialog', { name: 'Add Staff' });
  await addStaff.getByLabel('Name').fill('Mia Manager');
  await addStaff.getByLabel('Phone number').fill(localDigits(managerPhone));
  await addStaff.getByLabel('Role').selectOption('MANAGER');
  await addStaff.getByRole('button', { name: 'Add Staff' }).click();
  await expect(addStaff).toBeHidden();
  await expect(admin.getByText('Mia Manager').first()).toBeVisible();

  // The manager builds the Main Bar's menu on a phone: a lemonade with a photo from the phone's camera (a 1600×1200
  // JPEG), and an iced tea.
  const manager = await signIn(browser, managerPhone);
  await manager.goto(`/staff/location/${mainBar}`);
  await manager.getByRole('link', { name: /Menu Editor/ }).click();
  await expect(manager.getByRole('heading', { name: 'Menu Editor' })).toBeVisible();
  await expect(manager.getByText('This location has no products yet.', { exact: false })).toBeVisible();
  await manager.getByRole('button', { name: 'Add a product' }).click();
  const form = manager.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill('Harbor Lemonade');
  await form.getByLabel('Type').selectOption({ label: 'Non-alcoholic' });
  await form.getByLabel('Price', { exact: true }).fill('4.50');
  await form.getByText('More: photos, order, deposit, tax').click();
  await form
    .getByLabel('Choose photo')
    .setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: await renderDemoPhoto('mocktail') });
  await expect(form.getByRole('img', { name: 'The current photo' })).toHaveAttribute('srcset', /\.webp 320w/);
  await form.getByRole('button', { name: 'Add to menu' }).click();
  await expect(form).toBeHidden();
  await manager.getByRole('button', { name: 'Add a product' }).click();
  await form.getByLabel('Name').fill('Iced Tea');
  await form.getByLabel('Type').selectOption({ label: 'Non-alcoholic' });
  await form.getByLabel('Price', { exact: true }).fill('3.75');
  await form.getByRole('button', { name: 'Add to menu' }).click();
  await expect(form).toBeHidden();
  await expect(manager.getByRole('heading', { name: 'Non-alcoholic (2)' })).toBeVisible();

  // Then copies it to the Patio Bar: picks the location, sees what will be copied, confirms; the list shows them.
  await manager.goto(`/staff/location/${patioBar}/harbor-tap/menu-editor`);
  await manager.getByRole('button', { name: 'Copy from another location' }).click();
  await expectAccessible(manager, 'the copy panel');
  await manager.getByLabel('Copy from', { exact: true }).selectOption({ label: 'Main Bar' });
  await expect(manager.getByText('2 products will be added to this menu:')).toBeVisible();
  await expect(manager.getByText(/Harbor Lemonade/)).toBeVisible();
  await expectAccessible(manager, 'the copy panel with its summary');
  await shoot(manager, '7-copy-menu');
  await manager.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(manager, 'the copy panel at 1280');
  await manager.setViewportSize(phone.viewport);
  await manager.getByRole('button', { name: 'Copy 2 products' }).click();
  await expect(manager.getByText('Copied 2 products from Main Bar.')).toBeVisible();
  await expect(manager.getByRole('heading', { name: 'Non-alcoholic (2)' })).toBeVisible();
  await expect(manager.getByText('Harbor Lemonade')).toBeVisible();

  // A customer at 390×844 orders the lemonade at the Main Bar: its card shows the photo's renditions, sized.
  const context = await browser.newContext({ ...phone, baseURL: base });
  const shop = await context.newPage();
  await shop.goto(`/location/${mainBar}`);
  // The lemonade's is the menu's one photo (the card's picture is decorative: its name is the card's heading).
  const photo = shop.locator('img[srcset]');
  await expect(photo).toHaveAttribute('srcset', /\.160\.webp 160w, .*\.320\.webp 320w/);
  await expect(photo).toHaveAttribute('width', '960');
  await expect(photo).toHaveAttribute('height', '720');
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await shop.getByRole('button', { name: 'Add Harbor Lemonade' }).click();
  await shop.getByRole('button', { name: 'Add Iced Tea' }).click();
  await expect(shop.getByRole('link', { name: /Order Now/ })).toContainText('2 items · $8.25');
  await shoot(shop, '8-customer-menu');
  await shop.getByRole('link', { name: /Order Now/ }).click();
  await signInThroughPage(shop, customerPhone);
  await expect(shop.getByRole('heading', { name: 'Order Review' })).toBeVisible();
  await shop.getByRole('button', { name: /Checkout/ }).click();
  await shop.getByLabel('I agree to the Terms and Conditions.').check();
  await fillCard(shop);
  await shop.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(shop.getByText('Show QR code to staff')).toBeVisible();
  const orderNumber = ((await shop.getByText(/^ORDER #/).textContent()) ?? '').replace('ORDER #', '').trim();
  expect(orderNumber).toMatch(/^[A-Z0-9]{6}$/);

  // The manager hands it over at the counter: the ORDER # the customer reads out, typed at the scan page.
  await manager.goto(`/staff/location/${mainBar}/scan`);
  await manager.getByText("Can't scan? Enter the order code or ORDER #").click();
  await manager.getByLabel('Order code').fill(orderNumber);
  await manager.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(manager.getByTestId('order-status')).toHaveText('Completed');
  await expect(shop.getByText('Order completed!')).toBeVisible();
  await shoot(shop, '9-order-completed');
  await context.close();

  // A customer reading Spanish sees the Main Bar's Spanish description as the menu's heading.
  const spanishContext = await browser.newContext({ ...phone, baseURL: base });
  const spanishShop = await spanishContext.newPage();
  await spanishShop.goto(`/location/${mainBar}?lang=es`);
  await expect(spanishShop.getByRole('heading', { level: 1 })).toHaveText('Barra principal');
  await spanishContext.close();
});
