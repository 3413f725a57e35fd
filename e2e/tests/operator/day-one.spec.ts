import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { endpointPath, listSmsOutbox } from '@queueless/contracts';
import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { phone } from '../../chromium.js';
import { localDigits } from '../../fixtures.js';
import { freshPhoneNumber } from '../../phones.js';
import { testServerCommand, testServerEnv } from '../../test-server.js';

/**
 * Day one for an operator (issue 24, decision 055), on an install of its own started with SEED_DEMO=false: no vendor,
 * no demo. The command line adds the first operator (before the server starts: the embedded database is held by one
 * process); the operator signs in and creates Harbor Tap with its SUPER_ADMIN; the SUPER_ADMIN signs in, sets the
 * venue's time zone, creates two locations at 9.5 % tax and opens the first one's QR poster.
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

test('day one: from an empty install to Harbor Tap with two locations and a QR poster', async ({ browser }, info) => {
  const operatorPhone = freshPhoneNumber(info.workerIndex, 390);
  const superAdminPhone = freshPhoneNumber(info.workerIndex, 391);

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
});
